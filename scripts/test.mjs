// `npm test`: type check, lint, format check, build, package tests (node: README ↔ manifest,
// server import, a TypeScript host of the packed package), devnet tests (node),
// unit and component tests (web-test-runner), end-to-end tests (Playwright).
// Ends with `N passed, M failed`; every stage prints its own time.
// Stages that do not wait on each other run side by side (their output is
// printed as each ends): the static checks beside the build (none reads dist/);
// then the browser unit tests and the package's tests, beside the declarations
// and the devnet's node tests (mostly waiting on chains and sockets; two files at
// a time). The end-to-end tests come last, alone (three workers: they too wait
// more than they work).
// `node scripts/test.mjs typecheck unit …` runs only the named stages;
// `--quick` (npm run test:quick) is the inner loop: type check, lint, and the
// unit tests (src/ and tests/unit/, no component tests).
// `--busy` keeps every core busy with CPU-burning processes for the whole run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { startBusyCores } from './busy-cores.mjs';
import { ensureChromium } from './chromium.mjs';
import { declarationsFolder } from './declarations-folder.mjs';
import { build } from '../esbuild.config.mjs';
import { findTestFiles } from './wtr-shared-bundle.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
const bin = (name) => `node_modules/.bin/${name}`;

/** Runs a command. Its output goes to `log` (the console, or a stage's buffer when stages run side by side). */
function run(log, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      log.out(chunk);
    });
    child.stderr.on('data', (chunk) => log.err(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** A log that prints as it goes and keeps its text, so the failures can be listed again at the end. */
function consoleLog() {
  const chunks = [];
  const keep = (stream) => (chunk) => {
    chunks.push(String(chunk));
    stream.write(chunk);
  };
  return { out: keep(process.stdout), err: keep(process.stderr), text: () => chunks.join('') };
}

/** A log kept until its stage ends, so side-by-side stages print one after the other. */
function bufferedLog() {
  const chunks = [];
  return { out: (chunk) => chunks.push(String(chunk)), err: (chunk) => chunks.push(String(chunk)), text: () => chunks.join('') };
}

/** The lines of a stage's output that name a failed test (node's ✖, web-test-runner's ❌, Playwright's ✘). */
const failures = [];
function noteFailures(label, text, failed) {
  if (!failed) return;
  const all = stripVTControlCharacters(text).split('\n');
  // Each failed test's line, with the error line right under it when there is one (CI keeps only the end of the output).
  const lines = [
    ...new Set(
      all.flatMap((line, index) => {
        if (!/^\s*(✖|✘|❌|\[FAIL\]|FAIL\b)/.test(line)) return [];
        const next = all[index + 1]?.trim() ?? '';
        return /^\w*Error\b/.test(next) ? [`${line.trim()}\n      ↳ ${next.slice(0, 600)}`] : [line];
      }),
    ),
  ];
  const named = lines.filter((line) => !/^\s*✖ failing tests:/.test(line)).map((line) => line.trim().slice(0, 800));
  failures.push({ label, lines: named.length > 0 ? named.slice(0, 20) : ['(no test named: see the stage output above)'] });
}

function count(label, { passed = 0, failed = 0, skipped = 0 }, seconds, busy) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  timings.push({ label, seconds, busy });
  console.log(`\n[${label}] ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds} s)\n`);
}

async function readSummary(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The machine's CPU time so far (Linux /proc/stat, in clock ticks): all of it, and the idle part. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((sum, value) => sum + value, 0), idle: fields[3] + (fields[4] ?? 0) };
  } catch {
    return undefined;
  }
}

/** How many cores were busy on average between two readings (the whole machine, not only the tests). */
function coresBusy(before, after) {
  if (!before || !after || after.total <= before.total) return undefined;
  return (cpus().length * (1 - (after.idle - before.idle) / (after.total - before.total))).toFixed(1);
}

/** One stage: `fn(log)` returns its counts; a throw is one failure. */
async function runStage({ label, fn }, log) {
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const done = (result) => ({ label, result, seconds: Math.round((Date.now() - started) / 1000), busy: coresBusy(cpuBefore, cpuTimes()) });
  try {
    return done(await fn(log));
  } catch (error) {
    log.err(`${error?.stack ?? error}\n`);
    return done({ failed: 1 });
  }
}

/** Runs the stages side by side (one alone prints as it goes); each prints its output and counts when it ends. */
async function group(...stages) {
  const chosen = stages.filter(Boolean);
  if (chosen.length === 1) {
    console.log(`\n=== ${chosen[0].label} ===`);
    const log = consoleLog();
    const { label, result, seconds, busy } = await runStage(chosen[0], log);
    count(label, result, seconds, busy);
    noteFailures(label, log.text(), result.failed);
    return;
  }
  if (chosen.length > 1) console.log(`\n=== side by side: ${chosen.map((stage) => stage.label).join(' | ')} ===`);
  await Promise.all(
    chosen.map(async (stage) => {
      const log = bufferedLog();
      const { label, result, seconds, busy } = await runStage(stage, log);
      console.log(`\n=== ${label} ===`);
      process.stdout.write(log.text());
      count(label, result, seconds, busy);
      noteFailures(label, log.text(), result.failed);
    }),
  );
}

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = quick ? ['typecheck', 'lint', 'unit'] : args.filter((arg) => !arg.startsWith('--'));
const wants = (name) => (only.length === 0 || only.includes(name) ? true : undefined);
const startedAt = Date.now();

ensureChromium();

if (args.includes('--busy')) {
  const { count: burners } = startBusyCores();
  console.log(`--busy: ${burners} CPU-burning processes run until the tests end`);
}

/** A command whose exit code is its one result. */
const check = (label, command, commandArgs) => ({
  label,
  fn: async (log) => ((await run(log, command, commandArgs)).code === 0 ? { passed: 1 } : { failed: 1 }),
});

/** Runs node's test runner on a folder, `concurrency` files at a time; its counts. */
async function nodeTests(log, folder, timeout, concurrency = 1) {
  const { code, output } = await run(log, process.execPath, [
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
    `--test-timeout=${timeout}`,
    folder,
  ]);
  const number = (name) => Number(output.match(new RegExp(`ℹ ${name} (\\d+)`))?.[1] ?? 0);
  const result = { passed: number('pass'), failed: number('fail') + number('cancelled'), skipped: number('skipped') };
  if (code !== 0 && result.failed === 0) result.failed = 1;
  return result;
}

/** web-test-runner on the given test files (all of them when none are given). */
async function browserUnitTests(log, files) {
  await rm('.wtr-summary.json', { force: true });
  const env = files ? { WTR_FILES: files.join(',') } : {};
  const { code } = await run(log, bin('web-test-runner'), ['--config', 'web-test-runner.config.mjs', '--static-logging'], env);
  const summary = (await readSummary('.wtr-summary.json')) ?? { failed: 1 };
  if (code !== 0 && !summary.failed) summary.failed = 1;
  return summary;
}

/** Parts run one after the other as one stage (a lane beside another); each part prints its own counts and time. */
function lane(parts) {
  const chosen = parts.filter(Boolean);
  return (
    chosen.length > 0 && {
      label: chosen.map(([label]) => label).join(', then '),
      fn: async (log) => {
        const sum = { passed: 0, failed: 0, skipped: 0 };
        for (const [label, part, detail = label] of chosen) {
          const started = Date.now();
          const result = await part(log);
          log.out(
            `\n[${detail}] ${result.passed ?? 0} passed, ${result.failed ?? 0} failed (${Math.round((Date.now() - started) / 1000)} s)\n`,
          );
          for (const key of Object.keys(sum)) sum[key] += result[key] ?? 0;
        }
        return sum;
      },
    }
  );
}

// The browser unit and component tests, then the package's tests; beside them the declarations (bundled from the type
// check's, in a process of their own), then the devnet's node tests, two files at a time, each with its own devnet on free ports
// (they mostly wait on chains and sockets). The package's tests read the declarations: they wait for them (long done by
// then). The lanes come out about even.
// The type check's program also writes the sources' declarations (scripts/typecheck.mjs --declarations), for the
// declarations stage to bundle: the sources are checked once.
const declarationsFrom = wants('build') && !quick && wants('typecheck') ? await declarationsFolder() : undefined;
const declarations =
  wants('build') &&
  !quick &&
  check('declarations', process.execPath, ['scripts/declarations.mjs', ...(declarationsFrom ? ['--from', declarationsFrom] : [])]).fn;
/** Settles once the declarations are written (at once when they are not among the stages). */
let declarationsEnded;
const declarationsWritten = declarations ? new Promise((resolve) => (declarationsEnded = resolve)) : Promise.resolve();
const unitLane = lane([
  wants('unit') &&
    (quick
      ? ['unit', (log) => browserUnitTests(log, findTestFiles(['src', 'tests/unit'])), 'unit (web-test-runner)']
      : ['unit + component', (log) => browserUnitTests(log), 'unit + component (web-test-runner)']),
  wants('package') &&
    !quick && [
      'package',
      async (log) => {
        await declarationsWritten;
        return nodeTests(log, 'tests/package/', 300000);
      },
      'package (node --test: README ↔ manifest, server import, TypeScript host)',
    ],
]);
const nodeLane = lane([
  declarations && [
    'declarations',
    async (log) => {
      try {
        return await declarations(log);
      } finally {
        declarationsEnded();
      }
    },
    'declarations (dist/*.d.ts)',
  ],
  // The timeout bounds a whole file (node 20 applies it to each file's process): the auth sign-in file, which starts a
  // whole devnet, took 72 s of 120 s on a busy machine and timed out once beside other browser tests.
  wants('devnet') && !quick && ['devnet', (log) => nodeTests(log, 'demo/devnet/test/', 300000, 2), 'devnet (node --test)'],
]);

await group(
  wants('typecheck') &&
    (declarationsFrom
      ? check('typecheck', process.execPath, ['scripts/typecheck.mjs', '--declarations', declarationsFrom])
      : check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])),
  wants('lockfile') && !quick && check('lockfile (npm ci can validate it)', process.execPath, ['scripts/complete-lockfile.mjs', '--check']),
  wants('lint') && check('lint', bin('eslint'), ['--max-warnings', '0', '.']),
  wants('lint') && check('format (Prettier; npm run format writes it)', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
  wants('lint') && check('no import cycle (dynamic imports included)', process.execPath, ['scripts/import-graph.mjs']),
  wants('lint') &&
    check('settings typings follow the table (scripts/settings.mjs --check)', process.execPath, ['scripts/settings.mjs', '--check']),
  wants('build') &&
    !quick && {
      label: 'build (bundle, manifest)',
      fn: async () => {
        await build();
        return { passed: 1 };
      },
    },
);

await group(unitLane, nodeLane);

await group(
  wants('e2e') &&
    !quick && {
      label: 'end-to-end (Playwright)',
      fn: async (log) => {
        await rm('.pw-summary.json', { force: true });
        const { code } = await run(log, bin('playwright'), ['test']);
        const report = await readSummary('.pw-summary.json');
        const stats = report?.stats;
        if (!stats) return { failed: 1 };
        const summary = {
          passed: stats.expected + (stats.flaky ?? 0),
          failed: stats.unexpected + (report.errors?.length ?? 0),
          skipped: stats.skipped,
        };
        if (code !== 0 && !summary.failed) summary.failed = 1;
        return summary;
      },
    },
);

const seconds = Math.round((Date.now() - startedAt) / 1000);
console.log(`\nStage times (side-by-side stages overlap; cores busy: the whole machine's average of ${cpus().length}):`);
for (const { label, seconds: taken, busy } of timings)
  console.log(`  ${String(taken).padStart(4)} s  ${(busy ? `${busy} busy` : '').padEnd(9)}  ${label}`);
console.log(`\n(${Math.floor(seconds / 60)} min ${seconds % 60} s)`);
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const { label, lines } of failures) {
    console.log(`  [${label}]`);
    for (const line of lines) console.log(`    ${line}`);
  }
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);

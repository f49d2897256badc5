// `npm test`: type check, lint, build, package tests (node: README ↔ manifest,
// server import, a TypeScript host of the packed package), devnet tests (node),
// unit and component tests (web-test-runner), end-to-end tests (Playwright).
// Ends with `N passed, M failed`.
// `--busy` keeps every core busy with CPU-burning processes for the whole run.
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { startBusyCores } from './busy-cores.mjs';
import { ensureChromium } from './chromium.mjs';
import { build } from '../esbuild.config.mjs';
import { buildDeclarations } from './declarations.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const bin = (name) => `node_modules/.bin/${name}`;

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function count(label, { passed = 0, failed = 0, skipped = 0 }) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  console.log(`\n[${label}] ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
}

async function readSummary(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function step(label, fn) {
  console.log(`\n=== ${label} ===`);
  try {
    count(label, await fn());
  } catch (error) {
    console.error(error);
    count(label, { failed: 1 });
  }
}

const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const wants = (name) => only.length === 0 || only.includes(name);
const startedAt = Date.now();

ensureChromium();

if (args.includes('--busy')) {
  const { count } = startBusyCores();
  console.log(`--busy: ${count} CPU-burning processes run until the tests end`);
}

if (wants('typecheck')) {
  await step('typecheck', async () => {
    const { code } = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    return code === 0 ? { passed: 1 } : { failed: 1 };
  });
}

if (wants('lockfile')) {
  await step('lockfile (npm ci can validate it)', async () => {
    const { code } = await run(process.execPath, ['scripts/complete-lockfile.mjs', '--check']);
    return code === 0 ? { passed: 1 } : { failed: 1 };
  });
}

if (wants('lint')) {
  await step('lint', async () => {
    const { code } = await run(bin('eslint'), ['--max-warnings', '0', '.']);
    return code === 0 ? { passed: 1 } : { failed: 1 };
  });
}

if (wants('lint')) {
  await step('no import cycle (dynamic imports included)', async () => {
    const { code } = await run(process.execPath, ['scripts/import-graph.mjs']);
    return code === 0 ? { passed: 1 } : { failed: 1 };
  });
}

if (wants('build')) {
  await step('build (bundle, manifest, declarations)', async () => {
    await build();
    await buildDeclarations();
    return { passed: 1 };
  });
}

/** Runs node's test runner on a folder; its counts. */
async function nodeTests(folder, timeout) {
  const { code, output } = await run(process.execPath, [
    '--test', '--test-concurrency=1', '--test-reporter=spec', `--test-timeout=${timeout}`, folder,
  ]);
  const number = (name) => Number(output.match(new RegExp(`ℹ ${name} (\\d+)`))?.[1] ?? 0);
  const result = { passed: number('pass'), failed: number('fail') + number('cancelled'), skipped: number('skipped') };
  if (code !== 0 && result.failed === 0) result.failed = 1;
  return result;
}

if (wants('package')) {
  await step('package (node --test: README ↔ manifest, server import, TypeScript host)', () => nodeTests('tests/package/', 300000));
}

if (wants('devnet')) {
  await step('devnet (node --test)', () => nodeTests('demo/devnet/test/', 120000));
}

if (wants('unit')) {
  await step('unit + component (web-test-runner)', async () => {
    await rm('.wtr-summary.json', { force: true });
    const { code } = await run(bin('web-test-runner'), ['--config', 'web-test-runner.config.mjs', '--static-logging']);
    const summary = (await readSummary('.wtr-summary.json')) ?? { failed: 1 };
    if (code !== 0 && !summary.failed) summary.failed = 1;
    return summary;
  });
}

if (wants('e2e')) {
  await step('end-to-end (Playwright)', async () => {
    await rm('.pw-summary.json', { force: true });
    const { code } = await run(bin('playwright'), ['test']);
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
  });
}

const seconds = Math.round((Date.now() - startedAt) / 1000);
console.log(`\n(${Math.floor(seconds / 60)} min ${seconds % 60} s)`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);

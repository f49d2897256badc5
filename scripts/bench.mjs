// `npm run bench`: times what a visitor waits for, for this commit and a baseline (BENCH_BASE,
// default 24a01c7, issue 18's) built side by side in the same run, against one devnet with a registry
// of 5,000 wallets, in the system Chromium. A benchmark, not a test: it prints the median of several
// cold runs (BENCH_RUNS, default 5; baseline and this commit by turns) as one table with the ratios
// and issue 18's goals, and exits 0 whether they are met or not.
//   time to the account button; cold click → Connect list (no hover); hover, then click → Connect list;
//   the JS heap after opening; All wallets → first page; the scroll through every wallet (time, fps,
//   DOM nodes, heap growth); this commit only: Account → Send → form, Send preview → the wallet's prompt,
//   Swap preview → the wallet's prompt and the on-chain check's share of it (issue 25); in the React + wagmi
//   example, wagmi's connect → the Connect list and the wallet's click → wagmi's useAccount address (issue 27);
//   on the demo page, a pending transaction's block mined → its toast says confirmed (issue 29).
// Each build is served with the same bench page (scripts/bench/page.html) from the devnet's origin,
// at /bench/base/ and /bench/current/; the page loads only dist/wallet-modal.js.
import { chromium } from '@playwright/test';
import { copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../esbuild.config.mjs';
import { startDevnet } from '../demo/devnet/index.mjs';
import { ensureChromium, CHROMIUM_ARGS } from './chromium.mjs';
import { buildBaseline, git } from './bench/baseline.mjs';
import { coldRun, hoverRun, openPage, sendRun, swapRun } from './bench/measure.mjs';
import { benchRows, formatTable } from './bench/table.mjs';
import { toastRun } from './bench/toasts.mjs';
import { wagmiRun } from './bench/wagmi.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BASE = process.env.BENCH_BASE || '24a01c7';
const WALLETS = 5000;
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = path.join(REPO, 'scripts/bench/page.html');

const progress = (line) => process.stdout.write(`${line}\n`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const round = (values) => values.map((value) => Math.round(value)).join(' / ');

/** Each metric's values, run after run. */
function collect(into, result) {
  for (const [key, value] of Object.entries(result)) (into[key] ??= []).push(value);
}

process.chdir(REPO);
const loadAtStart = load();
const head = await git(REPO, 'rev-parse', '--short', 'HEAD');
const dirty = (await git(REPO, 'status', '--porcelain')) !== '';
const work = await mkdtemp(path.join(os.tmpdir(), 'wm-bench-'));
let devnet;
let browser;
try {
  progress(`building ${BASE} in a temporary git worktree…`);
  const baseCommit = await buildBaseline({ repo: REPO, ref: BASE, into: path.join(work, 'base') });
  progress('building this commit…');
  await build();
  await cp('dist', path.join(work, 'current', 'dist'), { recursive: true });
  for (const variant of ['base', 'current']) {
    await mkdir(path.join(work, variant), { recursive: true });
    await copyFile(PAGE, path.join(work, variant, 'index.html'));
  }

  progress(`starting the devnet (${WALLETS.toLocaleString('en')} wallets) and Chromium…`);
  devnet = await startDevnet({
    randomPorts: true,
    walletCount: WALLETS,
    extraStatic: ['base', 'current'].map((variant) => ({ prefix: `/bench/${variant}/`, dir: path.join(work, variant) })),
  });
  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const pages = { base: new URL('/bench/base/', devnet.urls.demo).href, current: new URL('/bench/current/', devnet.urls.demo).href };

  // How many wallets AllWallets lists: those for the bench page's networks.
  const chains = ['eip155:31337', 'eip155:31338', devnet.solana.caipNetworkId].join(',');
  const { count } = await (await fetch(`${devnet.urls.registry}/getWallets?entries=1&chains=${encodeURIComponent(chains)}`)).json();

  // One load of each page first, not counted: the browser's own start-up would fall on the first run's baseline.
  progress('warming Chromium up (one load of each page, not counted)…');
  for (const variant of ['base', 'current']) await (await openPage(browser, pages[variant])).context.close();

  // Baseline and this commit by turns, so the machine's load falls on both alike.
  const results = { base: {}, current: {} };
  for (let run = 1; run <= RUNS; run += 1) {
    const line = [];
    for (const variant of ['base', 'current']) collect(results[variant], await coldRun(browser, pages[variant]));
    for (const variant of ['base', 'current']) collect(results[variant], await hoverRun(browser, pages[variant]));
    collect(results.current, await sendRun(browser, devnet.urls.demo));
    collect(results.current, await swapRun(browser, devnet.urls.demo));
    collect(results.current, await wagmiRun(browser, new URL('/demo/examples/react-wagmi/index.html', devnet.urls.demo).href));
    collect(results.current, await toastRun(browser, devnet.urls.demo, devnet));
    for (const variant of ['base', 'current']) {
      const { buttonMs, connectMs, hoverConnectMs, scrollMs } = results[variant];
      line.push(
        `${variant}: button ${round(buttonMs.slice(-2))}, click ${round(connectMs.slice(-1))}, hover+click ${round(hoverConnectMs.slice(-1))}, scroll ${round(scrollMs.slice(-1))} ms`,
      );
    }
    progress(`run ${run}/${RUNS}: ${line.join(' | ')}`);
  }

  const header = ['what', baseCommit, `this commit (${head})`, 'ratio', 'goal', 'met'];
  console.log(
    `\nwallet-modal bench: ${baseCommit} vs this commit, registry of ${WALLETS.toLocaleString('en')} wallets, median of ${RUNS} cold runs\n`,
  );
  console.log(formatTable(header, benchRows({ base: results.base, current: results.current, wallets: count })));
  console.log(
    `\ntime to the button: both page loads of each run; Send, Swap, React + wagmi and toast rows: this commit only (the demo page with its wallets)`,
  );
  console.log(
    `this commit: ${head}${dirty ? ' + uncommitted changes' : ''}; BENCH_RUNS=${RUNS}; Chromium ${browser.version()}; ${process.platform} ${process.arch}, ${os.cpus().length} cores`,
  );
  console.log(`machine load (1/5/15 min): ${loadAtStart} at the start, ${load()} at the end`);
} finally {
  await browser?.close();
  await devnet?.stop();
  await rm(work, { recursive: true, force: true });
}

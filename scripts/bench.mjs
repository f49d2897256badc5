// `npm run bench`: times what a visitor waits for, against a devnet registry of
// 5,000 wallets, in the system Chromium. A benchmark, not a test: it prints the
// median of several runs (BENCH_RUNS, default 5) as a table.
//   (a) click on the account button → Connect with its wallet list (recommended, All wallets) shown
//   (b) click on "All wallets" → AllWallets' first page shown
//   (c) scroll AllWallets to its end (every page loaded), and the JS heap after it
//   (d) connected with the Devnet Wallet: Account's Send → the form shown (its chunk loads on the click)
//   (e) on Send's preview: Send → the wallet's prompt shown (the transfer is built and handed to the wallet)
import { chromium } from '@playwright/test';
import { build } from '../esbuild.config.mjs';
import { startDevnet } from '../demo/devnet/index.mjs';
import { ensureChromium, CHROMIUM_ARGS } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WALLETS = 5000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// In the page: the modal's shadow root, and a wait for a condition checked every frame.
const IN_PAGE = `
  window.__bench = {
    root: () => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('wallet-modal-dialog')?.shadowRoot,
    until: (condition) => new Promise((resolve) => {
      const check = () => (condition() ? resolve(performance.now()) : requestAnimationFrame(check));
      check();
    }),
  };
`;

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value;
}

async function oneRun(browser, devnet) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(IN_PAGE);
  await page.goto(devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
  await page.waitForLoadState('networkidle');

  // (a) A click without a hover first: the modal's code and the registry's first page load on the click.
  const connectMs = await page.evaluate(async () => {
    const { root, until } = window.__bench;
    const start = performance.now();
    document.querySelector('wallet-modal').shadowRoot.querySelector('button').click();
    const end = await until(() => {
      const list = root()?.querySelector('.wm-list');
      const names = list?.querySelectorAll('.wm-list-item-name').length ?? 0;
      return names >= 6 && !list.querySelector('.wm-skeleton-row');
    });
    return end - start;
  });

  // (b) All wallets → the grid's first rows.
  const firstPageMs = await page.evaluate(async () => {
    const { root, until } = window.__bench;
    const start = performance.now();
    [...root().querySelectorAll('.wm-list-item')].find((button) => button.textContent.startsWith('All wallets')).click();
    const end = await until(() => (root()?.querySelectorAll('[role="gridcell"]').length ?? 0) >= 8);
    return end - start;
  });

  // (c) Scroll to the end, a frame at a time, until the last row is shown.
  const heapBefore = await heapUsed(cdp);
  const scroll = await page.evaluate(async () => {
    const { root, until } = window.__bench;
    const grid = root().querySelector('[role="grid"]');
    const body = grid.closest('.wm-dialog-body');
    const start = performance.now();
    let frames = 0;
    const end = await until(() => {
      frames += 1;
      const rows = grid.querySelectorAll('[role="row"]');
      if (rows[rows.length - 1]?.getAttribute('aria-rowindex') === grid.getAttribute('aria-rowcount')) return true;
      body.scrollTop = body.scrollHeight;
      return false;
    });
    return { ms: end - start, frames, domNodes: root().querySelectorAll('*').length };
  });
  const heapAfter = await heapUsed(cdp);
  await context.close();
  return { connectMs, firstPageMs, scrollMs: scroll.ms, fps: (scroll.frames / scroll.ms) * 1000, heapBefore, heapAfter, domNodes: scroll.domNodes };
}

/** (d) and (e): the Devnet Wallet connected, Send opened from Account, then sent from the preview. */
async function oneSendRun(browser, devnet) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(IN_PAGE);
  await page.goto(devnet.urls.demo);
  await page.evaluate(() => window.__devnetWallet.setAutoApprove(true));
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.__devnetWallet.setAutoApprove(false));

  const openMs = await page.evaluate(async () => {
    const { root, until } = window.__bench;
    const start = performance.now();
    [...root().querySelectorAll('.wm-feature')].find((button) => button.textContent === 'Send').click();
    const end = await until(() => root()?.querySelector('.wm-send-amount input'));
    return end - start;
  });
  const form = page.getByRole('dialog', { name: 'Send' });
  await form.getByLabel('Amount').fill('0.001');
  await form.getByLabel('To').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  await form.getByRole('button', { name: 'Preview Send' }).click();
  const preview = page.getByRole('dialog', { name: 'Review send' });
  await preview.getByText(/^[\d.,]+ ETH$/).waitFor();
  const promptMs = await page.evaluate(async () => {
    const { root, until } = window.__bench;
    const start = performance.now();
    [...root().querySelectorAll('.wm-send-actions button')].find((button) => button.textContent === 'Send').click();
    const end = await until(() => document.querySelector('[data-devnet-wallet-prompt]'));
    return end - start;
  });
  await context.close();
  return { openMs, promptMs };
}

await build();
const devnet = await startDevnet({ randomPorts: true, walletCount: WALLETS });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  // How many wallets AllWallets lists: those for the demo page's networks.
  const chains = ['eip155:31337', 'eip155:31338', devnet.solana.caipNetworkId].join(',');
  const { count } = await (await fetch(`${devnet.urls.registry}/getWallets?entries=1&chains=${encodeURIComponent(chains)}`)).json();
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = { ...(await oneRun(browser, devnet)), ...(await oneSendRun(browser, devnet)) };
    runs.push(result);
    process.stdout.write(`run ${run}/${RUNS}: ${[result.connectMs, result.firstPageMs, result.scrollMs, result.openMs, result.promptMs].map(Math.round).join(' / ')} ms\n`);
  }
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const ms = (value) => `${Math.round(value)} ms`;
  const pick = (key) => median(runs.map((run) => run[key]));
  const rows = [
    ['click → Connect with its wallet list', ms(pick('connectMs'))],
    ['All wallets → first page shown', ms(pick('firstPageMs'))],
    [`scroll to the end (${count.toLocaleString('en')} wallets, pages of 40)`, ms(pick('scrollMs'))],
    ['  frames per second while scrolling', pick('fps').toFixed(0)],
    ['  modal DOM nodes at the end (virtual grid)', String(pick('domNodes'))],
    ['JS heap before AllWallets / after the scroll', `${mb(pick('heapBefore'))} / ${mb(pick('heapAfter'))}`],
    ['Account → Send → the form shown', ms(pick('openMs'))],
    ['Send preview → Send → the wallet’s prompt', ms(pick('promptMs'))],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nwallet-modal bench: registry of ${WALLETS.toLocaleString('en')} wallets, median of ${RUNS} runs, ${process.platform} ${process.arch}\n`);
  console.log(`${'what'.padEnd(width)}  median`);
  console.log(`${'-'.repeat(width)}  ------`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
} finally {
  await browser.close();
  await devnet.stop();
}

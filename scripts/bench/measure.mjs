// npm run bench: one cold page load of a build's bench page (a new browser context, so no HTTP
// cache; every request off the loopback answered 404) and what is timed on it. The selectors hold
// for 24a01c7's DOM and today's: the account button `.wm-account-button` in the element's shadow
// root, the modal in `wallet-modal-dialog`'s, the Connect list `.wm-list`, AllWallets' `[role=grid]`.
import { trackRequests } from './requests.mjs';

// In the page, before its own scripts: the modal's shadow root, a wait for a condition checked at
// every frame (from the next one: what a click renders at once still counts the frame it is shown
// in), and the moment (performance.now(), from navigation start) the account button is first
// rendered: in the element's shadow root, labelled and laid out.
const IN_PAGE = `
  (() => {
    const until = (condition) => new Promise((resolve) => {
      const check = () => (condition() ? resolve(performance.now()) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
    const accountButton = () => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('button.wm-account-button');
    window.__bench = {
      accountButton,
      root: () => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('wallet-modal-dialog')?.shadowRoot,
      until,
      idle: () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
      buttonShown: until(() => {
        const button = accountButton();
        return Boolean(button?.textContent.trim()) && button.getBoundingClientRect().width > 0;
      }),
    };
  })();
`;

const isLoopback = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value;
}

/** A new context and page on `url` (with `initScript` run before the page's own), waited on until the account button shows. */
export async function openPage(browser, url, initScript) {
  const context = await browser.newContext();
  await context.route('**/*', (route) => (isLoopback(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: '' })));
  const page = await context.newPage();
  const requests = trackRequests(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(IN_PAGE);
  if (initScript) await page.addInitScript(initScript);
  await page.goto(url);
  const buttonMs = await page.evaluate(() => window.__bench.buttonShown);
  return { context, page, cdp, requests, buttonMs };
}

/** The page at rest: loaded, no request in flight for 500 ms, the main thread idle. */
async function settle(page, requests) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.__bench.idle());
  await requests.quiet(500);
  await page.evaluate(() => window.__bench.idle());
}

/**
 * Clicks the account button in the page (no pointer moves, so no hover) and times it to the Connect
 * list shown: visible (a hover renders it in the closed dialog), 6 names or more, no skeleton rows.
 */
function clickToList(page) {
  return page.evaluate(async () => {
    const { accountButton, root, until } = window.__bench;
    const start = performance.now();
    accountButton().click();
    const end = await until(() => {
      const list = root()?.querySelector('.wm-list');
      const names = list?.querySelectorAll('.wm-list-item-name').length ?? 0;
      return names >= 6 && !list.querySelector('.wm-skeleton-row') && list.checkVisibility();
    });
    return end - start;
  });
}

/**
 * The cold run: time to the button; the page at rest, click → the Connect list (no hover first) and
 * the heap then; All wallets → its first page; the scroll through every wallet, with the heap before and after.
 */
export async function coldRun(browser, url) {
  const { context, page, cdp, requests, buttonMs } = await openPage(browser, url);
  try {
    await settle(page, requests);
    const connectMs = await clickToList(page);
    const heapOpen = await heapUsed(cdp);

    const firstPageMs = await page.evaluate(async () => {
      const { root, until } = window.__bench;
      const start = performance.now();
      [...root().querySelectorAll('.wm-list-item')].find((button) => button.textContent.startsWith('All wallets')).click();
      const end = await until(() => (root()?.querySelectorAll('[role="gridcell"]').length ?? 0) >= 8);
      return end - start;
    });

    // Scroll to the end, a frame at a time, until the last row is shown.
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
    return {
      buttonMs,
      connectMs,
      heapOpen,
      firstPageMs,
      scrollMs: scroll.ms,
      fps: (scroll.frames / scroll.ms) * 1000,
      heapBefore,
      heapAfter,
      heapGrowth: heapAfter - heapBefore,
      domNodes: scroll.domNodes,
    };
  } finally {
    await context.close();
  }
}

/** The hover run: the page at rest, the pointer over the button, what that started finished, then click → the Connect list. */
export async function hoverRun(browser, url) {
  const { context, page, requests, buttonMs } = await openPage(browser, url);
  try {
    await settle(page, requests);
    await page.locator('wallet-modal button.wm-account-button').hover();
    await settle(page, requests);
    return { buttonMs, hoverConnectMs: await clickToList(page) };
  } finally {
    await context.close();
  }
}

/**
 * Today's build only, on the demo page: the Devnet Wallet connected, Account's Send → the form shown
 * (its chunk loads on the click), then on Send's preview, Send → the wallet's prompt shown.
 */
export async function sendRun(browser, demoUrl) {
  const { context, page } = await openPage(browser, demoUrl);
  try {
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
    return { openMs, promptMs };
  } finally {
    await context.close();
  }
}

// In the demo page: when the on-chain check of a swap starts (its chunk requested) and ends (eth_simulateV1 answered).
const SIMULATION_SPAN = `
  (() => {
    const send = window.fetch.bind(window);
    window.__simulation = {};
    window.fetch = async (input, init) => {
      const simulate = typeof init?.body === 'string' && init.body.includes('"eth_simulateV1"');
      const response = await send(input, init);
      if (simulate) {
        await response.clone().arrayBuffer();
        window.__simulation.end = performance.now();
      }
      return response;
    };
  })();
`;

/**
 * The demo page, this commit: ETH → dUSDC on Swap's preview, then Swap until the Devnet Wallet's prompt shows,
 * and the part of it that is the on-chain check (issue 25): from the simulation chunk's request to eth_simulateV1's answer.
 */
export async function swapRun(browser, demoUrl) {
  const { context, page } = await openPage(browser, demoUrl, SIMULATION_SPAN);
  try {
    await page.evaluate(() => window.__devnetWallet.setAutoApprove(true));
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' }).waitFor();
    await page.evaluate(() => window.__devnetWallet.setAutoApprove(false));
    await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }).click();
    const form = page.getByRole('dialog', { name: 'Swap' });
    for (const [side, symbol] of [
      ['You pay', 'ETH'],
      ['You receive', 'dUSDC'],
    ]) {
      await form.getByRole('button', { name: new RegExp(`^${side}:`) }).click();
      await page
        .getByRole('dialog', { name: 'Select token' })
        .getByRole('button', { name: new RegExp(symbol) })
        .first()
        .click();
      await form.getByRole('button', { name: `${side}: ${symbol}` }).waitFor();
    }
    await form.getByRole('textbox', { name: 'You pay' }).fill('0.001');
    await form.getByRole('button', { name: 'Review swap' }).click();
    const preview = page.getByRole('dialog', { name: 'Review swap' });
    await preview.getByText('0.001 ETH').waitFor();
    await page.waitForLoadState('networkidle');
    const { swapPromptMs, checkMs } = await page.evaluate(async () => {
      const { root, until } = window.__bench;
      const start = performance.now();
      [...root().querySelectorAll('.wm-swap-actions button')].find((button) => button.textContent === 'Swap').click();
      const end = await until(() => document.querySelector('[data-devnet-wallet-prompt]'));
      const chunk = performance.getEntriesByType('resource').find((entry) => /\/swap-simulation-[\w-]+\.js$/.test(entry.name));
      return { swapPromptMs: end - start, checkMs: window.__simulation.end - (chunk?.startTime ?? start) };
    });
    return { swapPromptMs, checkMs };
  } finally {
    await context.close();
  }
}

// Helpers for devnet tests that need a real chain or a real browser: an anvil
// on a free loopback port, and Chromium pages that can only reach loopback.
import { chromium } from 'playwright-core';
import { freePort } from '../ports.mjs';
import { startAnvil as startDevnetAnvil } from '../evm/anvil.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../../../scripts/chromium.mjs';

/** Starts a bare anvil (dev mnemonic, automine, `extraArgs` added) on a free 127.0.0.1 port; returns {url, stop}. */
export async function startAnvil({ chainId = 31337, extraArgs = [] } = {}) {
  const anvil = await startDevnetAnvil({ port: await freePort(), chainId, extraArgs });
  return { url: anvil.rpcUrl, stop: anvil.stop };
}

const isLoopback = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** Launches the system Chromium; every page it opens is limited to loopback (and data:) URLs. */
export async function launchLoopbackBrowser() {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  return {
    browser,
    async newPage() {
      const context = await browser.newContext();
      await context.route('**/*', (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()));
      return context.newPage();
    },
    close: () => browser.close(),
  };
}

/**
 * The visitor's answer in the secure site's frame (the product's body-level dialog) to the request
 * `work` makes: waits for the frame to show it, presses `button` (Sign or Cancel), and resolves
 * with what `work` resolved to, or rejects with its error.
 */
export async function answeredInFrame(page, button, work) {
  const settled = work.then(
    (value) => ({ value }),
    (error) => ({ error }),
  );
  await page.frameLocator('dialog[data-wm-secure-site-dialog] iframe').getByRole('button', { name: button }).click();
  const outcome = await settled;
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

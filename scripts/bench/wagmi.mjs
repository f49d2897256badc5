// npm run bench, the React + wagmi example host (demo/examples/react-wagmi, issue 27): wagmi's own
// connect opens the modal, and the visitor's click on the Devnet Wallet (auto-approving) is timed
// to wagmi's useAccount showing the address on the page (the host's own component, light DOM).
import { openPage } from './measure.mjs';

/** One cold load of the example: wagmi's Connect → the Connect list; the wallet's row → useAccount's address. */
export async function wagmiRun(browser, exampleUrl) {
  const { context, page } = await openPage(browser, exampleUrl);
  try {
    await page.evaluate(() => window.__devnetWallet.setAutoApprove(true));
    await page.waitForLoadState('networkidle');
    const wagmiListMs = await page.evaluate(async () => {
      const { root, until } = window.__bench;
      const start = performance.now();
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Connect with wagmi').click();
      const end = await until(() => root()?.querySelector('.wm-list')?.checkVisibility());
      return end - start;
    });
    const wagmiAccountMs = await page.evaluate(async () => {
      const { root, until } = window.__bench;
      const row = await until(() => walletRow()).then(walletRow);
      const start = performance.now();
      row.click();
      const end = await until(() => document.querySelector('[data-testid="wagmi-address"]')?.textContent.startsWith('0x'));
      return end - start;
      function walletRow() {
        const name = [...(root()?.querySelectorAll('.wm-list-item-name') ?? [])].find((item) => item.textContent === 'Devnet Wallet');
        return name?.closest('button');
      }
    });
    return { wagmiListMs, wagmiAccountMs };
  } finally {
    await context.close();
  }
}

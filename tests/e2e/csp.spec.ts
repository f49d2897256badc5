// The element on a host page with a strict Content Security Policy: exactly the policy
// README "Security" documents, with the devnet's hosts in the hosted services' places.
// A visitor connects a browser wallet, walks Networks, Account and Receive, then pairs
// through WalletConnect: no violation report, and each step works.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { connectDevnetWallet } from './demo-page';
import { openWalletConnect, useNodeWallet, connectWalletKit } from './walletconnect-peer';
import { strictPolicy } from '../../demo/devnet/csp.mjs';
import type { Devnet } from '../../demo/devnet/index.mjs';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** Opens the demo page served under the policy (`?csp`), recording every `securitypolicyviolation` from the first script on. */
async function openUnderPolicy(page: Page, devnet: Devnet) {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        seen.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        });
      },
      true,
    );
  });
  const response = await page.goto(`${devnet.urls.demo}?csp`);
  expect(response?.headers()['content-security-policy']).toBe(strictPolicy(devnet.urls));
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations.slice());
}

test.describe('under a strict CSP', () => {
  const nodeWallet = useNodeWallet();

  test('browser wallet: connect, Networks, Account, Receive, Activity — no violations', async ({ page, devnet }) => {
    const violations = await openUnderPolicy(page, devnet);
    await connectDevnetWallet(page);
    const account = page.getByRole('dialog', { name: 'Account' });
    await expect(account.getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();

    await account.getByRole('button', { name: /^Network: Devnet A/ }).click();
    await page
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: /^Devnet B/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Receive' }).click();
    await expect(page.getByRole('dialog', { name: 'Receive' }).getByRole('img', { name: 'QR code of your address' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Receive' }).getByRole('button', { name: 'Back' }).click();
    // Activity's virtual list positions its rows through the CSSOM, never a style attribute string.
    await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Activity' }).click();
    await expect(page.getByRole('dialog', { name: 'Activity' }).locator('.wm-activity-row').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('WalletConnect: the QR code, pairing and the session — no violations', async ({ page, devnet }) => {
    const violations = await openUnderPolicy(page, devnet);
    await openWalletConnect(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await connectWalletKit(page, nodeWallet());
    expect(await violations()).toEqual([]);
  });
});

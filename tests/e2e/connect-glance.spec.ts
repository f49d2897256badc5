// Connect at a glance (issue 30): on a 1280×800 desktop and a 390×844 phone, with a wallet on the page,
// the registry's recommended wallets and every social login on, Connect shows everything without
// scrolling: the page's wallet first (one click), the email field, the social logins, the recommended
// wallets (four wallets in all before WalletConnect: here two on the page, two from the registry),
// WalletConnect and All wallets.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openDemo } from './demo-page';

/** Whether Connect's body scrolls, and the names Connect shows, in order, each wholly inside the viewport. */
async function glance(page: Page) {
  const body = page.getByRole('dialog', { name: 'Connect Wallet' }).locator('.wm-dialog-body');
  await expect(body.getByRole('button', { name: /^All wallets/ })).toBeVisible();
  await expect(body.locator('.wm-list-item-name').nth(5)).toBeVisible();
  return body.evaluate((element) => {
    const viewport = { width: innerWidth, height: innerHeight };
    const inView = (node: Element) => {
      const box = node.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= viewport.height && box.right <= viewport.width;
    };
    const controls = [...element.querySelectorAll('button, input')];
    return {
      scrolls: element.scrollHeight > element.clientHeight + 1,
      hidden: controls.filter((control) => !inView(control)).map((control) => control.getAttribute('aria-label') ?? control.textContent),
      first: controls[0]?.textContent,
    };
  });
}

for (const device of [
  { name: 'a 1280×800 desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'a 390×844 phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(device.name, () => {
    test.use(device.use);

    test('Connect shows the page wallet first, then email, every social login, the recommended wallets, WalletConnect and All wallets, without scrolling', async ({
      page,
      devnet,
    }) => {
      await openDemo(page, devnet.urls.demo);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      const { scrolls, hidden, first } = await glance(page);
      expect(first).toContain('Devnet');
      expect(hidden).toEqual([]);
      expect(scrolls).toBe(false);
    });
  });
}

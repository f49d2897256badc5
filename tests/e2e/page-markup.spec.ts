// A host page as written by hand: the script tag in <head> (a module, so it
// runs after the markup is parsed), a document listener before it, and two
// elements, one with malformed values and one with a conflicting theme.
import { test, expect } from './fixtures';

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <script>
    window.heard = [];
    for (const type of ['error', 'open', 'close']) {
      document.addEventListener(type, (event) => {
        if (event instanceof CustomEvent) window.heard.push({ type, target: event.target.id, ...event.detail });
      });
    }
  </script>
  <script type="module" src="/dist/wallet-modal.js"></script>
</head>
<body>
  <wallet-modal id="header" theme="neon" networks="banana,eip155:1"></wallet-modal>
  <wallet-modal id="checkout" theme="light"></wallet-modal>
</body>
</html>`;

type Heard = { type: string; target: string; code?: string; message?: string };

test('malformed initial markup and a conflicting second element are each reported once; one dialog opens', async ({ page, devnet }) => {
  await page.route('**/page-markup.html', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(`${devnet.urls.demo}page-markup.html`);
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(2);
  const heard = () => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

  // A later, distinct error: events arrive in order, so a duplicate of the earlier ones would be in by then.
  await page.evaluate(() => document.getElementById('header')?.setAttribute('theme', 'plaid'));
  await expect.poll(async () => (await heard()).some((event) => event.message?.includes('theme="plaid"'))).toBe(true);
  const errors = (await heard()).filter((event) => event.type === 'error');
  expect(errors.map(({ target, code, message }) => [target, code, message?.match(/\w+="[^"]*" was ignored/)?.[0]])).toEqual([
    ['header', 'InvalidConfigurationError', 'theme="neon" was ignored'],
    ['header', 'InvalidConfigurationError', 'networks="banana" was ignored'],
    ['checkout', 'InvalidConfigurationError', 'theme="light" was ignored'],
    ['header', 'InvalidConfigurationError', 'theme="plaid" was ignored'],
  ]);

  await page.locator('#checkout').getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('wallet-modal-dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await heard()).filter((event) => event.type === 'close').length).toBe(1);
  expect((await heard()).filter((event) => event.type === 'open')).toEqual([{ type: 'open', target: 'header', view: 'Connect' }]);
  // Focus returns to the button that opened it, in the other element.
  await expect(page.locator('#checkout').getByRole('button', { name: 'Connect Wallet' })).toBeFocused();
});

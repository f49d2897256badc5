// The server-rendered React example (demo/examples/ssr-react): react-dom/server renders the page with
// <WalletModal> and the hooks on each request; the browser hydrates it with React's development
// build (the one that reports mismatches). After a connect, a reload renders "disconnected" on the
// server (it has no session), hydrates without a warning, and then shows the restored session.
import type { ConsoleMessage } from '@playwright/test';
import { test, expect } from './fixtures';
import { devnetWallet, type WalletModalHost } from './demo-page';

test('a server-rendered page hydrates without a warning and then shows the restored session', async ({ page, devnet }) => {
  const pageUrl = `${new URL(devnet.urls.demo).origin}/demo/examples/ssr-react/`;
  const messages: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', listen);
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) messages.push(`${r.status()} ${r.url()}`);
  });

  await page.goto(pageUrl);
  await expect(page.getByTestId('ssr-status')).toHaveText('disconnected');
  await devnetWallet(page).setAutoApprove(true);
  await page.getByRole('button', { name: 'Open the modal' }).click();
  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  await expect(page.getByTestId('ssr-status')).toHaveText('connected');
  const address = await page.evaluate(() => document.querySelector<WalletModalHost>('wallet-modal')!.state.address);
  await expect(page.getByTestId('ssr-address')).toHaveText(address!);

  // The server knows no session: its HTML says disconnected; the hydrated page then shows the restored one.
  const response = await page.reload();
  expect(await response!.text()).toContain('<p data-testid="ssr-status">disconnected</p>');
  await expect(page.getByTestId('ssr-status')).toHaveText('connected', { timeout: 20_000 });
  await expect(page.getByTestId('ssr-address')).toHaveText(address!);
  // Hydration is over once React has attached its handlers: the button it rendered opens the modal.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(messages).toEqual([]);
});

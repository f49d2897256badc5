// README's quick starts run as they are shown (docs/quickstart/, served by the devnet at
// /quickstart/<name>/): each page renders the element's button and the host's own account line,
// opens the modal on a click, and logs no error or warning (the server-rendered one hydrates
// with React's development build, which reports any mismatch). The snippets use the hosted services,
// which no machine here reaches (the test browser sends every request off the loopback to a closed proxy): those failures
// are the only ones allowed.
import type { ConsoleMessage } from '@playwright/test';
import { test, expect } from './fixtures';

const QUICK_STARTS = ['script-tag', 'react', 'react-wagmi', 'vue', 'svelte', 'ssr'];

for (const name of QUICK_STARTS) {
  test(`the ${name} quick start renders, opens the modal and logs nothing wrong`, async ({ page, devnet }) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      const offline = message.text().endsWith('net::ERR_PROXY_CONNECTION_FAILED');
      if ((message.type() === 'error' || message.type() === 'warning') && !offline) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).hostname === '127.0.0.1') problems.push(`failed: ${request.url()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(new URL(`/quickstart/${name}/`, devnet.urls.demo).href);
    await expect(page.locator('#account')).toHaveText('Not connected');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: /^Devnet Wallet/ })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

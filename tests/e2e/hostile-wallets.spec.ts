// The demo page with a hostile wallet script beside the demo wallets: malformed EIP-6963
// announcements, a Wallet Standard wallet without chains, a wallet that answers an account of
// `..` and markup. The button renders, the Devnet Wallet lists and connects, the liar is refused.
import { test, expect } from './fixtures';
import { eventLog, openDemo } from './demo-page';

/** Runs in the page before any of its scripts, as a hostile extension's content script would. */
function hostileWallets() {
  const provider = { request: async () => ['..', '<img src=x onerror=alert(1)>'] };
  const liar = { request: async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x1zz' : ['..']) };
  const announceAll = () => {
    const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    announce({ info: { uuid: 'a', name: 42, icon: '', rdns: 'org.example.number' }, provider });
    announce({
      get info(): never {
        throw new Error('getter');
      },
      provider,
    });
    announce({ info: { uuid: 'b', name: 'Fake WalletConnect', icon: '', rdns: 'walletConnect' }, provider });
    announce({ info: { uuid: 'c', name: 'Liar Wallet', icon: '', rdns: 'org.example.liar' }, provider: liar });
    for (let index = 0; index < 300; index += 1)
      announce({ info: { uuid: `spam-${index}`, name: `Spam ${index}`, icon: '', rdns: `org.example.spam${index}` }, provider });
  };
  window.addEventListener('eip6963:requestProvider', announceAll);
  announceAll();
  // Wallet Standard registration, both ways the protocol allows (the app may load before or after this script).
  const wallet = { version: '1.0.0', name: 'Chainless', icon: 'data:image/png;base64,AA==', chains: undefined, accounts: [], features: {} };
  const callback = ({ register }: { register: (wallet: unknown) => void }) => register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}

test.beforeEach(async ({ page, devnet }) => {
  await page.addInitScript(hostileWallets);
  await openDemo(page, devnet.urls.demo);
});

test('the button renders and the Devnet Wallet lists and connects beside hostile wallets', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('button', { name: /^Liar Wallet/ })).toBeVisible();
  for (const skipped of [/^Fake WalletConnect/, /^Chainless/]) await expect(page.getByRole('button', { name: skipped })).toHaveCount(0);
  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  await page
    .getByRole('dialog', { name: /Devnet Wallet/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(eventLog(page, 'connect')).toContainText('"id":"io.wallet-modal.devnet"');
});

test('a wallet answering an account of `..` is refused with a message and an error event', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Liar Wallet/ }).click();
  await expect(page.getByRole('dialog').getByText('Your wallet sent an answer that cannot be used')).toBeVisible();
  await expect(eventLog(page, 'error').filter({ hasText: 'InvalidWalletAnswerError' })).toHaveCount(1);
  await expect(eventLog(page, 'connect')).toHaveCount(0);
});

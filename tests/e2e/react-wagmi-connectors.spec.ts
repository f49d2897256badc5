// The React + wagmi example host with the modal's other kinds of wallet: wagmi's connect opens the
// modal, the visitor connects a WalletConnect wallet (the devnet's walletkit wallet page, paired from
// the copied link) or signs in by email (an embedded account), and wagmi's own useSendTransaction
// sends 0.01 ETH through it: the wallet page approves it, or the visitor signs it in the secure
// site's frame. anvil's balance is the truth.
import type { Page } from '@playwright/test';
import { createPublicClient, http, parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { answerVerifyOffline } from '../../demo/devnet/relay/verify-offline.mjs';
import { test, expect } from './fixtures';
import { type WalletModalHost } from './demo-page';
import { answerInFrame, freshEmail } from './embedded-page';
import { copyLink } from './walletconnect-peer';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const exampleUrl = (devnet: Devnet) => `${new URL(devnet.urls.demo).origin}/demo/examples/react-wagmi/index.html`;
const modalState = (page: Page) => page.evaluate(() => document.querySelector<WalletModalHost>('wallet-modal')!.state);
/** The kind of wallet the modal connected for EVM (the store's snapshot). */
const connectorType = (page: Page) =>
  page.evaluate(
    () => (document.querySelector('wallet-modal') as unknown as { store: StoreLike }).store.getSnapshot().eip155.connector?.type,
  );

interface StoreLike {
  getSnapshot(): { eip155: { connector?: { type: string } } };
}

/** wagmi's connect: the modal opens on Connect. */
async function connectWithWagmi(page: Page) {
  await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi: disconnected');
  await page.getByRole('button', { name: 'Connect with wagmi' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
}

/** wagmi shows the modal's address; wagmi's useSendTransaction sends 0.01 ETH (approved by `approve`); anvil has it. */
async function sendWithWagmi(page: Page, devnet: Devnet, approve: () => Promise<void>) {
  await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi: connected', { timeout: 20_000 });
  await expect(page.getByTestId('wagmi-address')).toHaveText((await modalState(page)).address!);
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  const receiver = privateKeyToAddress(generatePrivateKey());
  await page.getByLabel('Send 0.01 ETH to').fill(receiver);
  await page.getByRole('button', { name: 'Send with wagmi' }).click();
  await approve();
  const hash = (await page.getByTestId('wagmi-hash').textContent({ timeout: 30_000 })) as Hex;
  const client = createPublicClient({ transport: http(devnet.urls.evm[31337]) });
  expect((await minedReceipt(client, hash)).status).toBe('success');
  expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'));
}

test('wagmi sends through a WalletConnect wallet the modal connected', async ({ page, context, devnet }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(devnet.urls.demo).origin });
  await answerVerifyOffline(page);
  await page.goto(exampleUrl(devnet));
  await connectWithWagmi(page);
  await page.getByRole('button', { name: /^WalletConnect/ }).click();
  const uri = await copyLink(page);

  // The devnet's WalletConnect wallet, opened with the link on another tab, approves the session and then the transaction.
  const wallet = await context.newPage();
  await answerVerifyOffline(wallet);
  await wallet.goto(`${devnet.urls.wallet}/wc?uri=${encodeURIComponent(uri)}`);
  await wallet.getByRole('button', { name: /^Approve session proposal/ }).click();
  await sendWithWagmi(page, devnet, () => wallet.getByRole('button', { name: /^Approve eth_sendTransaction request/ }).click());
  expect(await connectorType(page)).toBe('walletConnect');
  await wallet.close();
});

test('wagmi sends through an embedded account (email): the visitor signs in the secure frame', async ({ page, devnet }) => {
  test.setTimeout(90_000);
  await page.goto(exampleUrl(devnet));
  await connectWithWagmi(page);
  const email = freshEmail('wagmi');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect.poll(() => devnet.auth.mailbox(email).length).toBeGreaterThan(0);
  await page.getByRole('textbox', { name: 'Code' }).fill(devnet.auth.mailbox(email).at(-1)!.code);
  await sendWithWagmi(page, devnet, () => answerInFrame(page, 'Sign', /Value0\.01 \(native token\)/));
  expect(await connectorType(page)).toBe('auth');
});

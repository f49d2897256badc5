// Send on the devnet, as a visitor does it: the Devnet Wallet sends dUSDC to an address and ETH to
// alice.wallet-modal.eth, a rejected signature is retried, and the Devnet Solana Wallet sends SOL
// and SPL dUSDC to a fresh address (its token account created). The chains are the truth: each
// receiver's balance is read on anvil or the Solana shim, and the host hears `transaction`.
// Activity then shows the visitor's send at once (pending until mined), and a reverted one failed.
import type { Page } from '@playwright/test';
import { address as solanaAddress, createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAddress } from 'viem/accounts';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo, transactionLog } from './demo-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SEND_CHUNK = /\/chunks\/send-views-[\w-]+\.js$/;

const chainClient = (devnet: Devnet) => createPublicClient({ transport: http(devnet.urls.evm[31337]) });
const sendDialog = (page: Page) => page.getByRole('dialog', { name: 'Send' });
const previewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review send' });
const walletPrompt = (page: Page) => page.getByRole('dialog', { name: /Devnet Wallet/ });

/** The hash of the newest `transaction` event, once it names `caipNetworkId`. */
async function lastTransaction(page: Page, caipNetworkId: string): Promise<string> {
  const entry = transactionLog(page).first();
  await expect(entry).toContainText(`"caipNetworkId":"${caipNetworkId}"`);
  await expect(entry).toContainText('"kind":"send"');
  const detail = JSON.parse((await entry.locator('code').textContent()) ?? '{}') as { hash: string };
  return detail.hash;
}

async function openSend(page: Page) {
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Send' }).click();
  await expect(sendDialog(page)).toBeVisible();
}

async function fillForm(page: Page, { token, amount, to }: { token?: string; amount: string; to: string }) {
  const form = sendDialog(page);
  if (token) {
    await form.getByRole('button', { name: /Balance:/ }).click();
    await page
      .getByRole('dialog', { name: 'Select token' })
      .getByRole('button', { name: new RegExp(token) })
      .click();
    await expect(form.getByRole('button', { name: /Balance:/ })).toContainText(token);
  }
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('To').fill(to);
}

test('sends 12.5 dUSDC to an address: the receiver holds exactly that on anvil, the host hears transaction, Account is back', async ({
  page,
  devnet,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const receiver = privateKeyToAddress(generatePrivateKey());
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'dUSDC' })).toBeVisible();
  expect(
    requested.filter((url) => SEND_CHUNK.test(url)),
    'no Send code before the visitor goes for it',
  ).toEqual([]);

  await openSend(page);
  await fillForm(page, { token: 'dUSDC', amount: '12.5', to: receiver.toLowerCase() });
  await sendDialog(page).getByRole('button', { name: 'Preview Send' }).click();
  const preview = previewDialog(page);
  await expect(preview).toContainText('12.5 dUSDC');
  await expect(preview).toContainText(receiver);
  await expect(preview).toContainText('Devnet A');
  await expect(preview.getByText(/^[\d.,]+ ETH$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await preview.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  const hash = await lastTransaction(page, 'eip155:31337');
  const client = chainClient(devnet);
  await minedReceipt(client, hash as Hex);
  const held = await client.readContract({ address: devnet.contracts.dUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] });
  expect(held).toBe(12_500_000n);
});

test('sends 0.01 ETH to alice.wallet-modal.eth: the name shows its address and avatar, and alice receives exactly 0.01 ETH', async ({
  page,
  devnet,
}) => {
  // The Devnet Wallet on anvil account 1, so alice (account 0) is someone else.
  await openDemo(page, devnet.urls.demo, { __devnetWalletConfig: { account: 1 } });
  await connectDevnetWallet(page, { autoApprove: true });
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');
  await openSend(page);
  await fillForm(page, { amount: '0.01', to: 'alice.wallet-modal.eth' });
  const form = sendDialog(page);
  await expect(form).toContainText(`Sends to${ALICE}`);
  await expect(form.locator('.wm-send-resolved img')).toHaveAttribute('src', /alice\.svg$/);
  const client = chainClient(devnet);
  const before = await client.getBalance({ address: ALICE });
  await form.getByRole('button', { name: 'Preview Send' }).click();
  await expect(previewDialog(page)).toContainText('alice.wallet-modal.eth');
  await previewDialog(page).getByRole('button', { name: 'Send' }).click();

  const hash = await lastTransaction(page, 'eip155:31337');
  await minedReceipt(client, hash as Hex);
  expect(await client.getBalance({ address: ALICE })).toBe(before + parseEther('0.01'));
});

test('while the wallet asks, the modal says so; a rejection offers Retry, and the retried send lands', async ({ page, devnet }) => {
  const receiver = privateKeyToAddress(generatePrivateKey());
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page);
  await openSend(page);
  await fillForm(page, { amount: '0.002', to: receiver });
  await sendDialog(page).getByRole('button', { name: 'Preview Send' }).click();
  const preview = previewDialog(page);
  await preview.getByRole('button', { name: 'Send' }).click();
  await expect(preview.getByRole('status').filter({ hasText: 'Approve in your wallet' })).toBeVisible();
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click();
  await expect(preview.getByRole('alert')).toContainText('Transaction rejected');
  await expect(eventLog(page, 'error').first()).toContainText('"code":"UserRejectedError"');

  await preview.getByRole('button', { name: 'Retry' }).click();
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click();
  const hash = await lastTransaction(page, 'eip155:31337');
  const client = chainClient(devnet);
  await minedReceipt(client, hash as Hex);
  expect(await client.getBalance({ address: receiver as Address })).toBe(parseEther('0.002'));
});

test('Solana: SOL and then SPL dUSDC to a fresh address, its token account created by the send', async ({ page, devnet }) => {
  const { solana } = devnet;
  const receiver = (await generateKeyPairSigner()).address;
  await openDemo(page, devnet.urls.demo, { __devnetSolanaWalletConfig: { secretKey: solana.keys[1]!.secretKey, autoApprove: true } });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Solana Wallet/ }).click();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  const rpc = createSolanaRpc(solana.rpcUrl);

  await openSend(page);
  await fillForm(page, { amount: '0.05', to: receiver });
  await sendDialog(page).getByRole('button', { name: 'Preview Send' }).click();
  await expect(previewDialog(page).getByText(/^[\d.,]+ SOL$/)).toBeVisible();
  await previewDialog(page).getByRole('button', { name: 'Send' }).click();
  await lastTransaction(page, solana.caipNetworkId);
  await expect.poll(async () => (await rpc.getBalance(receiver, { commitment: 'confirmed' }).send()).value).toBe(50_000_000n);

  await openSend(page);
  await fillForm(page, { token: 'dUSDC', amount: '1.5', to: receiver });
  await sendDialog(page).getByRole('button', { name: 'Preview Send' }).click();
  await previewDialog(page).getByRole('button', { name: 'Send' }).click();
  await expect(transactionLog(page)).toHaveCount(2);
  const [ata] = await findAssociatedTokenPda({ owner: receiver, mint: solanaAddress(solana.mint), tokenProgram: TOKEN_PROGRAM_ADDRESS });
  await expect
    .poll(async () => {
      try {
        return BigInt((await rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()).value.amount);
      } catch {
        return 0n;
      }
    })
    .toBe(1_500_000n);
});

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const activityRows = (page: Page) => page.getByRole('dialog', { name: 'Activity' }).locator('.wm-activity-row');

/** Gives `address` 1 ETH and 10 dUSDC from anvil account 0, mined. */
async function fund(devnet: Devnet, address: Address) {
  const chain = {
    id: 31337,
    name: 'Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.urls.evm[31337]!] } },
  };
  const funder = createWalletClient({
    account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 }),
    chain,
    transport: http(devnet.urls.evm[31337]),
  });
  const client = chainClient(devnet);
  await minedReceipt(client, await funder.sendTransaction({ to: address, value: parseEther('1') }));
  await minedReceipt(
    client,
    await funder.writeContract({
      address: devnet.contracts.dUSDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, 10_000_000n],
    }),
  );
}

async function openActivityFromAccount(page: Page) {
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Activity' }).click();
}

test('Activity shows the send at once, pending until the block that includes it, then confirmed from the service’s record', async ({
  page,
  devnet,
}) => {
  const evmRpc = (method: string) =>
    fetch(devnet.urls.evm[31337]!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: method === 'evm_setAutomine' ? [false] : [] }),
    });
  // A fresh account (mnemonic index 13), funded here: its history is this test's alone (the devnet's generated
  // history sends from the first holders).
  await fund(devnet, mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 13 }).address);
  await openDemo(page, devnet.urls.demo, { __devnetWalletConfig: { account: 13 } });
  await connectDevnetWallet(page, { autoApprove: true });
  await openSend(page);
  await fillForm(page, { token: 'dUSDC', amount: '1', to: privateKeyToAddress(generatePrivateKey()) });
  await sendDialog(page).getByRole('button', { name: 'Preview Send' }).click();
  await expect(previewDialog(page).getByText(/^[\d.,]+ ETH$/)).toBeVisible();
  await evmRpc('evm_setAutomine');
  try {
    await previewDialog(page).getByRole('button', { name: 'Send' }).click();
    const hash = await lastTransaction(page, 'eip155:31337');
    await openActivityFromAccount(page);
    const row = activityRows(page).first();
    await expect(row).toContainText('Sent');
    await expect(row).toContainText('1 dUSDC');
    await expect(row).toContainText('Pending');
    await evmRpc('evm_mine');
    await minedReceipt(chainClient(devnet), hash as Hex);
    await expect(row).not.toContainText('Pending', { timeout: 15_000 });
    await expect(activityRows(page).filter({ hasText: '1 dUSDC' })).toHaveCount(1);
  } finally {
    await fetch(devnet.urls.evm[31337]!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_setAutomine', params: [true] }),
    });
  }
});

test('a dUSDC send whose tokens left the account before the signature is mined, reverts, and Activity shows it failed', async ({
  page,
  devnet,
}) => {
  // A fresh account (mnemonic index 12), given 1 ETH and 10 dUSDC by account 0: its balances are this test's alone.
  const owner = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 12 });
  await fund(devnet, owner.address);
  await openDemo(page, devnet.urls.demo, { __devnetWalletConfig: { account: 12 } });
  await connectDevnetWallet(page, { autoApprove: true });
  await openSend(page);
  await fillForm(page, { token: 'dUSDC', amount: '2', to: privateKeyToAddress(generatePrivateKey()) });
  await sendDialog(page).getByRole('button', { name: 'Preview Send' }).click();
  await expect(previewDialog(page).getByText(/^[\d.,]+ ETH$/)).toBeVisible();

  // Between the preview and the signature, the account's dUSDC goes elsewhere (another tab, another app).
  const chain = {
    id: 31337,
    name: 'Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.urls.evm[31337]!] } },
  };
  const client = chainClient(devnet);
  const held = await client.readContract({
    address: devnet.contracts.dUSDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner.address],
  });
  const elsewhere = createWalletClient({ account: owner, chain, transport: http(devnet.urls.evm[31337]) });
  await minedReceipt(
    client,
    await elsewhere.writeContract({
      address: devnet.contracts.dUSDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [privateKeyToAddress(generatePrivateKey()), held],
    }),
  );

  await previewDialog(page).getByRole('button', { name: 'Send' }).click();
  const hash = await lastTransaction(page, 'eip155:31337');
  expect((await minedReceipt(client, hash as Hex)).status).toBe('reverted');
  await openActivityFromAccount(page);
  const row = activityRows(page).filter({ hasText: 'Failed' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  const details = page.getByRole('dialog', { name: 'Transaction' });
  await expect(details).toContainText('Failed');
  await expect(details).toContainText(hash);
});

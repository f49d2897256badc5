// Account against the devnet: balances from the blockchain-service stand-in match the chains after
// this test moves tokens itself (anvil and the Solana shim), the 0-decimal token never shows, the
// identity of anvil account 0, and a failing balance route: Token Balance Unavailable, no request
// for 30 s (a paused page clock, the times the page sent each request), then a try that succeeds.
import type { Page } from '@playwright/test';
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address as EvmAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { Devnet, SolanaPart } from '../../demo/devnet/index.mjs';
import { formatAmount } from '../../src/services/units';
import { BALANCE_RETRY_GAP_MS } from '../../src/state/shared/constants';
import { test, expect, axeViolations } from './fixtures';
import { connectDevnetWallet, eventLog, openDemo, recordBalanceRequestTimes } from './demo-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/** The account the EVM test fills (untouched by the other specs), and the funded one that pays. */
const RECEIVER = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 7 });
const SENDER = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 8 });
const BALANCE_ROUTE = '/api/v1/account/*/balance';

const evmUrl = (devnet: Devnet) => devnet.urls.evm[31337] ?? '';
const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account' });
const tokenRow = (page: Page, name: string) =>
  accountDialog(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
const connectEvm = (page: Page) => connectDevnetWallet(page, { autoApprove: true });

/** Sends ETH, dUSDC and dDAI from a funded anvil account to RECEIVER, and waits for each to be mined. */
async function fillReceiver(devnet: Devnet) {
  const transport = http(evmUrl(devnet));
  const chain = {
    id: 31337,
    name: 'Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [evmUrl(devnet)] } },
  };
  const wallet = createWalletClient({ account: SENDER, chain, transport });
  const client = createPublicClient({ chain, transport });
  const { dUSDC, dDAI } = devnet.contracts;
  const hashes = [
    await wallet.sendTransaction({ to: RECEIVER.address, value: parseEther('0.75') }),
    await wallet.writeContract({
      address: dUSDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECEIVER.address, parseUnits('12.5', 6)],
    }),
    await wallet.writeContract({
      address: dDAI,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECEIVER.address, parseUnits('3.25', 18)],
    }),
  ];
  for (const hash of hashes) await minedReceipt(client, hash);
  const tokenBalance = (address: EvmAddress) =>
    client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER.address] });
  const { dPTS } = devnet.contracts;
  return {
    eth: await client.getBalance({ address: RECEIVER.address }),
    dUSDC: await tokenBalance(dUSDC),
    dDAI: await tokenBalance(dDAI),
    dPTS: await tokenBalance(dPTS),
  };
}

test('EVM: Account lists the balances the chain holds after the test moves tokens; the 0-decimal token never shows', async ({
  page,
  devnet,
}) => {
  const chain = await fillReceiver(devnet);
  expect(chain.dPTS, 'the account holds the 0-decimal token').toBeGreaterThan(0n);
  await openDemo(page, devnet.urls.demo, { __devnetWalletConfig: { account: 7 } });
  await connectEvm(page);

  await expect(tokenRow(page, 'Ether')).toContainText(formatAmount(chain.eth, 18, 'ETH'));
  await expect(tokenRow(page, 'Devnet USD Coin')).toContainText(formatAmount(chain.dUSDC, 6, 'dUSDC'));
  await expect(tokenRow(page, 'Devnet Dai')).toContainText(formatAmount(chain.dDAI, 18, 'dDAI'));
  await expect(accountDialog(page).getByRole('listitem')).toHaveCount(3);
  await expect(accountDialog(page)).not.toContainText('dPTS');
  await expect(accountDialog(page)).not.toContainText('Devnet Points');
  // The devnet prices dUSDC and dDAI at $1: their rows say so exactly.
  await expect(tokenRow(page, 'Devnet USD Coin')).toContainText(`$${formatAmount(chain.dUSDC, 6, '').split('.')[0]}.`);
  await expect(accountDialog(page).getByText('Total')).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Account 0x${RECEIVER.address.slice(2, 6)}.* ${formatAmount(chain.eth, 18, 'ETH').replace('.', '\\.')}$`),
    }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('EVM: anvil account 0 shows as alice.wallet-modal.eth with her avatar', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await connectEvm(page);
  await expect(accountDialog(page)).toContainText('alice.wallet-modal.eth');
  await expect(accountDialog(page).locator('img.wm-avatar')).toHaveAttribute('src', /\/api\/devnet\/images\/alice\.svg$/);
  await expect(page.getByRole('button', { name: /^Account alice\.wallet-modal\.eth/ })).toBeVisible();
});

async function solanaSigner(key: { secretKey: number[] }): Promise<KeyPairSigner> {
  return createKeyPairSignerFromBytes(new Uint8Array(key.secretKey));
}

/** Sends SOL and dUSDC from demo key 1 to demo key 2 on the shim; returns what key 2 then holds. */
async function fillSolanaReceiver(solana: SolanaPart) {
  const rpc = createSolanaRpc(solana.rpcUrl);
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(solana.wsUrl) });
  const [sender, receiver] = await Promise.all([solanaSigner(solana.keys[1]!), solanaSigner(solana.keys[2]!)]);
  const mint = address(solana.mint);
  const ataOf = async (owner: Address) => (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
  const [senderAta, receiverAta] = await Promise.all([ataOf(sender.address), ataOf(receiver.address)]);
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  const instructions = [
    getTransferSolInstruction({ source: sender, destination: receiver.address, amount: 1_250_000_000n }),
    getTransferCheckedInstruction({
      source: senderAta,
      mint,
      destination: receiverAta,
      authority: sender,
      amount: 7_500_000n,
      decimals: 6,
    }),
  ];
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(sender, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
  const signed = await signTransactionMessageWithSigners(message);
  // The message has a blockhash lifetime; kit's signed type keeps only "some lifetime".
  await sendAndConfirm(signed as Parameters<typeof sendAndConfirm>[0], { commitment: 'confirmed' });
  return {
    lamports: (await rpc.getBalance(receiver.address).send()).value,
    dUSDC: BigInt((await rpc.getTokenAccountBalance(receiverAta).send()).value.amount),
  };
}

test('Solana: Account lists SOL and the SPL dUSDC the shim holds after the test moves them', async ({ page, devnet }) => {
  const { solana } = devnet;
  const chain = await fillSolanaReceiver(solana);
  await openDemo(page, devnet.urls.demo, { __devnetSolanaWalletConfig: { secretKey: solana.keys[2]!.secretKey, autoApprove: true } });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^Devnet Solana Wallet/ }).click();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();

  await expect(tokenRow(page, 'Solana')).toContainText(formatAmount(chain.lamports, 9, 'SOL'));
  await expect(tokenRow(page, 'Devnet USD Coin (Solana)')).toContainText(formatAmount(chain.dUSDC, 6, 'dUSDC'));
  await expect(accountDialog(page).getByRole('listitem')).toHaveCount(2);
  // The pointer still rests where the wallet was clicked, now over Disconnect: axe reads the resting colours.
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a failing balance route: Token Balance Unavailable, no request for 30 s even on re-open, then the next try succeeds', async ({
  page,
  devnet,
}) => {
  const { faults } = devnet;
  const balanceRequestTimes = await recordBalanceRequestTimes(page);
  await page.clock.install();
  await openDemo(page, devnet.urls.demo);
  faults.add({ route: BALANCE_ROUTE, status: 400 });
  const before = faults.requests(BALANCE_ROUTE).total;
  try {
    await connectEvm(page);
    await expect(accountDialog(page).getByRole('alert')).toContainText('Token Balance Unavailable');
    await expect(eventLog(page, 'error').filter({ hasText: 'TokenBalanceUnavailableError' })).toHaveCount(1);
    // The native balance still shows, read from the chain's RPC.
    await expect(page.getByRole('button', { name: /^Account alice\.wallet-modal\.eth .*\d ETH$/ })).toBeVisible();
  } finally {
    faults.clear();
  }
  const afterFailure = faults.requests(BALANCE_ROUTE).total;
  expect(afterFailure).toBeGreaterThan(before);
  const failed = await balanceRequestTimes();
  const lastFailed = Math.max(...failed);

  async function reopenAccount() {
    await page.keyboard.press('Escape');
    await expect(accountDialog(page)).toBeHidden();
    await page.getByRole('button', { name: /^Account alice\.wallet-modal\.eth/ }).click();
    await expect(accountDialog(page)).toBeVisible();
  }

  // The clock stops just inside the gap (the failure was recorded at or after its request was sent).
  const insideGap = lastFailed + BALANCE_RETRY_GAP_MS - 1;
  await page.clock.pauseAt(insideGap);
  await reopenAccount();
  await expect(accountDialog(page).getByRole('alert')).toContainText('Token Balance Unavailable');

  // A whole gap later: the re-open asks again, and succeeds.
  await page.clock.fastForward(BALANCE_RETRY_GAP_MS);
  await reopenAccount();
  await page.clock.resume();
  await expect(tokenRow(page, 'Ether')).toBeVisible();
  await expect(accountDialog(page).getByRole('alert')).toHaveCount(0);
  // Sent in page order: had the re-open inside the gap asked, its request would be listed before this one.
  const sentAfterFailure = (await balanceRequestTimes()).slice(failed.length);
  expect(sentAfterFailure, 'balance requests after the failure (page clock)').toHaveLength(1);
  expect(sentAfterFailure[0]).toBeGreaterThan(insideGap);
  expect(faults.requests(BALANCE_ROUTE).total).toBe(afterFailure + 1);
});

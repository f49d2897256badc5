// Embedded accounts through the product where the secure site asks the visitor: a second device
// signing in to the same email waits for the approval mailed to it, then the code; a swap from the
// smart account is an approval and a swap, each shown in the secure site's frame and signed there
// (anvil's balances are the truth); a SOL send from the same sign-in's Solana account, signed there
// too (the Solana runtime's balance is the truth).
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { createPublicClient, erc20Abi, http, type Address } from 'viem';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { test, expect } from './fixtures';
import { eventLog, openDemo, type WalletModalHost, transactionLog } from './demo-page';
import { answerInFrame, freshEmail, secureSiteFrame, signInByEmail } from './embedded-page';
import { chooseSwapToken, swapDialog } from './swap-page';

const balanceOf = (devnet: Devnet, token: Address, owner: Address) =>
  createPublicClient({ transport: http(devnet.urls.evm[31337]) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

test('a second device waits for the approval mailed to the address, then signs in with the code to the same account', async ({
  page,
  browser,
  devnet,
}) => {
  const email = freshEmail('devices');
  await openDemo(page, devnet.urls.demo);
  const first = await signInByEmail(page, devnet, email);

  // Another browser profile: the secure site's storage is its own, so this is a new device for the address.
  const context = await browser.newContext();
  try {
    const second = await context.newPage();
    await openDemo(second, devnet.urls.demo);
    await second.getByRole('button', { name: 'Connect Wallet' }).click();
    await second.getByRole('textbox', { name: 'Email' }).fill(email);
    await second.getByRole('button', { name: 'Continue with email' }).click();
    const waiting = second.getByRole('dialog', { name: 'Check your email' });
    await expect(waiting).toContainText(`New device: approve it from the link we sent to ${email}`);
    await expect.poll(() => devnet.auth.mailbox(email).at(-1)?.link, { message: 'the approval link mailed' }).toBeTruthy();
    const approval = await context.newPage();
    await approval.goto(devnet.auth.mailbox(email).at(-1)!.link!);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(waiting).toContainText(`We sent a code to ${email}`);
    await expect.poll(() => devnet.auth.mailbox(email).at(-1)?.code, { message: 'the code mailed on approval' }).toBeTruthy();
    await waiting.getByRole('textbox', { name: 'Code' }).fill(devnet.auth.mailbox(email).at(-1)!.code);
    const connected = eventLog(second, 'connect').filter({ hasText: '"namespace":"eip155"' }).first();
    await expect(connected).toContainText(first, { timeout: 20_000 });
  } finally {
    await context.close();
  }
});

test("a smart account's swap: the approval and the swap are each signed in the secure site's frame", async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  const account = await signInByEmail(page, devnet, freshEmail('swapper'));
  const [usdcBefore, daiBefore] = await Promise.all([
    balanceOf(devnet, devnet.contracts.dUSDC, account),
    balanceOf(devnet, devnet.contracts.dDAI, account),
  ]);
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }).click();
  const form = swapDialog(page);
  await chooseSwapToken(page, 'You pay', 'dUSDC');
  await chooseSwapToken(page, 'You receive', 'dDAI');
  await form.getByRole('textbox', { name: 'You pay' }).fill('10');
  await expect(form.getByText('Minimum received')).toBeVisible();
  await form.getByRole('button', { name: 'Review swap' }).click();
  await page.getByRole('dialog', { name: 'Review swap' }).getByRole('button', { name: 'Swap' }).click();

  // The frame shows the approval decoded (its token and spender), then the swap (the router's call).
  const frame = secureSiteFrame(page);
  await expect(frame.getByRole('main')).toContainText('dUSDC');
  await frame.getByRole('button', { name: 'Sign' }).click();
  await expect(transactionLog(page).first()).toContainText('"kind":"approve"');
  await answerInFrame(page, 'Sign', 'Data');
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => balanceOf(devnet, devnet.contracts.dUSDC, account)).toBe(usdcBefore - 10_000_000n);
  expect(await balanceOf(devnet, devnet.contracts.dDAI, account)).toBeGreaterThan(daiBefore);
});

test("the sign-in's Solana account sends SOL, signed in the secure site's frame", async ({ page, devnet }) => {
  const { solana } = devnet;
  const receiver = (await generateKeyPairSigner()).address;
  await openDemo(page, devnet.urls.demo);
  await signInByEmail(page, devnet, freshEmail('solana'));
  await page.evaluate((network) => document.querySelector<WalletModalHost>('wallet-modal')!.switchNetwork(network), solana.caipNetworkId);
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Send' }).click();
  const form = page.getByRole('dialog', { name: 'Send' });
  await form.getByLabel('Amount').fill('0.05');
  await form.getByLabel('To').fill(receiver);
  await form.getByRole('button', { name: 'Preview Send' }).click();
  await page.getByRole('dialog', { name: 'Review send' }).getByRole('button', { name: 'Send' }).click();
  await answerInFrame(page, 'Sign', /solana_sign/);
  await expect(transactionLog(page).first()).toContainText(`"caipNetworkId":"${solana.caipNetworkId}"`);
  const rpc = createSolanaRpc(solana.rpcUrl);
  await expect.poll(async () => (await rpc.getBalance(receiver, { commitment: 'confirmed' }).send()).value).toBe(50_000_000n);
});

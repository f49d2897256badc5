// @wagmi/core alone, with the `walletModal()` connector, against both majors (demo/examples/wagmi-core,
// served against @wagmi/core 3 and against 2 through the `wagmi-core-2` alias): wagmi's connect opens the
// modal and resolves with the Devnet Wallet's account; wagmi's sendTransaction sends 0.01 ETH through it
// (anvil's balance is the truth); wagmi's switchChain moves the modal; a reload reconnects with no
// prompt; wagmi's disconnect ends the modal's session.
import type { Page } from '@playwright/test';
import { createPublicClient, http, parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { test, expect } from './fixtures';
import { devnetWallet, type WalletModalHost } from './demo-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const modalState = (page: Page) => page.evaluate(() => document.querySelector<WalletModalHost>('wallet-modal')!.state);

/** The modal's address once it has one: after a reload wagmi may read the stored session before the element has restored it. */
async function modalAddress(page: Page): Promise<string> {
  await expect.poll(async () => (await modalState(page)).address).toMatch(/^0x/);
  return (await modalState(page)).address!;
}

for (const [major, example] of [
  [3, 'wagmi-core'],
  [2, 'wagmi-core-2'],
] as const) {
  test(`@wagmi/core ${major}: connects through the modal, sends, switches chain, reconnects after a reload and disconnects`, async ({
    page,
    devnet,
  }) => {
    test.setTimeout(60_000);
    await page.goto(new URL(`/demo/examples/${example}/index.html`, devnet.urls.demo).href);
    await devnetWallet(page).setAutoApprove(true);
    await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi core: disconnected');
    await page.getByRole('button', { name: 'Connect with wagmi core' }).click();
    await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
    await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi core: connected');
    await expect(page.getByTestId('wagmi-address')).toHaveText(await modalAddress(page));
    await page.keyboard.press('Escape');

    const receiver = privateKeyToAddress(generatePrivateKey());
    await page.getByLabel('Send 0.01 ETH to').fill(receiver);
    await page.getByRole('button', { name: 'Send with wagmi core' }).click();
    const hash = (await page.getByTestId('wagmi-hash').textContent({ timeout: 20_000 })) as Hex;
    const client = createPublicClient({ transport: http(devnet.urls.evm[31337]) });
    expect((await minedReceipt(client, hash)).status).toBe('success');
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'));

    await page.getByRole('button', { name: 'Switch to Devnet B' }).click();
    await expect(page.getByTestId('wagmi-chain')).toHaveText('31338');
    await expect.poll(async () => (await modalState(page)).network?.caipNetworkId).toBe('eip155:31338');

    await page.reload();
    await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi core: connected', { timeout: 20_000 });
    await expect(page.getByTestId('wagmi-address')).toHaveText(await modalAddress(page));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Disconnect with wagmi core' }).click();
    await expect(page.getByTestId('wagmi-status')).toHaveText('wagmi core: disconnected');
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });
}

// The Vue and Svelte example hosts on the devnet (demo/examples/vue, demo/examples/svelte), driven as
// their visitor: the host's own button opens the modal, the Devnet Wallet connects, and the host's own
// component shows the address (from `wallet-modal/vue`'s composables, `wallet-modal/svelte`'s stores);
// 0.01 ETH sent through the store's provider lands on anvil; the host switches the network; its
// disconnect leaves its component and the modal's button disconnected.
import type { Page } from '@playwright/test';
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { test, expect } from './fixtures';
import { devnetWallet, type WalletModalHost } from './demo-page';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

const modalState = (page: Page) => page.evaluate(() => document.querySelector<WalletModalHost>('wallet-modal')!.state);

for (const [name, framework] of [
  ['vue', 'Vue'],
  ['svelte', 'Svelte'],
] as const) {
  test(`a ${framework} app connects, shows the account, sends 0.01 ETH, switches network and disconnects`, async ({ page, devnet }) => {
    await page.goto(`${new URL(devnet.urls.demo).origin}/demo/examples/${name}/index.html`);
    await devnetWallet(page).setAutoApprove(true);
    const status = page.getByTestId(`${name}-status`);
    await expect(status).toHaveText(`${framework}: disconnected`);

    await page.getByRole('button', { name: `Connect with ${framework}` }).click();
    await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
    await expect(status).toHaveText(`${framework}: connected`);
    await expect(page.getByTestId(`${name}-address`)).toHaveText((await modalState(page)).address!);
    await expect(page.getByTestId(`${name}-network`)).toHaveText('Devnet A');
    await page.keyboard.press('Escape');

    // Sent through the page store's provider: anvil's balance is the truth.
    const receiver = privateKeyToAddress(generatePrivateKey());
    await page.getByLabel('Send 0.01 ETH to').fill(receiver);
    await page.getByRole('button', { name: `Send with ${framework}` }).click();
    const hash = (await page.getByTestId(`${name}-hash`).textContent({ timeout: 20_000 })) as `0x${string}`;
    const client = createPublicClient({ transport: http(devnet.urls.evm[31337]) });
    expect((await minedReceipt(client, hash)).status).toBe('success');
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'));

    await page.getByRole('button', { name: 'Switch to Devnet B' }).click();
    await expect(page.getByTestId(`${name}-network`)).toHaveText('Devnet B');
    await expect.poll(async () => (await modalState(page)).network?.caipNetworkId).toBe('eip155:31338');

    await page.getByRole('button', { name: `Disconnect with ${framework}` }).click();
    await expect(status).toHaveText(`${framework}: disconnected`);
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });
}

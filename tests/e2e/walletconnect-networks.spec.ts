// Networks with a WalletConnect session: the session's approved chains decide
// which networks can be chosen, and a switch stays within them.
import type { Page } from '@playwright/test';
import type { IWalletKit } from '@reown/walletkit';
import { test, expect, axeViolations } from './fixtures';
import { ADDRESS, CHAIN, connectWalletKit, useNodeWallet } from './walletconnect-peer';
import { eventLog, openDemo, walletModal } from './demo-page';

const nodeWallet = useNodeWallet();
let walletKit: IWalletKit;

test.beforeEach(() => {
  walletKit = nodeWallet();
});

test.describe('Networks with a WalletConnect session', () => {
  const openNetworks = (page: Page) => walletModal(page).open({ view: 'Networks' });
  const networkButton = (page: Page, name: string) =>
    page.getByRole('list', { name: 'Networks' }).getByRole('button', { name: new RegExp(`^${name}`) });

  async function connectApproving(page: Page, url: string, chains: string[]) {
    await openDemo(page, url);
    await connectWalletKit(page, walletKit, chains);
    await openNetworks(page);
  }

  test('a chain the session did not approve is disabled with the reason', async ({ page, devnet }) => {
    await connectApproving(page, devnet.urls.demo, [CHAIN]);
    const devnetB = networkButton(page, 'Devnet B');
    await expect(devnetB).toHaveAttribute('aria-disabled', 'true');
    await expect(devnetB).toContainText('Your wallet did not approve this network for this connection');
    expect(await axeViolations(page)).toEqual([]);
    await expect(networkButton(page, 'Devnet A')).toHaveAttribute('aria-current', 'true');
    // Another namespace is connected separately, so it is not the session's to refuse.
    await expect(networkButton(page, 'Solana')).not.toHaveAttribute('aria-disabled', /.*/);

    // The wallet approves Devnet B later (session_update): it becomes usable without reconnecting.
    const [session] = Object.values(walletKit.getActiveSessions());
    const chains = [CHAIN, 'eip155:31338'];
    await walletKit.updateSession({
      topic: session!.topic,
      namespaces: { eip155: { ...session!.namespaces.eip155!, chains, accounts: chains.map((chain) => `${chain}:${ADDRESS}`) } },
    });
    await expect(devnetB).not.toHaveAttribute('aria-disabled', /.*/);
    await devnetB.click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
    await expect(eventLog(page, 'networkchange').first()).toContainText('{"caipNetworkId":"eip155:31338","namespace":"eip155"}');
  });

  test('an approved chain switches within the session, without a wallet prompt', async ({ page, devnet }) => {
    await connectApproving(page, devnet.urls.demo, [CHAIN, 'eip155:31338']);
    await networkButton(page, 'Devnet B').click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
    await expect(eventLog(page, 'networkchange').first()).toContainText('{"caipNetworkId":"eip155:31338","namespace":"eip155"}');
    const state = (await walletModal(page).state()).caipAddress;
    expect(state).toBe(`eip155:31338:${ADDRESS}`);
  });
});

// The page's store as a host script reads it on the demo page: the package's named `store` export (the same
// module the page's script tag loaded) and `el.store`, through the Devnet Wallet's real connection on anvil.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { connectDevnetWallet, devnetWallet, openDemo } from './demo-page';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

interface HostView {
  same: boolean;
  frozen: boolean;
  told: number;
  snapshot: { status: string; address?: string; network?: { caipNetworkId: string; chainId?: number }; connector?: { name?: string } };
}

/** What a host script sees: the named export is el.store, its snapshot, and how often its listener was told. */
const hostView = (page: Page) =>
  page.evaluate(async (): Promise<HostView> => {
    const { store } = await import('/dist/wallet-modal.js' as string);
    const element = document.querySelector('wallet-modal') as HTMLElement & { store: unknown };
    const host = window as unknown as { __told?: number };
    if (host.__told === undefined) {
      host.__told = 0;
      store.subscribe(() => (host.__told = (host.__told ?? 0) + 1));
    }
    const snapshot = store.getSnapshot();
    return {
      same: element.store === store && store.getSnapshot() === snapshot,
      frozen: Object.isFrozen(snapshot),
      told: host.__told,
      snapshot,
    };
  });

test('a host reads the named store export and el.store: a connect, a wallet switch and a disconnect', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  const before = await hostView(page);
  expect(before).toMatchObject({ same: true, frozen: true, told: 0, snapshot: { status: 'disconnected' } });

  await connectDevnetWallet(page, { autoApprove: true });
  await expect
    .poll(async () => (await hostView(page)).snapshot)
    .toMatchObject({
      status: 'connected',
      address: ACCOUNT_0,
      network: { caipNetworkId: 'eip155:31337', chainId: 31337 },
      connector: { name: 'Devnet Wallet' },
    });
  expect((await hostView(page)).told).toBeGreaterThan(0);

  await devnetWallet(page).switchChain(31338);
  await expect.poll(async () => (await hostView(page)).snapshot.network?.chainId).toBe(31338);

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect.poll(async () => (await hostView(page)).snapshot.status).toBe('disconnected');
});

// The wallets on the page, as connectors in the registry: EIP-6963 (and a lone legacy
// injected one) first, then Wallet Standard wallets.
import { watchBrowserWallets } from './injected';
import { watchSolanaConnectors } from './wallet-standard';
import { defineSlice } from '../shared';

const discovery = defineSlice<{ stop?: () => void }>({
  name: 'connection/discovery',
  initial: () => ({}),
  dispose: ({ stop }) => stop?.(),
});

/** Keeps the registry (and the Connect view's list) in step with the wallets on the page. Idempotent. */
export function watchPageWallets(): () => void {
  if (!discovery.stop) {
    const stops = [watchBrowserWallets(), watchSolanaConnectors()];
    discovery.stop = () => stops.forEach((stop) => stop());
  }
  return discovery.stop;
}

// The wallets on the page, as connectors in the registry: EIP-6963 (and a lone legacy
// injected one) first, then Wallet Standard wallets.
import type { InjectedPage } from '../../services/connectors/injected';
import { pageWalletsConfig } from './config';
import { watchBrowserWallets } from './injected/connector';
import { watchSolanaConnectors } from './wallet-standard/connector';
import { defineSlice } from '../shared';

const discovery = defineSlice<{ stop?: () => void }>({
  name: 'connection/discovery',
  initial: () => ({}),
  dispose: ({ stop }) => stop?.(),
});

/** Keeps the registry (and the Connect view's list) in step with the wallets on `page` (the page's window). Idempotent. */
export function watchPageWallets(page: InjectedPage): () => void {
  if (!discovery.stop) {
    const config = pageWalletsConfig(page);
    const stops = [watchBrowserWallets(config), watchSolanaConnectors(config)];
    discovery.stop = () => stops.forEach((stop) => stop());
  }
  return discovery.stop;
}

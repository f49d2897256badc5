// The wallets on the page, as connectors in the registry: EIP-6963 (and a lone legacy
// injected one) first, then Wallet Standard wallets.
import { watchBrowserWallets } from './injected';
import { watchSolanaConnectors } from './wallet-standard';

let stopDiscovery: (() => void) | undefined;

/** Keeps the registry (and the Connect view's list) in step with the wallets on the page. Idempotent. */
export function watchPageWallets(): () => void {
  if (!stopDiscovery) {
    const stops = [watchBrowserWallets(), watchSolanaConnectors()];
    stopDiscovery = () => stops.forEach((stop) => stop());
  }
  return stopDiscovery;
}

/** Stops discovery (tests start from a fresh page). */
export function stopWatchingPageWallets() {
  stopDiscovery?.();
  stopDiscovery = undefined;
}

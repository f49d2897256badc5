// The visitor picked a registry wallet (recommended, recent or in AllWallets):
// connect it as installed when it announced itself here, else over WalletConnect.
import { connectInjected } from './connection';
import { connectorsState } from './connectors';
import { pushView } from './router';
import type { ConnectorInfo } from './types';
import { rememberWallets, walletsState, type RegistryWallet } from './wallets';

/** The announced connector that is this registry wallet (same rdns, or same id), if any. */
export function installedConnectorFor(wallet: Pick<RegistryWallet, 'id' | 'rdns'>): ConnectorInfo | undefined {
  return connectorsState.available.find(
    (connector) => connector.type !== 'injected' && (connector.id === wallet.id || (wallet.rdns !== undefined && connector.info?.rdns === wallet.rdns)),
  );
}

/**
 * Connects the chosen wallet. Not installed: ConnectingWalletConnect opens with
 * `{walletId}` in the router data, and the wallet (deep links) in `walletsState.byId[walletId]`.
 */
export function chooseRegistryWallet(walletId: string) {
  const wallet = walletsState.byId[walletId] ?? walletsState.recent.find((entry) => entry.id === walletId);
  const installed = wallet ? installedConnectorFor(wallet) : undefined;
  if (installed) return connectInjected(installed.id);
  if (wallet) rememberWallets([wallet]);
  pushView('ConnectingWalletConnect', { walletId });
  return undefined;
}

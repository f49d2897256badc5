// The visitor picked a registry wallet (recommended, recent or in AllWallets):
// connect it as installed when it announced itself here, else over WalletConnect.
import { connectWallet } from '../connection/actions';
import { connectorsState } from '../connection/connectors';
import { pushView } from '../modal/router';
import { connectWalletConnect } from '../walletconnect/pairing';
import { isInstalledWallet, type InstalledWallets } from './rules/wallets';
import type { ConnectorInfo } from '../shared/types';
import { rememberWallets, walletsState, type RegistryWallet } from './lists';

/** How the announced connectors identify themselves, for matching registry wallets. */
export function installedWallets(connectors: readonly ConnectorInfo[]): InstalledWallets {
  const announced = connectors.filter((connector) => connector.type !== 'injected');
  return {
    ids: announced.map((connector) => connector.id),
    rdns: announced.map((connector) => connector.info?.rdns).filter((rdns): rdns is string => Boolean(rdns)),
    standardNames: announced.filter((connector) => connector.chain === 'solana').map((connector) => connector.name.toLowerCase()),
  };
}

/** The announced connector that is this registry wallet, if any. */
export function installedConnectorFor(wallet: RegistryWallet): ConnectorInfo | undefined {
  return connectorsState.available.find((connector) => connector.type !== 'injected' && isInstalledWallet(wallet, installedWallets([connector])));
}

/**
 * Connects the chosen wallet. Not installed: ConnectingWalletConnect opens with
 * `{walletId}` in the router data, and the wallet (deep links) in `walletsState.byId[walletId]`.
 */
export function chooseRegistryWallet(walletId: string) {
  const wallet = walletsState.byId[walletId] ?? walletsState.recent.find((entry) => entry.id === walletId);
  const installed = wallet ? installedConnectorFor(wallet) : undefined;
  if (installed) return connectWallet(installed.id);
  if (!wallet) {
    pushView('ConnectingWalletConnect', { walletId });
    return connectWalletConnect();
  }
  rememberWallets([wallet]);
  // Over WalletConnect, with this wallet's icon on the QR code and its deep links.
  return connectWalletConnect({
    id: wallet.id,
    name: wallet.name,
    image_url: wallet.imageUrl,
    mobile_link: wallet.mobileLink,
    desktop_link: wallet.desktopLink,
    webapp_link: wallet.webappLink,
  });
}

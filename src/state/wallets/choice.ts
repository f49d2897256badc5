// The visitor picked a registry wallet (recommended, recent or in AllWallets):
// connect it as installed when it announced itself here, else over WalletConnect.
import { connectWallet, connectorsState, findConnector } from '../connection';
import { pushView } from '../router';
import { connectWalletConnect } from '../walletconnect';
import { isInstalledWallet, type InstalledWallets } from './rules/wallets';
import type { ConnectorInfo } from '../shared';
import { recordRecentConnector, rememberWallets, walletById, walletsState, type RegistryWallet } from './lists';
import { walletImageUrl } from './images';

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
  return connectorsState.available.find(
    (connector) => connector.type !== 'injected' && isInstalledWallet(wallet, installedWallets([connector])),
  );
}

/** Connects a wallet on the page; once connected it is remembered among the Connect view's recent wallets. */
export async function connectListedWallet(connectorId: string) {
  await connectWallet(connectorId);
  const connector = findConnector(connectorId);
  if (connector && connectorsState.connectedIds[connector.chain] === connectorId) recordRecentConnector(connector);
}

/**
 * Connects the chosen wallet. Not installed: ConnectingWalletConnect opens with
 * `{walletId}` in the router data, and the wallet (deep links) in `walletById(walletId)`.
 */
export function chooseRegistryWallet(walletId: string) {
  const wallet = walletById(walletId) ?? walletsState.recent.find((entry) => entry.id === walletId);
  const installed = wallet ? installedConnectorFor(wallet) : undefined;
  if (installed) return connectListedWallet(installed.id);
  if (!wallet) {
    pushView('ConnectingWalletConnect', { walletId });
    return connectWalletConnect();
  }
  // A recent wallet (a proxy's entry) is remembered as plain data, like the lists' entries.
  if (!walletById(wallet.id))
    rememberWallets([{ ...wallet, chains: [...wallet.chains], injectedNamespaces: [...wallet.injectedNamespaces] }]);
  // Over WalletConnect, with this wallet's icon on the QR code and its deep links.
  return connectWalletConnect({
    id: wallet.id,
    name: wallet.name,
    image_url: walletImageUrl(wallet),
    mobile_link: wallet.mobileLink,
    desktop_link: wallet.desktopLink,
    webapp_link: wallet.webappLink,
  });
}

// The page's WalletConnect connector: created with its configuration (the element's settings and
// the page's metadata, config.ts) and registered when this chunk loads.
import { registerConnector } from '../connection';
import { pageWalletConnectConfig } from './config';
import { createWalletConnectConnector, loadWalletConnect } from './session';

export const walletConnectConnector = createWalletConnectConnector(pageWalletConnectConfig);

/** The provider, started with the page's configuration. */
export const loadPageWalletConnect = () => loadWalletConnect(pageWalletConnectConfig());

registerConnector(walletConnectConnector);

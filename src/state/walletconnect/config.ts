// The WalletConnect connector's configuration, read here at the edge: the element's settings and
// the host page's metadata (title, description, icon, origin). The connector itself reads neither.
import type { WalletConnectSettings } from '../../services/connectors/walletconnect';
import { pageMetadata } from '../page-metadata';
import { optionsState } from '../settings';

export interface WalletConnectConfig extends Omit<WalletConnectSettings, 'projectId'> {
  /** Without one, connecting fails with ProjectIdRequiredError. */
  projectId?: string;
  /** The host's RPC URLs by CAIP-2 id (`rpc-urls`): the proposal's rpcMap prefers them. */
  rpcUrls: Readonly<Record<string, string>>;
}

/** The configuration from the element's current settings and the page, read when the connector needs it. */
export function pageWalletConnectConfig(): WalletConnectConfig {
  const { projectId, relayUrl, analytics, rpcUrls } = optionsState.options;
  return { projectId, relayUrl, analytics, rpcUrls, metadata: pageMetadata() };
}

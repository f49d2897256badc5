// The page wallets' configuration, read here at the edge: the page they live on (handed in by
// whoever starts discovery: the element) and the settings they need. The connectors
// (injected.ts, wallet-standard.ts) and what they load read neither themselves.
import type { InjectedPage } from '../../services/connectors/injected';
import { optionsState } from '../settings';
import { reportSkippedWallet } from './identity';

export interface PageWalletsConfig {
  /** The page's window: EIP-6963 announcements and a legacy `ethereum`. */
  page: InjectedPage;
  /** The host's `rpc-urls`, read when a browser wallet is asked to add a chain. */
  rpcUrls(): Readonly<Record<string, string>>;
  /** A page wallet left out (malformed, or one too many): reported on the console with `debug`. */
  skipped(reason: string): void;
}

/** The configuration from the element's current settings and `page`. */
export const pageWalletsConfig = (page: InjectedPage): PageWalletsConfig => ({
  page,
  rpcUrls: () => optionsState.options.rpcUrls,
  skipped: (reason) => reportSkippedWallet(optionsState.options.debug, reason),
});

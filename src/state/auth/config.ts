// The embedded (auth) connector's configuration, read here at the edge: the element's settings,
// the configured networks and their RPC, and where the page keeps the frame. The connector
// (embedded.ts) reads none of them itself; the sign-in pop-up is the page's too (popup.ts).
import { chainsState, rpcUrlFor } from '../networks';
import { optionsState, type EmbeddedAccountType } from '../settings';
import type { Network } from '../shared';

export interface AuthConfig {
  /** `auth-url`: the origin of the frame that holds the embedded accounts. */
  authUrl: string;
  /** `account-type`: the EVM account of a visitor who never chose one. */
  accountType: EmbeddedAccountType;
  /** The configured networks: the frame is given them, and a sign-in lands on one of them. */
  networks: readonly Network[];
  /** A network's JSON-RPC (the frame's, and where the smart account's code and receipts are read). */
  rpcUrl(caipNetworkId: string): string;
  /** Where the hidden frame goes (embedded.ts says why the page's body). */
  container: Node;
}

/** The configuration from the element's current settings and the page, read when the connector needs it. */
export function pageAuthConfig(): AuthConfig {
  const { authUrl, accountType } = optionsState.options;
  return { authUrl, accountType, networks: chainsState.networks, rpcUrl: rpcUrlFor, container: document.body };
}

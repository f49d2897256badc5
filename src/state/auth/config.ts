// The embedded (auth) connector's configuration, read here at the edge: the element's settings,
// the configured networks and their RPC, the host page's metadata, where the page keeps the
// secure site's dialog, and whether the project's allowlist admits the page. The connector (embedded.ts) reads none of them itself; the sign-in pop-up
// is the page's too (popup.ts).
import { SDK_VERSION } from '../../services/version';
import { hostedState } from '../hosted';
import { chainsState, rpcUrlFor } from '../networks';
import { pageMetadata, type PageMetadata } from '../page-metadata';
import { optionsState, type EmbeddedAccountType } from '../settings';
import type { Network } from '../shared';

export interface AuthConfig {
  /** `auth-url`: the secure site's base URL (its origin is the only one heard and posted to). */
  authUrl: string;
  /** `project-id`: the secure site serves the project's allowed origins only. */
  projectId: string | undefined;
  /** `account-type`: the EVM account of a visitor who never chose one. */
  accountType: EmbeddedAccountType;
  /** The configured networks: a sign-in lands on one of them. */
  networks: readonly Network[];
  /** A network's JSON-RPC (the frame's, and where the smart account's code and receipts are read). */
  rpcUrl(caipNetworkId: string): string;
  /** The site the secure site names when it asks the visitor to approve. */
  dapp: PageMetadata;
  sdkVersion: string;
  /** Where the secure site's dialog goes (embedded.ts says why the page's body). */
  container: Node;
  /** The page's origin when the project's allowlist does not admit it (the secure site would not open for it). */
  blockedOrigin: string | undefined;
}

/** The configuration from the element's current settings and the page, read when the connector needs it. */
export function pageAuthConfig(): AuthConfig {
  const { authUrl, accountType, projectId } = optionsState.options;
  return {
    authUrl,
    projectId,
    accountType,
    networks: chainsState.networks,
    rpcUrl: rpcUrlFor,
    dapp: pageMetadata(),
    sdkVersion: `wallet-modal-${SDK_VERSION}`,
    container: document.body,
    blockedOrigin: hostedState.blockedOrigin,
  };
}

// The embedded (auth) connector: the auth frame (services/connectors/auth-frame.ts) as a
// connector of both namespaces, an EIP-1193 provider for eip155 and a Wallet Standard wallet for
// solana. Sign-ins happen in the auth views (actions.ts), which hand the session here and call
// completeConnection; a stored session comes back through restore(). The connector receives its
// configuration from its creator (connector.ts, config.ts): it reads no settings and no page.
//
// The iframe goes in document.body, not in an element's shadow root: the page's dialog moves
// between elements (state/../element/page.ts hands it over when the first one leaves), and an
// iframe moved or removed with its element reloads and loses its pending requests. The frame's
// document is on another origin either way; it is hidden and out of the tab order.
import { chainChunks } from '../chunks/chain';
import { openAuthFrame, type AuthFrame } from '../../services/connectors/auth-frame';
import { parseInitResult, type AuthSession } from '../../services/connectors/auth-answers';
import { authEip1193Provider, type AuthEip1193Provider } from '../../services/connectors/auth-eip1193';
import { authSolanaWallet, AUTH_WALLET_ICON } from '../../services/connectors/auth-solana';
import type { StandardWallet } from '../../services/connectors/solana-standard';
import { createError } from '../../services/errors';
import { readStored, writeStored } from '../../services/storage/storage';
import {
  connectionRequest,
  providerFrom,
  type ConnectedAccount,
  type ConnectionRequest,
  type Connector,
  type ConnectorEvents,
} from '../connection';
import { reportError } from '../events';
import { SOCIAL_PROVIDERS, type EmbeddedAccountType } from '../settings';
import { defineSlice, NAMESPACES, type CaipNetworkId, type ChainNamespace, type Network } from '../shared';
import { authState } from './auth-state';
import { AUTH_PROVIDER_NAMES } from './provider-names';
import type { AuthConfig } from './config';

export const AUTH_CONNECTOR_ID = 'auth';
const ACCOUNT_TYPE_KEY = 'auth:accountType';
const AUTH_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

interface Embedded {
  frame?: AuthFrame;
  opening?: Promise<AuthFrame>;
  session?: AuthSession;
  /** The network each namespace signs on. */
  chains: Partial<Record<ChainNamespace, CaipNetworkId>>;
  evmProvider?: AuthEip1193Provider;
  solanaWallet?: StandardWallet;
}

// A reset (tests start from a fresh page) removes the frame and forgets the session.
const embedded = defineSlice<Embedded>({
  name: 'auth/connector',
  initial: () => ({ chains: {} }),
  dispose: ({ frame }) => frame?.destroy(),
});
// Kept by the connections that watch the connector; each removes its own.
const watchers = new Set<ConnectorEvents>();

const parseAccountType = (value: unknown): EmbeddedAccountType | undefined =>
  value === 'eoa' || value === 'smartAccount' ? value : undefined;

/** The visitor's own choice (stored when they switch), else the host's `account-type`. */
const preferredAccountType = ({ accountType }: AuthConfig): EmbeddedAccountType =>
  readStored(ACCOUNT_TYPE_KEY, parseAccountType) ?? accountType;

const networksOf = ({ networks }: AuthConfig, namespace: ChainNamespace) =>
  networks.filter((network) => network.chainNamespace === namespace);

/** The frame, loaded and given the networks (`init`) on first use; a stored sign-in comes back with it. */
function authFrame(config: AuthConfig): Promise<AuthFrame> {
  if (embedded.frame && !embedded.frame.destroyed) return Promise.resolve(embedded.frame);
  embedded.opening ??= (async () => {
    try {
      const opened = await openAuthFrame({
        url: config.authUrl,
        container: config.container,
        onMalformed: (error) => void reportError(error),
      });
      const networks = config.networks.map(({ caipNetworkId }) => ({ caipNetworkId, rpcUrl: config.rpcUrl(caipNetworkId) }));
      try {
        embedded.session = parseInitResult(await opened.request('init', { networks })) ?? undefined;
      } catch (error) {
        opened.destroy();
        throw error;
      }
      embedded.frame = opened;
      return opened;
    } finally {
      embedded.opening = undefined;
    }
  })();
  return embedded.opening;
}

const evmAddress = () => (embedded.session ? embedded.session.evm[authState.accountType] : undefined);

/** Where a namespace lands: the preferred network when it is of that namespace, else its first configured one. */
function landing(networks: readonly Network[], namespace: ChainNamespace, preferred: CaipNetworkId): CaipNetworkId | undefined {
  const candidates = networks.filter((network) => network.chainNamespace === namespace);
  return candidates.find((network) => network.caipNetworkId === preferred)?.caipNetworkId ?? candidates[0]?.caipNetworkId;
}

function accountsOf(current: AuthSession, { namespaces, networks, preferredNetwork }: ConnectionRequest): ConnectedAccount[] {
  const accounts: ConnectedAccount[] = [];
  for (const namespace of AUTH_NAMESPACES) {
    const caipNetworkId = namespaces.includes(namespace) ? landing(networks, namespace, preferredNetwork) : undefined;
    if (!caipNetworkId) continue;
    embedded.chains[namespace] = caipNetworkId;
    accounts.push({
      namespace,
      caipNetworkId,
      address: namespace === 'eip155' ? current.evm[authState.accountType] : current.solana.address,
    });
  }
  return accounts;
}

/** Whether the smart account has code on the eip155 network in use (eth_getCode through the app's RPC). */
async function refreshSmartAccountDeployed({ rpcUrl }: AuthConfig): Promise<void> {
  const chain = embedded.chains.eip155;
  const address = embedded.session?.evm.smartAccount;
  if (!chain || !address) return;
  try {
    const { hasEvmCode } = await chainChunks.evmCode.quiet();
    const deployed = await hasEvmCode(rpcUrl(chain), address);
    if (embedded.session?.evm.smartAccount === address && embedded.chains.eip155 === chain) authState.smartAccountDeployed = deployed;
  } catch {
    // Unknown for now: the Account view shows no deployment state rather than a wrong one.
    authState.smartAccountDeployed = undefined;
  }
}

function showSession(current: AuthSession, config: AuthConfig) {
  const { provider, email, username } = current.user;
  authState.user = { provider, ...(email ? { email } : {}), ...(username ? { username } : {}) };
  authState.socialProvider = SOCIAL_PROVIDERS.find((social) => social === provider);
  authState.accountType = preferredAccountType(config);
  authState.allAccounts = [
    { address: current.evm.smartAccount, type: 'smartAccount' },
    { address: current.evm.eoa, type: 'eoa' },
  ];
}

/** Forgets the signed-in user (after a sign-out, or when the connection ended). */
function forgetSession() {
  embedded.session = undefined;
  Object.assign(authState, { user: undefined, socialProvider: undefined, allAccounts: [], smartAccountDeployed: undefined });
}

/** A sign-in finished: the session becomes the connector's; its accounts, for completeConnection. */
function signedIn(config: AuthConfig, current: AuthSession): ConnectedAccount[] {
  embedded.session = current;
  showSession(current, config);
  const accounts = accountsOf(
    current,
    connectionRequest(NAMESPACES.filter((namespace) => AUTH_NAMESPACES.includes(namespace) && networksOf(config, namespace).length > 0)),
  );
  void refreshSmartAccountDeployed(config);
  return accounts;
}

/** Switches the EVM account (stored as the preference): the site hears accountsChanged with the new address. */
function setAccountType(type: EmbeddedAccountType) {
  writeStored(ACCOUNT_TYPE_KEY, type);
  authState.accountType = type;
  const address = evmAddress();
  if (!address) return;
  for (const events of watchers) events.accountsChanged('eip155', [address]);
  embedded.evmProvider?.emit('accountsChanged', [address]);
}

async function restore(config: AuthConfig, request: ConnectionRequest): Promise<ConnectedAccount[]> {
  await authFrame(config);
  if (!embedded.session) return [];
  showSession(embedded.session, config);
  const accounts = accountsOf(embedded.session, request);
  void refreshSmartAccountDeployed(config);
  return accounts;
}

/** One request to the frame (opened with `config` if needed). */
async function authRequest(config: AuthConfig, method: string, params: Record<string, unknown>): Promise<unknown> {
  return (await authFrame(config)).request(method, params);
}

/**
 * Disconnecting an embedded account signs out of the frame for this site: one sign-in holds both
 * namespaces, so the other one (`stillConnected`) ends with it.
 */
async function disconnect(config: AuthConfig, stillConnected: readonly ChainNamespace[]) {
  if (stillConnected.length > 0) for (const events of [...watchers]) events.disconnected();
  forgetSession();
  try {
    await authRequest(config, 'signOut', {});
  } catch (error) {
    throw createError('DisconnectError', { cause: error, message: 'The sign-in service could not sign out' });
  }
}

/** No prompt: the frame signs on any network given to `init`. */
function switchNetwork(config: AuthConfig, { caipNetworkId, chainNamespace }: Network): Promise<CaipNetworkId> {
  const changed = embedded.chains[chainNamespace] !== caipNetworkId;
  embedded.chains[chainNamespace] = caipNetworkId;
  if (changed && chainNamespace === 'eip155') {
    embedded.evmProvider?.emit('chainChanged', `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`);
    void refreshSmartAccountDeployed(config);
  }
  return Promise.resolve(caipNetworkId);
}

async function sendEvm(
  config: AuthConfig,
  params: { caipNetworkId: string; from: string; method: string; params: unknown },
): Promise<unknown> {
  const result = await authRequest(config, 'evm.request', params);
  // The smart account's first transaction deploys it: read its code again once this one is mined.
  if (
    params.method === 'eth_sendTransaction' &&
    typeof result === 'string' &&
    params.from === embedded.session?.evm.smartAccount &&
    !authState.smartAccountDeployed
  ) {
    chainChunks.swapTransaction
      .quiet()
      .then(({ waitForEvmReceipt }) => waitForEvmReceipt(config.rpcUrl(params.caipNetworkId), result))
      .then(
        () => refreshSmartAccountDeployed(config),
        () => undefined,
      );
  }
  return result;
}

function evmProviderOf(config: () => AuthConfig) {
  embedded.evmProvider ??= authEip1193Provider({
    address: evmAddress,
    chain: () => embedded.chains.eip155 ?? landing(config().networks, 'eip155', 'eip155:1') ?? 'eip155:1',
    chains: () => networksOf(config(), 'eip155').map((network) => network.caipNetworkId),
    switchChain: (caipNetworkId) => {
      embedded.chains.eip155 = caipNetworkId as CaipNetworkId;
      for (const events of watchers) events.chainChanged(caipNetworkId as CaipNetworkId);
      void refreshSmartAccountDeployed(config());
    },
    send: (params) => sendEvm(config(), params),
  });
  return embedded.evmProvider;
}

function solanaWalletOf(config: () => AuthConfig, name: () => string) {
  embedded.solanaWallet ??= authSolanaWallet(
    (method, params) => authRequest(config(), method, params),
    () => {
      const chain = embedded.chains.solana;
      if (!embedded.session || !chain) return undefined;
      return {
        address: embedded.session.solana.address,
        chain,
        chains: networksOf(config(), 'solana').map((network) => network.caipNetworkId),
        name: name(),
        icon: AUTH_WALLET_ICON,
      };
    },
  );
  return embedded.solanaWallet;
}

/** Named after how the visitor signed in. */
const connectorName = () => AUTH_PROVIDER_NAMES[embedded.session?.user.provider ?? 'email'];

/** The embedded connector and what the sign-in actions (actions.ts) ask of it. */
export interface EmbeddedAccounts {
  connector: Connector;
  /** One request to the frame (opened if needed). */
  request(method: string, params: Record<string, unknown>): Promise<unknown>;
  /** A sign-in finished: the session becomes the connector's; its accounts, for completeConnection. */
  signedIn(session: AuthSession): ConnectedAccount[];
  /** Switches the EVM account (stored as the preference): the site hears accountsChanged with the new address. */
  setAccountType(type: EmbeddedAccountType): void;
  /** Whether the smart account has code on the eip155 network in use. */
  refreshSmartAccountDeployed(): Promise<void>;
}

/** The embedded connector; `config` is read each time it opens the frame, lands a sign-in or reads a chain. */
export function createAuthConnector(config: () => AuthConfig): EmbeddedAccounts {
  const connector: Connector = {
    id: AUTH_CONNECTOR_ID,
    type: 'auth',
    kind: 'auth',
    namespaces: AUTH_NAMESPACES,
    switchPrompts: false,
    get name() {
      return connectorName();
    },
    get signInProvider() {
      return embedded.session?.user.provider;
    },
    icon: AUTH_WALLET_ICON,
    // Sign-ins run in their own views (actions.ts) and call completeConnection: a connect returns what is signed in.
    connect: (request) => Promise.resolve(embedded.session ? accountsOf(embedded.session, request) : []),
    restore: (request) => restore(config(), request),
    disconnect: (_namespace, stillConnected) => disconnect(config(), stillConnected),
    switchNetwork: (network) => switchNetwork(config(), network),
    acceptedNetworks: () => undefined,
    provider: providerFrom({ eip155: () => evmProviderOf(config), solana: () => solanaWalletOf(config, connectorName) }),
    watch(events) {
      watchers.add(events);
      return () => {
        watchers.delete(events);
        // The site holds nothing through this connector any more (disconnected, or another wallet took both namespaces).
        if (watchers.size === 0) forgetSession();
      };
    },
  };
  return {
    connector,
    request: (method, params) => authRequest(config(), method, params),
    signedIn: (session) => signedIn(config(), session),
    setAccountType,
    refreshSmartAccountDeployed: () => refreshSmartAccountDeployed(config()),
  };
}

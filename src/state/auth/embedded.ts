// The embedded (auth) connector: the hosted secure site (services/secure-site, protocol version 4)
// as a connector of both namespaces, an EIP-1193 provider for eip155 and a Wallet Standard wallet
// for solana. Sign-ins happen in the auth views (actions.ts), which drive the client and hand the
// result here (signedIn) before completeConnection; a live session comes back through restore().
// Every signing request waits for the visitor in the secure site's frame, which is shown above
// everything for that time only. The connector receives its configuration from its creator
// (connector.ts, config.ts): it reads no settings and no page.
//
// The frame lives in a `<dialog>` of its own at the end of document.body, not in an element's
// shadow root: the page's modal moves between elements (element/page.ts hands it over when the
// first one leaves), and an iframe moved or removed with its element reloads and loses its
// pending requests. Shown with showModal() during an approval, it is above the modal's dialog.
import { chainChunks } from '../chunks/chain';
import { authEip1193Provider, type AuthEip1193Provider } from '../../services/connectors/auth-eip1193';
import { authSolanaWallet, AUTH_WALLET_ICON } from '../../services/connectors/auth-solana';
import type { StandardWallet } from '../../services/connectors/solana-standard';
import { createError } from '../../services/errors';
import {
  createFrameDialog,
  openSecureSite,
  solanaSigning,
  type FrameDialog,
  type SecureSiteClient,
  type SecureSiteUser,
  type UserRequest,
} from '../../services/secure-site';
import { readStored, removeStored, writeStored } from '../../services/storage/storage';
import {
  connectionRequest,
  providerFrom,
  type ConnectedAccount,
  type ConnectionRequest,
  type Connector,
  type ConnectorEvents,
} from '../connection';
import { reportError } from '../events';
import { SOCIAL_PROVIDERS, type AuthProvider, type EmbeddedAccountType } from '../settings';
import { defineSlice, NAMESPACES, type CaipNetworkId, type ChainNamespace, type Network } from '../shared';
import { authState } from '../account';
import { AUTH_PROVIDER_NAMES } from './provider-names';
import type { AuthConfig } from './config';

export const AUTH_CONNECTOR_ID = 'auth';
const ACCOUNT_TYPE_KEY = 'auth:accountType';
const SIGN_IN_KEY = 'auth:signIn';
const AUTH_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];
const MAX_USERNAME = 128;

/** How the visitor signed in: the secure site's user does not say, so it is kept here for a restore. */
export interface SignInMethod {
  provider: AuthProvider;
  username?: string;
}

/** The signed-in user and their accounts, per namespace, as the secure site reported them. */
interface EmbeddedSession {
  method: SignInMethod;
  email: string | null;
  evm?: Partial<Record<EmbeddedAccountType, string>>;
  solana?: string;
}

interface Embedded {
  client?: SecureSiteClient;
  opening?: Promise<SecureSiteClient>;
  dialog?: FrameDialog;
  session?: EmbeddedSession;
  /** The network each namespace signs on. */
  chains: Partial<Record<ChainNamespace, CaipNetworkId>>;
  /** The frame's active network: it signs only there, so requests of another move it first. */
  frameChain?: CaipNetworkId;
  evmProvider?: AuthEip1193Provider;
  solanaWallet?: StandardWallet;
}

// A reset (tests start from a fresh page) removes the frame and its dialog and forgets the session.
const embedded = defineSlice<Embedded>({
  name: 'auth/connector',
  initial: () => ({ chains: {} }),
  dispose: ({ client, dialog }) => {
    client?.destroy();
    dialog?.remove();
  },
});
// Kept by the connections that watch the connector; each removes its own.
const watchers = new Set<ConnectorEvents>();

const parseAccountType = (value: unknown): EmbeddedAccountType | undefined =>
  value === 'eoa' || value === 'smartAccount' ? value : undefined;

const PROVIDERS: readonly AuthProvider[] = ['email', 'farcaster', ...SOCIAL_PROVIDERS];
function parseSignInMethod(value: unknown): SignInMethod | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { provider, username } = value as Record<string, unknown>;
  if (!PROVIDERS.includes(provider as AuthProvider)) return undefined;
  const name = typeof username === 'string' && username.length <= MAX_USERNAME ? username : undefined;
  return { provider: provider as AuthProvider, ...(name ? { username: name } : {}) };
}

/** The visitor's own choice (stored when they switch), else the host's `account-type`. */
const preferredAccountType = ({ accountType }: AuthConfig): EmbeddedAccountType =>
  readStored(ACCOUNT_TYPE_KEY, parseAccountType) ?? accountType;

const networksOf = ({ networks }: AuthConfig, namespace: ChainNamespace) =>
  networks.filter((network) => network.chainNamespace === namespace);

/** Where a namespace lands: the preferred network when it is of that namespace, else its first configured one. */
function landing(networks: readonly Network[], namespace: ChainNamespace, preferred: CaipNetworkId): CaipNetworkId | undefined {
  const candidates = networks.filter((network) => network.chainNamespace === namespace);
  return candidates.find((network) => network.caipNetworkId === preferred)?.caipNetworkId ?? candidates[0]?.caipNetworkId;
}

function frameDialog(config: AuthConfig): FrameDialog {
  if (!embedded.dialog?.container.isConnected) embedded.dialog = createFrameDialog(config.container, 'Secure sign-in');
  return embedded.dialog;
}

/** The secure site's client, opened (READY, the dapp's data synced) on first use. */
function secureSite(config: AuthConfig): Promise<SecureSiteClient> {
  if (embedded.client && !embedded.client.destroyed) return Promise.resolve(embedded.client);
  embedded.opening ??= (async () => {
    try {
      const { projectId, blockedOrigin } = config;
      if (!projectId) throw createError('ProjectIdRequiredError');
      // The secure site frames only the project's allowed origins: known to be refused, it is not asked (no 20 s wait).
      if (blockedOrigin)
        throw createError('AuthRefusedError', {
          message: `The secure site serves only the project's allowed origins, and ${blockedOrigin} is not one of them`,
        });
      const start = networksOf(config, 'eip155')[0] ?? config.networks[0];
      if (!start) throw createError('AuthUnavailableError', { message: 'No network is configured' });
      const dialog = frameDialog(config);
      const client = await openSecureSite({
        authUrl: config.authUrl,
        projectId,
        caipNetworkId: start.caipNetworkId,
        rpcUrl: config.rpcUrl(start.caipNetworkId),
        container: dialog.container,
        dapp: config.dapp,
        sdkVersion: config.sdkVersion,
        onMalformed: (error) => void reportError(error),
        approvals: {
          onApprovalStart: () => embedded.client && dialog.show(embedded.client.display),
          onApprovalEnd: () => embedded.client && dialog.hide(embedded.client.display),
        },
      });
      embedded.client = client;
      embedded.frameChain = start.caipNetworkId;
      return client;
    } finally {
      embedded.opening = undefined;
    }
  })();
  return embedded.opening;
}

/** The client with the frame on `caipNetworkId` (moved there first when it is elsewhere). */
async function secureSiteOn(config: AuthConfig, caipNetworkId: CaipNetworkId): Promise<SecureSiteClient> {
  const client = await secureSite(config);
  if (embedded.frameChain !== caipNetworkId) embedded.frameChain = await client.switchNetwork(caipNetworkId, config.rpcUrl(caipNetworkId));
  return client;
}

const evmAddress = () => {
  const evm = embedded.session?.evm;
  return evm ? (evm[authState.accountType] ?? evm.eoa) : undefined;
};

/** The EVM accounts of a user on its network: by type (the preferred one's address when the frame lists none). */
const evmAccountsOf = (user: SecureSiteUser, preferred: EmbeddedAccountType): Partial<Record<EmbeddedAccountType, string>> =>
  Object.fromEntries(
    (user.accounts.length > 0 ? user.accounts : [{ type: user.preferredAccountType ?? preferred, address: user.address }]).map(
      ({ type, address }) => [type, address],
    ),
  );

/** What `GET_USER` (and `CONNECT_SOCIAL`) ask for on `caipNetworkId`: its RPC, and on EVM the account type. */
function userRequestOn(config: AuthConfig, caipNetworkId: CaipNetworkId): UserRequest {
  const evm = caipNetworkId.startsWith('eip155:');
  return { caipNetworkId, rpcUrl: config.rpcUrl(caipNetworkId), ...(evm ? { preferredAccountType: preferredAccountType(config) } : {}) };
}

/** The user on `caipNetworkId`; asking moves the frame there. */
async function userOn(config: AuthConfig, client: SecureSiteClient, caipNetworkId: CaipNetworkId): Promise<SecureSiteUser> {
  const user = await client.getUser(userRequestOn(config, caipNetworkId));
  embedded.frameChain = user.caipNetworkId;
  return user;
}

/** The user on each namespace's landing network, the preferred network's namespace last (the frame stays there). */
async function readSession(config: AuthConfig, client: SecureSiteClient, method: SignInMethod): Promise<EmbeddedSession> {
  const { preferredNetwork } = connectionRequest([]);
  const namespaces = AUTH_NAMESPACES.filter((namespace) => networksOf(config, namespace).length > 0).sort(
    (a, b) => Number(preferredNetwork.startsWith(`${a}:`)) - Number(preferredNetwork.startsWith(`${b}:`)),
  );
  const session: EmbeddedSession = { method, email: null };
  const preferred = preferredAccountType(config);
  for (const namespace of namespaces) {
    const user = await userOn(config, client, landing(config.networks, namespace, preferredNetwork)!);
    session.email ??= user.email;
    if (namespace === 'solana') session.solana = user.address;
    else session.evm = evmAccountsOf(user, preferred);
  }
  return session;
}

function accountsOf(current: EmbeddedSession, { namespaces, networks, preferredNetwork }: ConnectionRequest): ConnectedAccount[] {
  const accounts: ConnectedAccount[] = [];
  for (const namespace of AUTH_NAMESPACES) {
    const caipNetworkId = namespaces.includes(namespace) ? landing(networks, namespace, preferredNetwork) : undefined;
    const address = namespace === 'eip155' ? evmAddress() : current.solana;
    if (!caipNetworkId || !address) continue;
    embedded.chains[namespace] = caipNetworkId;
    accounts.push({ namespace, caipNetworkId, address });
  }
  return accounts;
}

/** Whether the smart account has code on the eip155 network in use (eth_getCode through the app's RPC). */
async function refreshSmartAccountDeployed({ rpcUrl }: AuthConfig): Promise<void> {
  const chain = embedded.chains.eip155;
  const address = embedded.session?.evm?.smartAccount;
  if (!chain || !address) return;
  try {
    const { hasEvmCode } = await chainChunks.evmCode.quiet();
    const deployed = await hasEvmCode(rpcUrl(chain), address);
    if (embedded.session?.evm?.smartAccount === address && embedded.chains.eip155 === chain) authState.smartAccountDeployed = deployed;
  } catch {
    // Unknown for now: the Account view shows no deployment state rather than a wrong one.
    authState.smartAccountDeployed = undefined;
  }
}

function showSession(current: EmbeddedSession, config: AuthConfig) {
  const { provider, username } = current.method;
  authState.user = { provider, ...(current.email ? { email: current.email } : {}), ...(username ? { username } : {}) };
  authState.socialProvider = SOCIAL_PROVIDERS.find((social) => social === provider);
  const preferred = preferredAccountType(config);
  authState.accountType = current.evm?.[preferred] ? preferred : 'eoa';
  authState.allAccounts = (['smartAccount', 'eoa'] as const).flatMap((type) =>
    current.evm?.[type] ? [{ address: current.evm[type], type }] : [],
  );
}

/** Forgets the signed-in user (after a sign-out, or when the connection ended). */
function forgetSession() {
  embedded.session = undefined;
  Object.assign(authState, { user: undefined, socialProvider: undefined, allAccounts: [], smartAccountDeployed: undefined });
}

/** A sign-in finished in the frame: the user's accounts are read, the session becomes the connector's; its accounts, for completeConnection. */
async function signedIn(config: AuthConfig, method: SignInMethod): Promise<ConnectedAccount[]> {
  const client = await secureSite(config);
  const current = await readSession(config, client, method);
  embedded.session = current;
  writeStored(SIGN_IN_KEY, method);
  showSession(current, config);
  const accounts = accountsOf(
    current,
    connectionRequest(NAMESPACES.filter((namespace) => AUTH_NAMESPACES.includes(namespace) && networksOf(config, namespace).length > 0)),
  );
  void refreshSmartAccountDeployed(config);
  return accounts;
}

/** Switches the EVM account (the secure site's preference, and stored): the site hears accountsChanged with the new address. */
async function setAccountType(config: AuthConfig, type: EmbeddedAccountType) {
  const chain = embedded.chains.eip155;
  if (!embedded.session?.evm || !chain) return;
  const client = await secureSiteOn(config, chain);
  const { address } = await client.setPreferredAccount(type);
  embedded.session.evm[type] = address;
  writeStored(ACCOUNT_TYPE_KEY, type);
  authState.accountType = type;
  for (const events of watchers) events.accountsChanged('eip155', [address]);
  embedded.evmProvider?.emit('accountsChanged', [address]);
}

async function restore(config: AuthConfig, request: ConnectionRequest): Promise<ConnectedAccount[]> {
  const method = readStored(SIGN_IN_KEY, parseSignInMethod);
  if (!method) return [];
  const client = await secureSite(config);
  if (!(await client.isConnected())) {
    removeStored(SIGN_IN_KEY);
    return [];
  }
  embedded.session = await readSession(config, client, method);
  showSession(embedded.session, config);
  const accounts = accountsOf(embedded.session, request);
  void refreshSmartAccountDeployed(config);
  return accounts;
}

/**
 * Disconnecting an embedded account signs out of the secure site for this site: one sign-in holds
 * both namespaces, so the other one (`stillConnected`) ends with it.
 */
async function disconnect(config: AuthConfig, stillConnected: readonly ChainNamespace[]) {
  if (stillConnected.length > 0) for (const events of [...watchers]) events.disconnected();
  forgetSession();
  removeStored(SIGN_IN_KEY);
  const client = embedded.client;
  if (!client || client.destroyed) return;
  client.abortApprovals();
  try {
    await client.signOut();
  } catch (error) {
    throw createError('DisconnectError', { cause: error, message: 'The secure site could not sign out' });
  } finally {
    embedded.dialog?.hide(client.display);
  }
}

/**
 * The EVM accounts on `caipNetworkId` (the smart account exists only where the secure site enables
 * it): read again after a network switch; the site hears accountsChanged when the address in use changes.
 */
async function followEvmNetwork(config: AuthConfig, caipNetworkId: CaipNetworkId) {
  const current = embedded.session;
  if (!current?.evm) return;
  const before = evmAddress();
  try {
    const user = await userOn(config, await secureSiteOn(config, caipNetworkId), caipNetworkId);
    if (embedded.session !== current || embedded.chains.eip155 !== caipNetworkId) return;
    current.evm = evmAccountsOf(user, preferredAccountType(config));
    showSession(current, config);
  } catch (error) {
    reportError(error);
    return;
  }
  const address = evmAddress();
  if (address && address !== before) {
    for (const events of watchers) events.accountsChanged('eip155', [address]);
    embedded.evmProvider?.emit('accountsChanged', [address]);
  }
  void refreshSmartAccountDeployed(config);
}

/** No prompt: the frame moves when the next request needs it there; the EVM accounts are read for the new network. */
function switchNetwork(config: AuthConfig, { caipNetworkId, chainNamespace }: Network): Promise<CaipNetworkId> {
  const changed = embedded.chains[chainNamespace] !== caipNetworkId;
  embedded.chains[chainNamespace] = caipNetworkId;
  if (changed && chainNamespace === 'eip155') {
    embedded.evmProvider?.emit('chainChanged', `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`);
    void followEvmNetwork(config, caipNetworkId);
  }
  return Promise.resolve(caipNetworkId);
}

async function sendEvm(config: AuthConfig, params: { caipNetworkId: string; from: string; method: string; params: unknown }) {
  const caipNetworkId = params.caipNetworkId as CaipNetworkId;
  const client = await secureSiteOn(config, caipNetworkId);
  const result = await client.request({
    method: params.method,
    params: params.params,
    caipNetworkId,
    rpcUrl: config.rpcUrl(caipNetworkId),
  });
  // The smart account's first transaction deploys it: read its code again once this one is mined.
  if (
    params.method === 'eth_sendTransaction' &&
    typeof result === 'string' &&
    params.from === embedded.session?.evm?.smartAccount &&
    !authState.smartAccountDeployed
  ) {
    chainChunks.swapTransaction
      .quiet()
      .then(({ waitForEvmReceipt }) => waitForEvmReceipt(config.rpcUrl(caipNetworkId), result))
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
      void followEvmNetwork(config(), caipNetworkId as CaipNetworkId);
    },
    send: (params) => sendEvm(config(), params),
  });
  return embedded.evmProvider;
}

function solanaWalletOf(config: () => AuthConfig, name: () => string) {
  embedded.solanaWallet ??= authSolanaWallet(
    async (chain) => {
      const caipNetworkId = chain as CaipNetworkId;
      const client = await secureSiteOn(config(), caipNetworkId);
      return solanaSigning(client.request, () => ({ caipNetworkId, rpcUrl: config().rpcUrl(caipNetworkId) }));
    },
    () => {
      const chain = embedded.chains.solana;
      const address = embedded.session?.solana;
      if (!address || !chain) return undefined;
      return {
        address,
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
const connectorName = () => AUTH_PROVIDER_NAMES[embedded.session?.method.provider ?? 'email'];

/** The embedded connector and what the sign-in actions (actions.ts) ask of it. */
export interface EmbeddedAccounts {
  connector: Connector;
  /** The secure site's client (the frame opened and synced if needed). */
  secureSite(): Promise<SecureSiteClient>;
  /** What `GET_USER`/`CONNECT_SOCIAL` ask for: the EVM (else first) landing network and the account type. */
  userRequest(): UserRequest;
  /** A sign-in finished in the frame: its accounts, for completeConnection. */
  signedIn(method: SignInMethod): Promise<ConnectedAccount[]>;
  /** Switches the EVM account (stored as the preference): the site hears accountsChanged with the new address. */
  setAccountType(type: EmbeddedAccountType): Promise<void>;
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
      return embedded.session?.method.provider;
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
    secureSite: () => secureSite(config()),
    userRequest() {
      const current = config();
      const { preferredNetwork } = connectionRequest([]);
      const namespace = networksOf(current, 'eip155').length > 0 ? 'eip155' : 'solana';
      return userRequestOn(current, landing(current.networks, namespace, preferredNetwork) ?? preferredNetwork);
    },
    signedIn: (method) => signedIn(config(), method),
    setAccountType: (type) => setAccountType(config(), type),
    refreshSmartAccountDeployed: () => refreshSmartAccountDeployed(config()),
  };
}

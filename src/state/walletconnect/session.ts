// WalletConnect as a connector: one connector spanning the namespaces of its session. Connecting
// is a pairing (the URI goes to the pairing view), restoring reads the stored session once the
// relay has handed over what happened meanwhile, switching stays within the approved chains.
// The connector receives its configuration from its creator (connector.ts): it reads no settings and no page.
import { chainChunks } from '../chunks/chain';
import { createError } from '../../services/errors';
import type { Eip1193Provider } from '../../services/connectors/eip1193';
import type { StandardWallet } from '../../services/connectors/solana-standard';
import type * as WalletConnectSolana from '../../services/connectors/walletconnect-solana';
import {
  eip155Provider,
  relayMessagesSettled,
  startWalletConnect,
  type WalletConnectProvider,
  type WalletConnectSession,
} from '../../services/connectors/walletconnect';
import { connectedAccount } from '../connection/rules/wallet-answers';
import { type ConnectedAccount, type ConnectionRequest, type ConnectRequest, type Connector, type ConnectorEvents } from '../connection';
import { providerFrom } from '../connection';
import { reportError } from '../events';
import type { WalletConnectConfig } from './config';
import { parsePeerSession, peerAddresses, peerChain, type EvmAddressCheck, type PeerSession } from './rules/peer-session';
import type { OneClickSigned, ProposeSession } from './rules/one-click';
import { approvedChains, buildProposalNamespaces, sessionAccounts } from './rules/session';
import { defineSlice, NAMESPACES, type CaipNetworkId, type ChainNamespace, type Network } from '../shared';

export const WALLETCONNECT_ID = 'walletConnect';

interface SessionState {
  loaded?: WalletConnectProvider;
  /** The session in use, as read by parsePeerSession: nothing past this module sees the peer's raw data. */
  peerSession?: PeerSession;
  /** viem's address check loads with the first session, not with the modal. */
  isEvmAddress: EvmAddressCheck;
  /** The network each namespace of the session is on: the host's EIP-1193 requests go to it. */
  currentChains: Partial<Record<ChainNamespace, CaipNetworkId>>;
  eip155?: { provider: WalletConnectProvider; wrapper: Eip1193Provider };
  /** The solana side as a Wallet Standard wallet: its module (with @solana/kit's codecs) loads with the first session that has one. */
  solanaModule?: typeof WalletConnectSolana;
  solana?: { provider: WalletConnectProvider; wallet: StandardWallet };
  /** The session's solana account in use (the wallet's accountsChanged moves it). */
  solanaAddress?: string;
}

const wc = defineSlice<SessionState>({ name: 'walletconnect/session', initial: () => ({ isEvmAddress: () => false, currentChains: {} }) });

/** The provider, started with `config`; rejects with a catalogue error without a project id. */
export async function loadWalletConnect(config: WalletConnectConfig): Promise<WalletConnectProvider> {
  const { projectId, relayUrl, analytics, metadata } = config;
  if (!projectId) throw createError('ProjectIdRequiredError');
  wc.loaded = await startWalletConnect({ projectId, relayUrl, analytics, metadata });
  return wc.loaded;
}

const namespaceOf = (chain: string) => NAMESPACES.find((namespace) => chain.startsWith(`${namespace}:`));

/** Reads the peer's session; one that is not valid is ended (the wallet hears of it) and its error thrown. */
async function readSession(
  provider: WalletConnectProvider,
  session: WalletConnectSession,
  asked?: readonly string[],
): Promise<PeerSession> {
  try {
    ({ isChecksummedAddress: wc.isEvmAddress } = await chainChunks.evmAddress.quiet());
    wc.peerSession = parsePeerSession(session, wc.isEvmAddress, asked);
  } catch (error) {
    wc.peerSession = undefined;
    await provider.disconnect().catch(() => undefined);
    throw error;
  }
  // A failed load is reported; the session stays, without a solana provider for the host.
  if (wc.peerSession.namespaces.solana) wc.solanaModule ??= await chainChunks.walletConnectSolana().catch(() => undefined);
  return wc.peerSession;
}

/** The session's accounts in the wanted namespaces, validated; each namespace's chain becomes the provider's default. */
function accountsOf(
  provider: WalletConnectProvider,
  session: PeerSession,
  { namespaces, networks, preferredNetwork }: ConnectionRequest,
): ConnectedAccount[] {
  const configured = networks.map((network) => network.caipNetworkId);
  const found = sessionAccounts(session.namespaces, configured, preferredNetwork).filter((account) =>
    namespaces.includes(account.namespace),
  );
  const accounts = found.map(({ namespace, address, caipNetworkId }) => connectedAccount(namespace, address, caipNetworkId));
  for (const { namespace, address, caipNetworkId } of accounts) {
    if (namespace === 'solana') wc.solanaAddress = address;
    wc.currentChains[namespace] = caipNetworkId;
    provider.setDefaultChain(caipNetworkId);
  }
  return accounts;
}

/** What a connect gives: the accounts, and with one click the sign-in the wallet signed for the first of them. */
export interface SessionAnswer {
  accounts: ConnectedAccount[];
  signed?: OneClickSigned;
}

const proposeSession: ProposeSession = async (provider, optionalNamespaces) => ({
  session: await provider.connect({ optionalNamespaces }),
});

/** Connects: `propose` asks the wallet (a session proposal, with one click's sign-in request from the sign-in flow). */
export async function connectSession(
  config: WalletConnectConfig,
  request: ConnectRequest,
  propose: ProposeSession = proposeSession,
): Promise<SessionAnswer> {
  const provider = await loadWalletConnect(config);
  const showUri = (uri: string) => request.onDisplayUri?.(uri);
  provider.once('display_uri', showUri);
  try {
    const networks = request.networks.filter((network) => request.namespaces.includes(network.chainNamespace));
    const { session, signedFor } = await propose(provider, buildProposalNamespaces(networks, config.rpcUrls));
    if (!session) throw new Error('The wallet approved no session');
    const asked = networks.map((network) => network.caipNetworkId);
    const accounts = accountsOf(provider, await readSession(provider, session, asked), request);
    const [first] = accounts;
    if (!first) throw createError('UnsupportedChainError', { message: 'The wallet approved no account on a supported namespace' });
    return { accounts, signed: signedFor?.(first) };
  } finally {
    provider.removeListener('display_uri', showUri);
  }
}

async function restore(config: WalletConnectConfig, request: ConnectionRequest): Promise<ConnectedAccount[]> {
  const provider = await loadWalletConnect(config);
  // A session the wallet ended while the page was closed must end before it shows as connected.
  if (provider.session) await relayMessagesSettled(provider, provider.session.topic);
  const { session } = provider;
  if (!session || !(session.expiry * 1000 > Date.now())) return [];
  try {
    return accountsOf(provider, await readSession(provider, session), request);
  } catch {
    // A stored session that is not valid (tampered storage) was ended: forgotten, quietly.
    return [];
  }
}

/** The session ends only when the site uses none of its namespaces any more. */
async function disconnect(config: () => WalletConnectConfig, stillConnected: readonly ChainNamespace[]) {
  if (stillConnected.length > 0) return;
  try {
    const provider = await loadWalletConnect(config());
    if (provider.session) await provider.disconnect();
  } catch (error) {
    throw createError('DisconnectError', { cause: error });
  }
}

/** Switching within the session's approved chains needs no wallet round trip. */
async function switchNetwork(config: WalletConnectConfig, { caipNetworkId, chainNamespace }: Network): Promise<CaipNetworkId> {
  const provider = await loadWalletConnect(config);
  if (!approvedChains(wc.peerSession?.namespaces[chainNamespace]).includes(caipNetworkId)) {
    throw createError('ChainNotApprovedError', { message: `The wallet did not approve ${caipNetworkId}` });
  }
  provider.setDefaultChain(caipNetworkId);
  wc.currentChains[chainNamespace] = caipNetworkId;
  return caipNetworkId;
}

// The peer's event, as untrusted as the rest of what it sends.
interface SessionEventArgs {
  id?: unknown;
  params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } };
}

/** How many of the peer's last event ids are remembered: a relay may deliver a message again (it was not acknowledged in time). */
const SEEN_EVENT_IDS = 64;

function watch(events: ConnectorEvents): () => void {
  const provider = wc.loaded;
  if (!provider) return () => undefined;
  // `disconnect` follows `session_delete`; both end the session (ending twice changes nothing).
  const ended = () => {
    wc.peerSession = undefined;
    events.disconnected();
  };
  // An update is read like the approval; one that is not valid ends the session.
  const updated = () => {
    if (!provider.session) return;
    readSession(provider, provider.session).then(
      () => events.networksChanged(),
      (error: unknown) => {
        reportError(error);
        ended();
      },
    );
  };
  // An event the peer garbled changes nothing: the host hears of it as an error.
  const seen: unknown[] = [];
  const onEvent = ({ id, params }: SessionEventArgs) => {
    // The same event delivered twice is heard once.
    if (id !== undefined) {
      if (seen.includes(id)) return;
      seen.push(id);
      if (seen.length > SEEN_EVENT_IDS) seen.shift();
    }
    const namespace = namespaceOf(String(params?.chainId));
    if (!namespace) return;
    const { name, data } = params?.event ?? {};
    if (name === 'accountsChanged') {
      const addresses = peerAddresses(namespace, data, wc.isEvmAddress);
      if (!addresses)
        return void reportError(
          createError('InvalidCaipAddressError', { message: 'The wallet sent accountsChanged with an invalid account' }),
        );
      if (namespace === 'solana' && addresses[0]) wc.solanaAddress = addresses[0];
      events.accountsChanged(namespace, addresses);
    } else if (name === 'chainChanged') {
      const caipNetworkId = peerChain(namespace, data);
      if (!caipNetworkId)
        return void reportError(
          createError('InvalidCaipNetworkIdError', { message: 'The wallet sent chainChanged with an invalid chain' }),
        );
      wc.currentChains[namespace] = caipNetworkId;
      events.chainChanged(caipNetworkId);
    }
  };
  const listeners = { session_delete: ended, disconnect: ended, session_update: updated, session_event: onEvent } as const;
  for (const [name, listener] of Object.entries(listeners)) provider.on(name, listener);
  // The wallet may have ended the session between its answer and these listeners (a delete the relay kept).
  if (!provider.session) queueMicrotask(ended);
  return () => {
    for (const [name, listener] of Object.entries(listeners)) provider.removeListener(name, listener);
  };
}

/** The session's solana side as the Wallet Standard wallet reads it; undefined when it has none. */
function solanaSession() {
  const namespace = wc.peerSession?.namespaces.solana;
  const chain = wc.currentChains.solana;
  if (!namespace || !chain || !wc.solanaAddress) return undefined;
  const name = wc.peerSession?.peer.name ?? 'WalletConnect';
  return {
    address: wc.solanaAddress,
    chain,
    chains: approvedChains(namespace),
    methods: namespace.methods,
    name,
    icon: wc.peerSession?.peer.icon,
  };
}

/**
 * eip155: an EIP-1193 provider whose requests go to the chain the visitor is on; solana: a Wallet Standard
 * wallet whose signing features are the session's `solana_*` requests.
 */
function eip155ProviderOf(): Eip1193Provider | undefined {
  const provider = wc.loaded;
  if (!provider) return undefined;
  if (wc.eip155?.provider !== provider)
    wc.eip155 = { provider, wrapper: eip155Provider(provider, () => wc.currentChains.eip155 ?? 'eip155:1') };
  return wc.eip155.wrapper;
}

function solanaWalletOf(): StandardWallet | undefined {
  const provider = wc.loaded;
  if (!provider || !wc.solanaModule || !solanaSession()) return undefined;
  if (wc.solana?.provider !== provider)
    wc.solana = { provider, wallet: wc.solanaModule.walletConnectSolanaWallet(provider, solanaSession) };
  return wc.solana.wallet;
}

/** The WalletConnect connector; `config` is read each time it starts the provider or proposes a session. */
export const createWalletConnectConnector = (config: () => WalletConnectConfig): Connector => ({
  id: WALLETCONNECT_ID,
  type: 'walletConnect',
  kind: 'walletConnect',
  namespaces: NAMESPACES,
  switchPrompts: false,
  // Named after the wallet at the other end of the session.
  get name() {
    return wc.peerSession?.peer.name ?? 'WalletConnect';
  },
  get icon() {
    return wc.peerSession?.peer.icon;
  },
  connect: (request) => connectSession(config(), request).then(({ accounts }) => accounts),
  restore: (request) => restore(config(), request),
  disconnect: (_namespace, stillConnected) => disconnect(config, stillConnected),
  switchNetwork: (network) => switchNetwork(config(), network),
  acceptedNetworks: (namespace) => ({ chains: approvedChains(wc.peerSession?.namespaces[namespace]), limitedBy: 'session' }),
  provider: providerFrom({ eip155: eip155ProviderOf, solana: solanaWalletOf }),
  watch,
});

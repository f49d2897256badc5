// WalletConnect as a connector: one connector spanning the namespaces of its session. Connecting
// is a pairing (the URI goes to the pairing view), restoring reads the stored session once the
// relay has handed over what happened meanwhile, switching stays within the approved chains.
// This module is a lazy chunk; it registers its connector when it loads.
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
import { registerConnector } from '../connection';
import { reportError } from '../events';

import { optionsState } from '../settings';
import { parsePeerSession, peerAddresses, peerChain, type EvmAddressCheck, type PeerSession } from './rules/peer-session';
import { approvedChains, buildProposalNamespaces, sessionAccounts } from './rules/session';
import { NAMESPACES, type CaipNetworkId, type ChainNamespace, type Network } from '../shared';

export const WALLETCONNECT_ID = 'walletConnect';

let loaded: WalletConnectProvider | undefined;
// The session in use, as read by parsePeerSession: nothing past this module sees the peer's raw data.
let peerSession: PeerSession | undefined;
// viem's address check loads with the first session, not with the modal.
let isEvmAddress: EvmAddressCheck = () => false;
// The network each namespace of the session is on: the host's EIP-1193 requests go to it.
const currentChains: Partial<Record<ChainNamespace, CaipNetworkId>> = {};
let eip155: { provider: WalletConnectProvider; wrapper: Eip1193Provider } | undefined;
// The solana side as a Wallet Standard wallet: its module (with @solana/kit's codecs) loads with the first session that has one.
let solanaModule: typeof WalletConnectSolana | undefined;
let solana: { provider: WalletConnectProvider; wallet: StandardWallet } | undefined;
// The session's solana account in use (the wallet's accountsChanged moves it).
let solanaAddress: string | undefined;

/** The provider, started with the element's settings; rejects with a catalogue error without a project id. */
export async function loadWalletConnect(): Promise<WalletConnectProvider> {
  const { projectId, relayUrl, analytics } = optionsState.options;
  if (!projectId) throw createError('ProjectIdRequiredError');
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? document.title;
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href;
  loaded = await startWalletConnect({
    projectId,
    relayUrl,
    analytics,
    metadata: { name: document.title || location.host, description, url: location.origin, icons: icon ? [icon] : [] },
  });
  return loaded;
}

const namespaceOf = (chain: string) => NAMESPACES.find((namespace) => chain.startsWith(`${namespace}:`));

/** Reads the peer's session; one that is not valid is ended (the wallet hears of it) and its error thrown. */
async function readSession(
  provider: WalletConnectProvider,
  session: WalletConnectSession,
  asked?: readonly string[],
): Promise<PeerSession> {
  try {
    ({ isChecksummedAddress: isEvmAddress } = await chainChunks.evmAddress.quiet());
    peerSession = parsePeerSession(session, isEvmAddress, asked);
  } catch (error) {
    peerSession = undefined;
    await provider.disconnect().catch(() => undefined);
    throw error;
  }
  // A failed load is reported; the session stays, without a solana provider for the host.
  if (peerSession.namespaces.solana) solanaModule ??= await chainChunks.walletConnectSolana().catch(() => undefined);
  return peerSession;
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
    if (namespace === 'solana') solanaAddress = address;
    currentChains[namespace] = caipNetworkId;
    provider.setDefaultChain(caipNetworkId);
  }
  return accounts;
}

async function connect(request: ConnectRequest): Promise<ConnectedAccount[]> {
  const provider = await loadWalletConnect();
  const showUri = (uri: string) => request.onDisplayUri?.(uri);
  provider.once('display_uri', showUri);
  try {
    const networks = request.networks.filter((network) => request.namespaces.includes(network.chainNamespace));
    const session = await provider.connect({ optionalNamespaces: buildProposalNamespaces(networks, optionsState.options.rpcUrls) });
    if (!session) throw new Error('The wallet approved no session');
    const asked = networks.map((network) => network.caipNetworkId);
    const accounts = accountsOf(provider, await readSession(provider, session, asked), request);
    if (accounts.length === 0)
      throw createError('UnsupportedChainError', { message: 'The wallet approved no account on a supported namespace' });
    return accounts;
  } finally {
    provider.removeListener('display_uri', showUri);
  }
}

async function restore(request: ConnectionRequest): Promise<ConnectedAccount[]> {
  const provider = await loadWalletConnect();
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
async function disconnect(_namespace: ChainNamespace, stillConnected: readonly ChainNamespace[]) {
  if (stillConnected.length > 0) return;
  try {
    const provider = await loadWalletConnect();
    if (provider.session) await provider.disconnect();
  } catch (error) {
    throw createError('DisconnectError', { cause: error });
  }
}

/** Switching within the session's approved chains needs no wallet round trip. */
async function switchNetwork({ caipNetworkId, chainNamespace }: Network): Promise<CaipNetworkId> {
  const provider = await loadWalletConnect();
  if (!approvedChains(peerSession?.namespaces[chainNamespace]).includes(caipNetworkId)) {
    throw createError('ChainNotApprovedError', { message: `The wallet did not approve ${caipNetworkId}` });
  }
  provider.setDefaultChain(caipNetworkId);
  currentChains[chainNamespace] = caipNetworkId;
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
  const provider = loaded;
  if (!provider) return () => undefined;
  // `disconnect` follows `session_delete`; both end the session (ending twice changes nothing).
  const ended = () => {
    peerSession = undefined;
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
      const addresses = peerAddresses(namespace, data, isEvmAddress);
      if (!addresses)
        return void reportError(
          createError('InvalidCaipAddressError', { message: 'The wallet sent accountsChanged with an invalid account' }),
        );
      if (namespace === 'solana' && addresses[0]) solanaAddress = addresses[0];
      events.accountsChanged(namespace, addresses);
    } else if (name === 'chainChanged') {
      const caipNetworkId = peerChain(namespace, data);
      if (!caipNetworkId)
        return void reportError(
          createError('InvalidCaipNetworkIdError', { message: 'The wallet sent chainChanged with an invalid chain' }),
        );
      currentChains[namespace] = caipNetworkId;
      events.chainChanged(caipNetworkId);
    }
  };
  const listeners = { session_delete: ended, disconnect: ended, session_update: updated, session_event: onEvent } as const;
  for (const [name, listener] of Object.entries(listeners)) provider.on(name, listener);
  return () => {
    for (const [name, listener] of Object.entries(listeners)) provider.removeListener(name, listener);
  };
}

/** The session's solana side as the Wallet Standard wallet reads it; undefined when it has none. */
function solanaSession() {
  const namespace = peerSession?.namespaces.solana;
  const chain = currentChains.solana;
  if (!namespace || !chain || !solanaAddress) return undefined;
  const name = peerSession?.peer.name ?? 'WalletConnect';
  return {
    address: solanaAddress,
    chain,
    chains: approvedChains(namespace),
    methods: namespace.methods,
    name,
    icon: peerSession?.peer.icon,
  };
}

/**
 * eip155: an EIP-1193 provider whose requests go to the chain the visitor is on; solana: a Wallet Standard
 * wallet whose signing features are the session's `solana_*` requests.
 */
function providerFor(namespace: ChainNamespace): Eip1193Provider | StandardWallet | undefined {
  const provider = loaded;
  if (!provider) return undefined;
  if (namespace === 'solana') {
    if (!solanaModule || !solanaSession()) return undefined;
    if (solana?.provider !== provider) solana = { provider, wallet: solanaModule.walletConnectSolanaWallet(provider, solanaSession) };
    return solana.wallet;
  }
  if (eip155?.provider !== provider) eip155 = { provider, wrapper: eip155Provider(provider, () => currentChains.eip155 ?? 'eip155:1') };
  return eip155.wrapper;
}

export const walletConnectConnector: Connector = {
  id: WALLETCONNECT_ID,
  type: 'walletConnect',
  kind: 'walletConnect',
  namespaces: NAMESPACES,
  switchPrompts: false,
  // Named after the wallet at the other end of the session.
  get name() {
    return peerSession?.peer.name ?? 'WalletConnect';
  },
  get icon() {
    return peerSession?.peer.icon;
  },
  connect,
  restore,
  disconnect,
  switchNetwork,
  acceptedNetworks: (namespace) => ({ chains: approvedChains(peerSession?.namespaces[namespace]), limitedBy: 'session' }),
  provider: providerFor,
  watch,
};

registerConnector(walletConnectConnector);

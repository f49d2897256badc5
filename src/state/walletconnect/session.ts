// WalletConnect as a connector: one connector spanning the namespaces of its session. Connecting
// is a pairing (the URI goes to the pairing view), restoring reads the stored session once the
// relay has handed over what happened meanwhile, switching stays within the approved chains.
// This module is a lazy chunk; it registers its connector when it loads.
import { createError } from '../../services/errors';
import { parseChainId, type Eip1193Provider } from '../../services/connectors/eip1193';
import { eip155Provider, relayMessagesSettled, startWalletConnect, type WalletConnectProvider, type WalletConnectSession } from '../../services/connectors/walletconnect';
import { connectedAccount, walletAddresses, walletNetwork } from '../connection/rules/wallet-answers';
import { type ConnectedAccount, type ConnectionRequest, type ConnectRequest, type Connector, type ConnectorEvents } from '../connection';
import { registerConnector } from '../connection';
import { optionsState } from '../settings';
import { approvedChains, buildProposalNamespaces, sessionAccounts } from './rules/session';
import { NAMESPACES, type CaipNetworkId, type ChainNamespace, type Network } from '../shared';

export const WALLETCONNECT_ID = 'walletConnect';

let loaded: WalletConnectProvider | undefined;
// The network each namespace of the session is on: the host's EIP-1193 requests go to it.
const currentChains: Partial<Record<ChainNamespace, CaipNetworkId>> = {};
let eip155: { provider: WalletConnectProvider; wrapper: Eip1193Provider } | undefined;

/** The provider, started with the element's settings; rejects with a catalogue error without a project id. */
export async function loadWalletConnect(): Promise<WalletConnectProvider> {
  const { projectId, relayUrl, analytics } = optionsState.options;
  if (!projectId) throw createError('ProjectIdRequiredError');
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? document.title;
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href;
  loaded = await startWalletConnect({
    projectId, relayUrl, analytics,
    metadata: { name: document.title || location.host, description, url: location.origin, icons: icon ? [icon] : [] },
  });
  return loaded;
}

const namespaceOf = (chain: string) => NAMESPACES.find((namespace) => chain.startsWith(`${namespace}:`));

/**
 * The session's accounts in the wanted namespaces, validated whole (a malformed CAIP-10 account or network refuses the
 * connection before anything changes); then each namespace's chain becomes the provider's default.
 */
function accountsOf(provider: WalletConnectProvider, session: WalletConnectSession, { namespaces, networks, preferredNetwork }: ConnectionRequest): ConnectedAccount[] {
  const configured = networks.map((network) => network.caipNetworkId);
  const found = sessionAccounts(session.namespaces, configured, preferredNetwork).filter((account) => namespaces.includes(account.namespace));
  const accounts = found.map(({ namespace, address, caipNetworkId }) => connectedAccount(namespace, address, caipNetworkId));
  for (const { namespace, caipNetworkId } of accounts) {
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
    const { options } = optionsState;
    const settings = { rpcUrls: options.rpcUrls, apiUrl: options.apiUrl, projectId: options.projectId ?? '' };
    const session = await provider.connect({ optionalNamespaces: buildProposalNamespaces(networks, settings) });
    if (!session) throw new Error('The wallet approved no session');
    const accounts = accountsOf(provider, session, request);
    if (accounts.length === 0) throw createError('UnsupportedChainError', { message: 'The wallet approved no account on a supported namespace' });
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
  return session && session.expiry * 1000 > Date.now() ? accountsOf(provider, session, request) : [];
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
  if (!approvedChains(provider.session?.namespaces[chainNamespace]).includes(caipNetworkId)) {
    throw createError('ChainNotApprovedError', { message: `The wallet did not approve ${caipNetworkId}` });
  }
  provider.setDefaultChain(caipNetworkId);
  currentChains[chainNamespace] = caipNetworkId;
  return caipNetworkId;
}

/** A `chainChanged` event's data (a number, a hex id or a CAIP-2 id) as the namespace's CAIP-2 id; throws `InvalidWalletAnswerError` otherwise. */
function chainOf(namespace: ChainNamespace, chain: unknown): CaipNetworkId {
  if (typeof chain === 'string' && chain.includes(':')) return walletNetwork(namespace, chain);
  return namespace === 'eip155' ? `eip155:${parseChainId(chain)}` : walletNetwork(namespace, `${namespace}:${String(chain)}`);
}

// CAIP-10 accounts (or bare addresses): the address is the last part.
const addressOf = (account: unknown) => (typeof account === 'string' ? account.split(':').at(-1) : account);

interface SessionEventArgs { params: { chainId: string; event: { name: string; data: unknown } } }

function watch(events: ConnectorEvents): () => void {
  const provider = loaded;
  if (!provider) return () => undefined;
  // `disconnect` follows `session_delete`; both end the session (ending twice changes nothing).
  const ended = () => events.disconnected();
  const updated = () => events.networksChanged();
  const onEvent = ({ params }: SessionEventArgs) => {
    try {
      const namespace = typeof params.chainId === 'string' ? namespaceOf(params.chainId) : undefined;
      if (!namespace) return;
      if (params.event.name === 'accountsChanged') {
        events.accountsChanged(namespace, walletAddresses(namespace, params.event.data, addressOf));
      } else if (params.event.name === 'chainChanged') {
        const caipNetworkId = chainOf(namespace, params.event.data);
        currentChains[namespace] = caipNetworkId;
        events.chainChanged(caipNetworkId);
      }
    } catch (error) {
      events.malformed(error);
    }
  };
  const listeners = { session_delete: ended, disconnect: ended, session_update: updated, session_event: onEvent } as const;
  for (const [name, listener] of Object.entries(listeners)) provider.on(name, listener);
  return () => {
    for (const [name, listener] of Object.entries(listeners)) provider.removeListener(name, listener);
  };
}

/** eip155: an EIP-1193 provider whose requests go to the chain the visitor is on. */
function providerFor(namespace: ChainNamespace): Eip1193Provider | undefined {
  const provider = loaded;
  // A session's solana side is no Wallet Standard wallet: the host gets none.
  if (!provider || namespace !== 'eip155') return undefined;
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
    return loaded?.session?.peer.metadata.name || 'WalletConnect';
  },
  get icon() {
    return loaded?.session?.peer.metadata.icons?.[0];
  },
  connect,
  restore,
  disconnect,
  switchNetwork,
  acceptedNetworks: (namespace) => ({ chains: approvedChains(loaded?.session?.namespaces[namespace]), limitedBy: 'session' }),
  provider: providerFor,
  watch,
};

registerConnector(walletConnectConnector);

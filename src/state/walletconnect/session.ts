// A WalletConnect session as connected accounts: applying an approved or restored
// session, following the wallet's events, switching, disconnecting, restoring on reload.
import { createError } from '../../services/errors';
import { eip155Provider, relayMessagesSettled, startWalletConnect, type WalletConnectProvider, type WalletConnectSession } from '../../services/connectors/walletconnect';
import { removeStored, writeStored } from '../../services/storage/storage';
import { accountNetwork, accountOf, resetAccount, setAccount } from '../account';
import { activeNamespace, chainsState, namespaceOf, preferredNetwork } from '../networks';
import { connectorsState, setConnectedId, setSessionProvider, WALLETCONNECT_ID, WALLETCONNECT_SESSION_KEY, storedWalletConnectSession } from '../connection';
import { reportError, modalState, routeContext, resetRouter, viewOnOpen } from '../modal';
import { optionsState } from '../settings';
import { approvedChains, sessionAccounts, type SessionAccount } from './rules/session';
import { NAMESPACES, type CaipNetworkId, type ChainNamespace } from '../shared';

const watched = new WeakSet<WalletConnectProvider>();

/** The provider, started with the element's settings; rejects with a catalogue error without a project id. */
export async function loadWalletConnect(): Promise<WalletConnectProvider> {
  const { projectId, relayUrl, analytics } = optionsState.options;
  if (!projectId) throw createError('ProjectIdRequiredError');
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? document.title;
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href;
  const provider = await startWalletConnect({
    projectId, relayUrl, analytics,
    metadata: { name: document.title || location.host, description, url: location.origin, icons: icon ? [icon] : [] },
  });
  if (!watched.has(provider)) {
    watched.add(provider);
    watchSession(provider);
  }
  return provider;
}

const connectedNamespaces = () => NAMESPACES.filter((namespace) => connectorsState.connectedIds[namespace] === WALLETCONNECT_ID);

function endNamespace(namespace: ChainNamespace) {
  setConnectedId(namespace, undefined);
  setSessionProvider(namespace, undefined);
  resetAccount(namespace);
}

/** Back to where connecting starts: Connect, or the WalletConnect view when there are no adapters. */
function returnToStart() {
  if (modalState.open) resetRouter(viewOnOpen(routeContext()));
}

/** The session is over (the wallet or the visitor ended it): every namespace it held disconnects. */
function endSession(returnToConnect: boolean, forget = true) {
  const ended = connectedNamespaces();
  for (const namespace of ended) endNamespace(namespace);
  for (const namespace of NAMESPACES) if (accountOf(namespace).status === 'reconnecting' && !connectorsState.connectedIds[namespace]) resetAccount(namespace);
  connectorsState.walletConnect = undefined;
  if (forget) removeStored(WALLETCONNECT_SESSION_KEY);
  if (returnToConnect && ended.length > 0) returnToStart();
}

function applyAccount(provider: WalletConnectProvider, account: SessionAccount, restored: boolean) {
  setConnectedId(account.namespace, WALLETCONNECT_ID);
  setAccount(account.namespace, { status: 'connected', address: account.address, caipAddress: account.caipAddress, restored });
  if (account.namespace === 'eip155') {
    const currentChain = () => accountNetwork('eip155') ?? account.caipNetworkId;
    setSessionProvider('eip155', eip155Provider(provider, currentChain));
  } else {
    setSessionProvider(account.namespace, provider);
  }
  provider.setDefaultChain(account.caipNetworkId);
}

/** An approved (or restored) session's accounts become the connected accounts. */
export function applySession(provider: WalletConnectProvider, session: WalletConnectSession, restored: boolean) {
  const configured = chainsState.networks.map((network) => network.caipNetworkId);
  const accounts = sessionAccounts(session.namespaces, configured, preferredNetwork());
  if (accounts.length === 0) throw createError('UnsupportedChainError', { message: 'The wallet approved no account on a supported namespace' });
  const metadata = session.peer.metadata;
  const chains = NAMESPACES.flatMap((namespace) => approvedChains(session.namespaces[namespace]));
  connectorsState.walletConnect = { id: WALLETCONNECT_ID, name: metadata.name || 'WalletConnect', type: 'walletConnect', chain: accounts[0]!.namespace, imageUrl: metadata.icons?.[0], chains };
  for (const account of accounts) applyAccount(provider, account, restored);
  const active = accounts.find((account) => account.namespace === activeNamespace()) ?? accounts[0]!;
  chainsState.activeCaipNetworkId = active.caipNetworkId;
  writeStored(WALLETCONNECT_SESSION_KEY, { namespaces: accounts.map((account) => account.namespace) });
}

function onAccountsChanged(namespace: ChainNamespace, accounts: unknown) {
  const [first] = Array.isArray(accounts) ? accounts.map(String) : [];
  if (connectorsState.connectedIds[namespace] !== WALLETCONNECT_ID) return;
  if (!first) return endNamespace(namespace);
  const address = first.split(':').at(-1) ?? first;
  const caipNetworkId = accountNetwork(namespace);
  setAccount(namespace, { address, caipAddress: `${caipNetworkId}:${address}` });
}

function onChainChanged(namespace: ChainNamespace, chain: unknown) {
  if (connectorsState.connectedIds[namespace] !== WALLETCONNECT_ID) return;
  const text = String(chain);
  const reference = text.includes(':') ? text.split(':')[1] : text.startsWith('0x') ? String(Number.parseInt(text, 16)) : text;
  const caipNetworkId: CaipNetworkId = `${namespace}:${reference}`;
  const address = accountOf(namespace).address;
  setAccount(namespace, { caipAddress: `${caipNetworkId}:${address}` });
  if (activeNamespace() === namespace) chainsState.activeCaipNetworkId = caipNetworkId;
}

/** The wallet changed the session (`session_update`: chains or accounts added or removed): the approved chains follow. */
function onSessionUpdate(provider: WalletConnectProvider) {
  const { session } = provider;
  if (!session || !connectorsState.walletConnect) return;
  connectorsState.walletConnect.chains = NAMESPACES.flatMap((namespace) => approvedChains(session.namespaces[namespace]));
}

interface SessionEventArgs { params: { chainId: string; event: { name: string; data: unknown } } }

function watchSession(provider: WalletConnectProvider) {
  // `disconnect` follows `session_delete`; both end the session, once.
  provider.on('session_delete', () => endSession(true));
  provider.on('disconnect', () => endSession(true));
  provider.on('session_update', () => onSessionUpdate(provider));
  provider.on('session_event', ({ params }: SessionEventArgs) => {
    const namespace = namespaceOf(params.chainId);
    if (params.event.name === 'accountsChanged') onAccountsChanged(namespace, params.event.data);
    if (params.event.name === 'chainChanged') onChainChanged(namespace, params.event.data);
  });
}

/** Disconnects a namespace; the session itself ends when no namespace of it remains. */
export async function disconnectWalletConnect(namespace: ChainNamespace) {
  endNamespace(namespace);
  if (connectedNamespaces().length > 0) return returnToStart();
  try {
    const provider = await loadWalletConnect();
    if (provider.session) await provider.disconnect();
  } catch (error) {
    // The local side is already disconnected; the wallet may still list the session.
    reportError(createError('DisconnectError', { cause: error }));
  } finally {
    // Only now: a new pairing started earlier would be swept away with the old session's pairings.
    endSession(false);
    returnToStart();
  }
}

/** Switching within the session's approved chains needs no wallet round trip. */
export async function switchWalletConnectNetwork(caipNetworkId: CaipNetworkId) {
  const provider = await loadWalletConnect();
  const namespace = namespaceOf(caipNetworkId);
  const approved = approvedChains(provider.session?.namespaces[namespace]);
  if (!approved.includes(caipNetworkId)) throw createError('ChainNotApprovedError', { message: `The wallet did not approve ${caipNetworkId}` });
  provider.setDefaultChain(caipNetworkId);
  const address = accountOf(namespace).address;
  setAccount(namespace, { caipAddress: `${caipNetworkId}:${address}` });
  chainsState.activeCaipNetworkId = caipNetworkId;
}

/** On start: the stored session comes back as `reconnecting` → `connected` (restored), or ends cleanly. */
export async function restoreWalletConnect() {
  const stored = storedWalletConnectSession();
  if (!stored) return;
  const namespaces = stored.namespaces.filter((namespace) => NAMESPACES.includes(namespace) && !connectorsState.connectedIds[namespace]);
  for (const namespace of namespaces) setAccount(namespace, { status: 'reconnecting' });
  try {
    const provider = await loadWalletConnect();
    // A session the wallet ended while the page was closed must end before it shows as connected.
    if (provider.session) await relayMessagesSettled(provider, provider.session.topic);
    const session = provider.session;
    if (session && session.expiry * 1000 > Date.now()) applySession(provider, session, true);
    else endSession(false);
  } catch (error) {
    // Unreachable relay or storage: disconnected for now, the session stays stored for the next load.
    endSession(false, false);
    reportError(error);
  }
}

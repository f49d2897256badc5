// Solana wallets through the Wallet Standard: connect, follow `change`, restore, disconnect.
import {
  connectStandardWallet, disconnectStandardWallet, solanaWallet, watchSolanaWallets, watchStandardAccounts,
  type SolanaWallet, type StandardAccount, type StandardWallet,
} from '../../services/connectors/solana-standard';
import { createError } from '../../services/errors';
import { accountNetwork, accountOf, setAccount } from '../account';
import { activeNamespace, chainsState, networksOf, preferredNetwork } from '../networks';
import { connectorsState, findConnector, setConnectedId, setConnectorSource } from './connectors';
import { pickSolanaNetwork } from '../networks/rules/solana-chains';
import { endSession, rememberSession, reportError, runConnectAttempt, setSessionWatcher, type StoredSession } from './session';
import type { CaipNetworkId, ConnectorInfo } from '../shared';

function toConnectorInfo(wallet: SolanaWallet): ConnectorInfo {
  return { id: wallet.id, name: wallet.name, type: 'announced', chain: 'solana', imageUrl: wallet.icon, chains: [...wallet.wallet.chains] };
}

/** Lists the page's Solana wallets in `connectors.available`; returns the stop. */
export function watchSolanaConnectors(): () => void {
  return watchSolanaWallets((wallets) => setConnectorSource('walletStandard', wallets.map(toConnectorInfo)));
}

/** The configured network the wallet's account is on, or the catalogued "Unsupported chain". */
function networkFor(wallet: StandardWallet, account: StandardAccount): CaipNetworkId {
  const configured = networksOf('solana').map((network) => network.caipNetworkId);
  const picked = pickSolanaNetwork([...account.chains, ...wallet.chains], configured, preferredNetwork());
  if (picked) return picked as CaipNetworkId;
  const offered = wallet.chains.join(', ') || 'no chain';
  throw createError('UnsupportedChainError', { message: `${wallet.name} is on ${offered}; this site supports ${configured.join(', ') || 'no Solana network'}` });
}

function applySolanaAccount(address: string, caipNetworkId: CaipNetworkId, activate: boolean) {
  if (activate || activeNamespace() === 'solana') chainsState.activeCaipNetworkId = caipNetworkId;
  setAccount('solana', { status: 'connected', address, caipAddress: `${caipNetworkId}:${address}` });
}

function startSolanaSession(connectorId: string, wallet: StandardWallet, account: StandardAccount, restored: boolean) {
  const caipNetworkId = networkFor(wallet, account);
  if (connectorsState.connectedIds.solana && connectorsState.connectedIds.solana !== connectorId) endSession('solana', false);
  setConnectedId('solana', connectorId);
  setSessionWatcher('solana', watchStandardAccounts(wallet, ([next]) => {
    if (connectorsState.connectedIds.solana !== connectorId) return;
    // No account left: the wallet locked or disconnected the site.
    if (!next) return endSession('solana');
    if (next.address === accountOf('solana').address) return;
    // The new account stays on the network the visitor moved to (Networks), not the one connected on.
    applySolanaAccount(next.address, accountNetwork('solana') ?? caipNetworkId, false);
  }));
  setAccount('solana', { restored });
  applySolanaAccount(account.address, caipNetworkId, !restored);
  rememberSession('solana', { connectorId, kind: 'walletStandard' });
}

/** The account moves to a network its wallet lists (the Wallet Standard has no switch to ask for); it becomes active. */
export function moveSolanaAccount(caipNetworkId: CaipNetworkId) {
  const address = accountOf('solana').address;
  if (address) applySolanaAccount(address, caipNetworkId, true);
}

/** `standard:connect` (the wallet prompts); on success the modal shows Account. */
export async function connectSolana(connectorId: string) {
  const wallet = solanaWallet(connectorId);
  if (!wallet || !findConnector(connectorId)) return reportError(new Error(`Wallet ${connectorId} is not on this page`));
  return runConnectAttempt(connectorId, async () => {
    const [account] = await connectStandardWallet(wallet);
    if (!account) throw Object.assign(new Error('The wallet returned no account'), { code: 4100 });
    startSolanaSession(connectorId, wallet, account, false);
  });
}

/**
 * Restores a stored Wallet Standard session without a prompt: the accounts the wallet
 * already exposes, else a silent connect. False when the wallet no longer authorises the site.
 */
export async function restoreSolana(session: StoredSession): Promise<boolean> {
  const wallet = solanaWallet(session.connectorId);
  if (!wallet) return false;
  const [account] = wallet.accounts.length > 0 ? wallet.accounts : await connectStandardWallet(wallet, { silent: true });
  if (!account) return false;
  startSolanaSession(session.connectorId, wallet, account, true);
  return true;
}

export async function disconnectSolana(connectorId: string) {
  const wallet = solanaWallet(connectorId);
  endSession('solana');
  // Telling the wallet is best effort: the session has ended here either way.
  if (wallet) await disconnectStandardWallet(wallet).catch(() => undefined);
}

/** The connected Wallet Standard wallet (the element's `getProvider('solana')`). */
export function connectedSolanaWallet(): StandardWallet | undefined {
  const id = connectorsState.connectedIds.solana;
  return id ? solanaWallet(id) : undefined;
}

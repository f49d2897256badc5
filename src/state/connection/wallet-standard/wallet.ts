// What a Wallet Standard connector does once asked (a lazy chunk, loaded by the first connect or
// restore): the wallet's accounts and their chains are validated here, and every wait has an end.
import { WALLET_PROMPT_TIMEOUT_MS, WALLET_SILENT_TIMEOUT_MS, withDeadline } from '../../../services/connectors/deadline';
import { stringList, type SolanaWallet, type StandardWallet } from '../../../services/connectors/solana-standard';
import {
  connectStandardWallet,
  disconnectStandardWallet,
  standardAccounts,
  watchStandardWallet,
} from '../../../services/connectors/standard-features';
import { createError } from '../../../services/errors';
import { pickSolanaNetwork } from '../../networks/rules/solana-chains';
import type { ConnectedAccount, ConnectionRequest, ConnectorEvents } from '../connector';
import { connectedAccount, walletAddresses } from '../rules/wallet-answers';

const addressOf = (account: unknown) => (account as { address?: unknown } | null)?.address;

/** The first account the wallet answered, on the configured network it is on; throws the catalogued "Unsupported chain" when they share none. */
function solanaAccounts(
  { name, wallet }: SolanaWallet,
  answer: unknown,
  { networks, preferredNetwork }: ConnectionRequest,
): ConnectedAccount[] {
  const [address] = walletAddresses('solana', answer, addressOf);
  if (!address) return [];
  const walletChains = stringList(() => wallet.chains);
  const accountChains = stringList(() => (answer as { chains?: unknown }[])[0]?.chains);
  const configured = networks.filter((network) => network.chainNamespace === 'solana').map((network) => network.caipNetworkId);
  const picked = pickSolanaNetwork([...accountChains, ...walletChains], configured, preferredNetwork);
  if (!picked) {
    const offered = walletChains.join(', ') || 'no chain';
    throw createError('UnsupportedChainError', {
      message: `${name} is on ${offered}; this site supports ${configured.join(', ') || 'no Solana network'}`,
    });
  }
  return [connectedAccount('solana', address, picked)];
}

export const connectStandard = async (item: SolanaWallet, request: ConnectionRequest) =>
  solanaAccounts(item, await withDeadline(connectStandardWallet(item.wallet), WALLET_PROMPT_TIMEOUT_MS, 'the connection request'), request);

/** The accounts the wallet already exposes, else a silent connect. */
export async function restoreStandard(item: SolanaWallet, request: ConnectionRequest) {
  const exposed = standardAccounts(item.wallet);
  const silent = () => withDeadline(connectStandardWallet(item.wallet, { silent: true }), WALLET_SILENT_TIMEOUT_MS, 'a silent connect');
  return solanaAccounts(item, Array.isArray(exposed) && exposed.length > 0 ? exposed : await silent(), request);
}

/** Best effort: the session has ended on the site's side either way. */
export async function disconnectStandard(wallet: StandardWallet) {
  await withDeadline(disconnectStandardWallet(wallet), WALLET_SILENT_TIMEOUT_MS, 'standard:disconnect').catch(() => undefined);
}

export function watchStandard(wallet: StandardWallet, events: ConnectorEvents): () => void {
  const followAccounts = (accounts: unknown) => {
    try {
      events.accountsChanged('solana', walletAddresses('solana', accounts, addressOf));
    } catch (error) {
      events.malformed(error);
    }
  };
  const stop = watchStandardWallet(wallet, {
    // No account left: the wallet locked or disconnected the site.
    onAccounts: followAccounts,
    onChains: () => events.networksChanged(),
    onMalformed: (error) => events.malformed(error),
  });
  // The subscription starts a little after the connection (its code may still be loading): the account the
  // wallet holds now is applied once, as if heard (the lifecycle ignores what did not change; none changes nothing).
  const exposed = standardAccounts(wallet);
  if (Array.isArray(exposed) && exposed.length > 0) followAccounts(exposed);
  return stop;
}

// What a browser wallet's connector does once asked (a lazy chunk, loaded by the first connect or
// restore): the wallet's answers and events are validated here, and every wait has an end.
import { WALLET_PROMPT_TIMEOUT_MS, WALLET_SILENT_TIMEOUT_MS, withDeadline } from '../../../services/connectors/deadline';
import { readAccounts, readChainId, requestAccounts, watchProvider, type Eip1193Provider } from '../../../services/connectors/eip1193';
import type { ConnectedAccount, ConnectorEvents } from '../connector';
import { connectedAccount, walletAddresses } from '../rules/wallet-answers';

/** The first account the wallet answered, on the chain it is on; [] when it answered none. */
async function evmAccounts(provider: Eip1193Provider, answer: unknown): Promise<ConnectedAccount[]> {
  const [address] = walletAddresses('eip155', answer);
  if (!address) return [];
  const chainId = await withDeadline(readChainId(provider), WALLET_SILENT_TIMEOUT_MS, 'eth_chainId');
  return [connectedAccount('eip155', address, `eip155:${chainId}`)];
}

export const connectInjected = async (provider: Eip1193Provider) =>
  evmAccounts(provider, await withDeadline(requestAccounts(provider), WALLET_PROMPT_TIMEOUT_MS, 'the connection request'));

/** `eth_accounts` never prompts. */
export const restoreInjected = async (provider: Eip1193Provider) =>
  evmAccounts(provider, await withDeadline(readAccounts(provider), WALLET_SILENT_TIMEOUT_MS, 'eth_accounts'));

/** Best effort, and never a wait without end: many wallets do not implement EIP-2255 revocation. */
export async function revokeInjected(provider: Eip1193Provider) {
  const revoke = async () => provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
  await withDeadline(revoke(), WALLET_SILENT_TIMEOUT_MS, 'wallet_revokePermissions').catch(() => undefined);
}

/**
 * Follows the wallet's events. The subscription starts a little after the connection (its code may
 * still be loading): what the wallet changed meanwhile is read once, silently, and applied as if
 * it had been heard (the lifecycle ignores what did not change; no account answered changes nothing).
 */
export function watchInjected(provider: Eip1193Provider, events: ConnectorEvents): () => void {
  let stopped = false;
  void (async () => {
    try {
      const chainId = await withDeadline(readChainId(provider), WALLET_SILENT_TIMEOUT_MS, 'eth_chainId');
      if (!stopped) events.chainChanged(`eip155:${chainId}`);
      const addresses = walletAddresses('eip155', await withDeadline(readAccounts(provider), WALLET_SILENT_TIMEOUT_MS, 'eth_accounts'));
      if (!stopped && addresses.length > 0) events.accountsChanged('eip155', addresses);
    } catch {
      // A wallet that cannot answer now is heard through its events, as before.
    }
  })();
  const stop = watchProvider(provider, {
    onAccountsChanged: (accounts) => {
      try {
        events.accountsChanged('eip155', walletAddresses('eip155', accounts));
      } catch (error) {
        events.malformed(error);
      }
    },
    onChainChanged: (chainId) => events.chainChanged(`eip155:${chainId}`),
    onDisconnect: () => events.disconnected('eip155'),
    onMalformed: (error) => events.malformed(error),
  });
  return () => {
    stopped = true;
    stop();
  };
}

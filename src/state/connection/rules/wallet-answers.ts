// What wallets answer (account lists, addresses, networks) is untrusted: checked here, whole, where it
// enters a connector, into typed values; anything else is an `InvalidWalletAnswerError`. Lazy: the
// connectors' behaviour chunks and WalletConnect's use it.
import { createError } from '../../../services/errors';
import { chainRules } from '../../chains/rules/registry';
import { parseCaipNetworkId, type CaipNetworkId, type ChainNamespace } from '../../shared';
import type { ConnectedAccount } from '../connector';

const MAX_ACCOUNTS = 100;

const invalidAnswer = (what: string) => createError('InvalidWalletAnswerError', { message: `The wallet sent ${what}` });

// At the wallet boundary an EVM address carries its 0x (the helper `isAddress` also accepts it bare).
const isWalletAddress = (address: unknown, namespace: ChainNamespace): address is string =>
  typeof address === 'string' && chainRules(namespace).isWalletAddress(address);

/** A CAIP-2 id a wallet named for `namespace`; throws `InvalidWalletAnswerError` unless it is one (eip155: a decimal chain id). */
export function walletNetwork(namespace: ChainNamespace, caipNetworkId: unknown): CaipNetworkId {
  try {
    const { namespace: found, reference } = parseCaipNetworkId(caipNetworkId as string);
    if (found === namespace && chainRules(namespace).isWalletReference(reference)) return `${namespace}:${reference}`;
  } catch {
    // Reported below, as the wallet's fault.
  }
  throw invalidAnswer(`an invalid ${namespace} network`);
}

/** An account from what a wallet answered; throws `InvalidWalletAnswerError` when the address or the network has the wrong shape. */
export function connectedAccount(namespace: ChainNamespace, address: unknown, caipNetworkId: unknown): ConnectedAccount {
  if (!isWalletAddress(address, namespace)) throw invalidAnswer(`an invalid ${namespace} address`);
  return { namespace, address, caipNetworkId: walletNetwork(namespace, caipNetworkId) };
}

/**
 * A wallet's account list (an answer or an event), checked whole where it enters: an array of at most 100
 * addresses of the namespace's shape (`addressOf` picks each entry's, for wallets that list account objects),
 * copied once. Anything else throws `InvalidWalletAnswerError`.
 */
export function walletAddresses(
  namespace: ChainNamespace,
  answer: unknown,
  addressOf: (entry: unknown) => unknown = (entry) => entry,
): string[] {
  try {
    if (Array.isArray(answer) && answer.length <= MAX_ACCOUNTS) {
      const addresses = [...(answer as unknown[])].map(addressOf);
      if (addresses.every((address) => isWalletAddress(address, namespace))) return addresses as string[];
    }
  } catch {
    // A list whose reads throw is as malformed as a wrong one.
  }
  throw invalidAnswer(`an invalid ${namespace} account list`);
}

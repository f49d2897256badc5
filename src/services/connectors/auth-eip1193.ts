// An embedded account's EIP-1193 provider: accounts and chain are answered here, chain switches
// stay among the configured networks, and everything else is the secure site's `RPC_REQUEST` on
// the network the visitor is on, from the account in use. Typed data for another chain is refused
// (4901) before the frame sees it. What the host's getProvider('eip155'), Send and Swap use, as with any wallet.
import { createError, isWalletModalError, toWalletError } from '../errors';
import { toProviderRpcError } from '../errors/provider-rpc-error';
import type { CaipNetworkId } from '../secure-site/chain-ids';
import { refuseForeignTypedData, TYPED_DATA_METHODS } from '../secure-site/typed-data';
import { parseChainId, toHexChainId, type Eip1193Provider, type Eip1193RequestArguments } from './eip1193';

/** What the provider reads from the connector at each request. */
export interface AuthEvmContext {
  /** The account in use (smart account or EOA); undefined while signed out. */
  address(): string | undefined;
  /** The CAIP-2 id of the network the visitor is on. */
  chain(): string;
  /** The configured eip155 networks (CAIP-2 ids): the only ones a switch may go to. */
  chains(): readonly string[];
  /** The visitor is on `caipNetworkId` now. */
  switchChain(caipNetworkId: string): void;
  /** The secure site's RPC request (signing methods wait for the visitor's approval in its frame). */
  send(params: { caipNetworkId: string; from: string; method: string; params: unknown }): Promise<unknown>;
}

type Listener = (...args: never[]) => void;

/** The provider, plus `emit` for the connector (an account-type switch, a network change). */
export interface AuthEip1193Provider extends Eip1193Provider {
  on(event: string, listener: Listener): this;
  removeListener(event: string, listener: Listener): this;
  emit(event: 'accountsChanged' | 'chainChanged', value: unknown): void;
}

const providerError = (code: number, message: string) => toWalletError({ code, message });

export function authEip1193Provider(context: AuthEvmContext): AuthEip1193Provider {
  const listeners = new Map<string, Set<Listener>>();
  const accounts = () => {
    const address = context.address();
    return address ? [address] : [];
  };

  function switchChain(params: unknown): null {
    const [first] = Array.isArray(params) ? (params as unknown[]) : [];
    let chainId: number;
    try {
      chainId = parseChainId((first as { chainId?: unknown } | undefined)?.chainId);
    } catch {
      throw providerError(-32602, 'wallet_switchEthereumChain needs a chainId');
    }
    const caipNetworkId = `eip155:${chainId}`;
    if (!context.chains().includes(caipNetworkId)) throw providerError(4902, `${caipNetworkId} is not a configured network`);
    if (caipNetworkId !== context.chain()) {
      context.switchChain(caipNetworkId);
      provider.emit('chainChanged', toHexChainId(chainId));
    }
    return null;
  }

  async function answer({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return accounts();
      case 'eth_chainId':
        return toHexChainId(Number(context.chain().split(':')[1]));
      case 'wallet_switchEthereumChain':
        return switchChain(params);
      default: {
        const from = context.address();
        if (!from) throw createError('DisconnectedError', { message: 'Not signed in' });
        const caipNetworkId = context.chain();
        // The legacy eth_signTypedData's list of typed values has no domain: only the EIP-712 variants must carry data.
        if (TYPED_DATA_METHODS.has(method))
          refuseForeignTypedData(params, caipNetworkId as CaipNetworkId, { required: method !== 'eth_signTypedData' });
        try {
          return await context.send({ caipNetworkId, from, method, params: params ?? [] });
        } catch (error) {
          throw isWalletModalError(error) ? error : toWalletError(error);
        }
      }
    }
  }

  const provider: AuthEip1193Provider = {
    // The page reads EIP-1193 errors: a numeric code (4001 for the visitor's Cancel), the product's error as the cause.
    request: (args) =>
      answer(args).catch((error: unknown) => {
        throw toProviderRpcError(error);
      }),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    emit(event, value) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (value: unknown) => void)(value);
        } catch {
          // A host's listener that throws does not stop the others.
        }
      }
    },
  };
  return provider;
}

// Talking to an EIP-1193 provider (a browser wallet): its answers are untrusted.
import { createError } from '../errors';

export interface Eip1193RequestArguments {
  method: string;
  params?: readonly unknown[] | object;
}

export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/** What the wallet answered, unchecked: the connector validates the whole list. */
export async function requestAccounts(provider: Eip1193Provider): Promise<unknown> {
  return provider.request({ method: 'eth_requestAccounts' });
}

/** Silent: never prompts; [] when the site is not yet authorised. Unchecked, like requestAccounts. */
export async function readAccounts(provider: Eip1193Provider): Promise<unknown> {
  return provider.request({ method: 'eth_accounts' });
}

// EIP-695 answers a hex quantity; some wallets answer a decimal string or a number. Nothing else
// (`0x1zz`, `1e3`, `true`, ` 1`) is read as a chain id.
const CHAIN_ID_TEXT = /^(?:0x[0-9a-f]{1,13}|[1-9][0-9]{0,15})$/i;

/** A chain id a wallet sent; throws `InvalidWalletAnswerError` for anything but a positive safe integer, strictly written. */
export function parseChainId(value: unknown): number {
  const id = typeof value === 'number' ? value : typeof value === 'string' && CHAIN_ID_TEXT.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0)
    throw createError('InvalidWalletAnswerError', { message: 'The wallet sent an invalid chain id' });
  return id;
}

export async function readChainId(provider: Eip1193Provider): Promise<number> {
  return parseChainId(await provider.request({ method: 'eth_chainId' }));
}

export interface ProviderHandlers {
  /** The wallet's new account list, unchecked. */
  onAccountsChanged(accounts: unknown): void;
  onChainChanged(chainId: number): void;
  onDisconnect(error?: unknown): void;
  /** The wallet sent something malformed (it is ignored). */
  onMalformed(error: unknown): void;
}

/** Subscribes to the wallet's events; returns the unsubscribe. A wallet whose `on` throws is not followed. */
export function watchProvider(provider: Eip1193Provider, handlers: ProviderHandlers): () => void {
  const listeners: Record<string, (value?: unknown) => void> = {
    accountsChanged: (accounts) => handlers.onAccountsChanged(accounts),
    chainChanged: (chainId) => {
      let parsed: number;
      try {
        parsed = parseChainId(chainId);
      } catch (error) {
        return handlers.onMalformed(error);
      }
      handlers.onChainChanged(parsed);
    },
    disconnect: (error) => handlers.onDisconnect(error),
  };
  const each = (method: 'on' | 'removeListener') => {
    for (const [event, listener] of Object.entries(listeners)) {
      try {
        provider[method]?.(event, listener);
      } catch (error) {
        handlers.onMalformed(error);
      }
    }
  };
  each('on');
  return () => each('removeListener');
}

/** EIP-3085 `wallet_addEthereumChain` parameters. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
  iconUrls?: string[];
}

export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}

/** EIP-3326; a wallet that does not know the chain answers 4902. */
export async function switchEthereumChain(provider: Eip1193Provider, chainId: number): Promise<void> {
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(chainId) }] });
}

/** EIP-3085: the wallet asks the visitor to add the chain (many wallets also switch to it). */
export async function addEthereumChain(provider: Eip1193Provider, chain: AddEthereumChainParameter): Promise<void> {
  await provider.request({ method: 'wallet_addEthereumChain', params: [chain] });
}

// Talking to an EIP-1193 provider (a browser wallet).

export interface Eip1193RequestArguments {
  method: string;
  params?: readonly unknown[] | object;
}

export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

export async function requestAccounts(provider: Eip1193Provider): Promise<string[]> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  return Array.isArray(accounts) ? accounts.map(String) : [];
}

/** Silent: never prompts; [] when the site is not yet authorised. */
export async function readAccounts(provider: Eip1193Provider): Promise<string[]> {
  const accounts = await provider.request({ method: 'eth_accounts' });
  return Array.isArray(accounts) ? accounts.map(String) : [];
}

export function parseChainId(value: unknown): number {
  const id = typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw Object.assign(new Error(`Invalid chainId: ${String(value)}`), { code: -32602 });
  return id;
}

export async function readChainId(provider: Eip1193Provider): Promise<number> {
  return parseChainId(await provider.request({ method: 'eth_chainId' }));
}

export interface ProviderHandlers {
  onAccountsChanged(accounts: string[]): void;
  onChainChanged(chainId: number): void;
  onDisconnect(error?: unknown): void;
}

/** Subscribes to the wallet's events; returns the unsubscribe. */
export function watchProvider(provider: Eip1193Provider, handlers: ProviderHandlers): () => void {
  const accountsChanged = (accounts: string[]) => handlers.onAccountsChanged(Array.isArray(accounts) ? accounts.map(String) : []);
  const chainChanged = (chainId: string) => {
    try {
      handlers.onChainChanged(parseChainId(chainId));
    } catch {
      // A wallet that reports a malformed chain id is ignored until it sends a valid one.
    }
  };
  const disconnect = (error?: unknown) => handlers.onDisconnect(error);
  provider.on?.('accountsChanged', accountsChanged);
  provider.on?.('chainChanged', chainChanged);
  provider.on?.('disconnect', disconnect);
  return () => {
    provider.removeListener?.('accountsChanged', accountsChanged);
    provider.removeListener?.('chainChanged', chainChanged);
    provider.removeListener?.('disconnect', disconnect);
  };
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

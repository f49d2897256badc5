// Which namespaces' wallets the Connect view lists.
import type { ChainNamespace } from '../../shared';

export interface ConnectListContext {
  /** Namespaces with a configured network. */
  configured: readonly ChainNamespace[];
  /** Namespaces with a connected account. */
  connected: readonly ChainNamespace[];
  /** The namespace the host asked for with `open({namespace})`, if any. */
  requested?: ChainNamespace;
}

/**
 * A requested namespace alone; otherwise every configured namespace not yet connected
 * (connected on eip155 with solana active, Connect offers the Solana wallets).
 */
export function namespacesToConnect({ configured, connected, requested }: ConnectListContext): ChainNamespace[] {
  if (requested && configured.includes(requested)) return [requested];
  const open = configured.filter((namespace) => !connected.includes(namespace));
  return open.length > 0 ? open : [...configured];
}

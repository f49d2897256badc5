// Address shapes per namespace (SPEC §5); each namespace's rule is in src/state/chains/<namespace>/rules.ts.
import { chainRulesOf } from '../chains/rules/registry';
import type { ChainNamespace } from './types';

/**
 * True when `address` has the namespace's shape: eip155 is 40 hex characters with an optional 0x
 * (no checksum test), solana is 32–44 base58 characters. Other namespaces are never valid here.
 */
export function isAddress(address: string, namespace: ChainNamespace | (string & {}) = 'eip155'): boolean {
  if (typeof address !== 'string') return false;
  return chainRulesOf(namespace)?.isAddress(address) ?? false;
}

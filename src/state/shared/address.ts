// Address shapes per namespace (SPEC §5).
import type { ChainNamespace } from './types';

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
// Base58 leaves out 0, O, I and l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * True when `address` has the namespace's shape: eip155 is 40 hex characters with an optional 0x
 * (no checksum test), solana is 32–44 base58 characters. Other namespaces are never valid here.
 */
export function isAddress(address: string, namespace: ChainNamespace | (string & {}) = 'eip155'): boolean {
  if (typeof address !== 'string') return false;
  if (namespace === 'eip155') return EVM_ADDRESS.test(address);
  if (namespace === 'solana') return SOLANA_ADDRESS.test(address);
  return false;
}

// Which hashes can be followed: a transaction's on its network's namespace. Light (the element's
// addTransaction checks with it before the tracker loads). Pure.
import { NAMESPACES, type ChainNamespace } from '../../shared';

/** Where the pending ones wait out a reload (src/services/storage). */
export const PENDING_STORAGE_KEY = 'transactions:pending';

const EVM_HASH = /^0x[0-9a-fA-F]{64}$/;
const SOLANA_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,90}$/;

/** Whether `hash` names a transaction on `caipNetworkId`: a 32-byte hex hash on EVM, a base58 signature on Solana. */
export function isFollowable(hash: unknown, caipNetworkId: unknown): boolean {
  if (typeof hash !== 'string' || typeof caipNetworkId !== 'string' || caipNetworkId.length > 64) return false;
  const [namespace, reference, ...rest] = caipNetworkId.split(':');
  if (!reference || rest.length > 0 || !NAMESPACES.includes(namespace as ChainNamespace)) return false;
  return (namespace === 'eip155' ? EVM_HASH : SOLANA_SIGNATURE).test(hash);
}

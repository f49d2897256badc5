// WalletConnect pairing URIs expire; a URI close to its end is treated as already gone (SPEC §4).
import { PAIRING_EXPIRY_THRESHOLD_MS } from '../../shared';

/**
 * `expiry` is a Unix time in SECONDS, as WalletConnect pairings carry it; `now` is in milliseconds
 * (Date.now()). Expired when 10 s or less remain, or when there is no usable expiry.
 */
export function isPairingExpired(expiry: number | undefined, now: number = Date.now()): boolean {
  if (typeof expiry !== 'number' || !Number.isFinite(expiry)) return true;
  return expiry * 1000 - now <= PAIRING_EXPIRY_THRESHOLD_MS;
}

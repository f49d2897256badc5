// A name's profile from the blockchain service (`GET /v1/profile/account/{name}?apiVersion=2`):
// its addresses keyed by ENSIP-11 coin type and its avatar. The body is untrusted: only the
// address for the asked coin type is read, and it must be an address of that namespace.
import { isAddress as isSolanaAddress } from '@solana/kit';
import { getAddress, isAddress as isEvmAddress } from 'viem/utils';
import { createError } from '../errors';
import { displayText } from '../text/display-text';
import { isSafeImageUrl } from '../http/safe-url';

/** ENSIP-11: Ethereum mainnet's coin type, the default for every EVM chain (ENSIP-19), and Solana's. */
export const COIN_TYPE_ETH = 60;
export const COIN_TYPE_EVM_DEFAULT = 0x80000000;
export const COIN_TYPE_SOLANA = 501;

export interface ResolvedProfile {
  name: string;
  address: string;
  avatar?: string;
}

/** The coin types to look for on `caipNetworkId`, best first: the chain's own, the EVM default, mainnet's. */
export function coinTypesFor(caipNetworkId: string): number[] {
  const [namespace, reference = ''] = caipNetworkId.split(':');
  if (namespace === 'solana') return [COIN_TYPE_SOLANA];
  const chainId = Number(reference);
  const own =
    chainId === 1
      ? []
      : Number.isSafeInteger(chainId) && chainId > 0 && chainId < COIN_TYPE_EVM_DEFAULT
        ? [COIN_TYPE_EVM_DEFAULT + chainId]
        : [];
  return [...own, COIN_TYPE_EVM_DEFAULT, COIN_TYPE_ETH];
}

function addressFor(addresses: Record<string, unknown>, coinType: number): string | undefined {
  const record = addresses[String(coinType)];
  const address = typeof record === 'object' && record !== null ? (record as { address?: unknown }).address : undefined;
  if (typeof address !== 'string' || address.length > 64) return undefined;
  if (coinType === COIN_TYPE_SOLANA) return isSolanaAddress(address) ? address : undefined;
  return isEvmAddress(address, { strict: false }) ? getAddress(address) : undefined;
}

/**
 * The profile's address for `caipNetworkId` and its avatar. `[]` (apiVersion 2's "unknown"), a
 * profile without an address for that network, and any other shape throw `NameResolutionError`.
 */
export function parseProfile(body: unknown, caipNetworkId: string): ResolvedProfile {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw createError('NameResolutionError', { message: 'The name is not registered' });
  const { name, addresses, attributes } = body as { name?: unknown; addresses?: unknown; attributes?: unknown };
  const shownName = displayText(name, 255);
  if (!shownName || typeof addresses !== 'object' || addresses === null)
    throw createError('NameResolutionError', { message: 'The profile has no name or addresses' });
  const address = coinTypesFor(caipNetworkId)
    .map((coinType) => addressFor(addresses as Record<string, unknown>, coinType))
    .find(Boolean);
  if (!address) throw createError('NameResolutionError', { message: `The name has no address for ${caipNetworkId}` });
  const avatar = typeof attributes === 'object' && attributes !== null ? (attributes as { avatar?: unknown }).avatar : undefined;
  return {
    name: shownName,
    address,
    avatar: typeof avatar === 'string' && avatar.length <= 2048 && isSafeImageUrl(avatar) ? avatar : undefined,
  };
}

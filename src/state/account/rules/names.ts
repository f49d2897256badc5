// Name registration rules (SPEC §5) and ENSIP-11 coin types.
import { createError } from '../../../services/errors';
import { MAX_NAME_CHAIN_ID_EXCLUSIVE } from '../../shared';

const NAME = /^[a-zA-Z0-9-]{4,}$/;
const ETHEREUM_MAINNET = 1;
const ETHEREUM_COIN_TYPE = 60;
const EVM_COIN_TYPE_FLAG = 0x80000000;

/** Letters, digits and hyphens only, at least 4 characters. */
export function validateName(name: string): boolean {
  return typeof name === 'string' && NAME.test(name);
}

/**
 * The ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, else `0x80000000 | chainId`.
 * Throws `InvalidChainIdError` for anything but an integer in [0, 2^31).
 */
export function nameCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_NAME_CHAIN_ID_EXCLUSIVE) {
    throw createError('InvalidChainIdError', { message: `Invalid chainId: ${String(chainId)}` });
  }
  if (chainId === ETHEREUM_MAINNET) return ETHEREUM_COIN_TYPE;
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0;
}

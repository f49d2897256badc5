// The devnet's profile-name table: what /v1/profile/* and /v1/identity read, and what the
// names feature (POST /v1/profile/account) writes. Names follow the hosted service's rules:
// three labels, the first 3..64 of [a-z0-9-], in an allowed zone; matched case-insensitively.
// Addresses are keyed by ENSIP-11 coin type (60 mainnet EVM, 0x80000000 + chainId other EVM
// chains, 501 Solana), one address per coin type, as the hosted service stores them.
import { isAddress as isSolanaAddress } from '@solana/kit';
import { getAddress, isAddress as isEvmAddress } from 'viem';

export const DEVNET_ZONES = ['wallet-modal.eth'];
export const COIN_TYPE_EVM_MAINNET = 60;
export const COIN_TYPE_SOLANA = 501;
const EVM_CHAIN_COIN_TYPE = 0x80000000;
const NAME_FORMAT = /^[a-z0-9.-]+$/;
const NAME_MAX_LENGTH = 255;
const ATTRIBUTE_KEYS = new Set(['avatar', 'bio']);

const isEvmCoinType = (coinType) => coinType === COIN_TYPE_EVM_MAINNET || (coinType > EVM_CHAIN_COIN_TYPE && coinType < 2 ** 32);

/**
 * The EVM chain id an ENSIP-11 coin type stands for (60 → 1, `0x80000000 | chainId` → chainId, with
 * 0 < chainId < 2^31), or undefined when `coinType` is no EVM coin type.
 */
export function evmChainIdOfCoinType(coinType) {
  if (!Number.isSafeInteger(coinType)) return undefined;
  if (coinType === COIN_TYPE_EVM_MAINNET) return 1;
  return isEvmCoinType(coinType) ? coinType - EVM_CHAIN_COIN_TYPE : undefined;
}

/** The ENSIP-11 coin type of EVM chain `chainId` (under 2^31), as the element computes it. */
export function evmCoinType(chainId) {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || chainId >= EVM_CHAIN_COIN_TYPE) throw new RangeError(`Invalid chainId ${chainId}`);
  return EVM_CHAIN_COIN_TYPE + chainId;
}

/** An address in either namespace the devnet names (EVM hex, Solana base58). */
export const isProfileAddress = (address) =>
  typeof address === 'string' && (isEvmAddress(address, { strict: false }) || isSolanaAddress(address));

/** The key an address is matched by: EVM hex ignores case, base58 does not. */
const addressKey = (address) => (isEvmAddress(address, { strict: false }) ? address.toLowerCase() : address);

/**
 * Why `name` is not a name of `zones` (the hosted service's 400 descriptions), or undefined.
 * Expects the lower-cased name.
 */
export function nameProblem(name, zones = DEVNET_ZONES) {
  if (typeof name !== 'string' || name.length > NAME_MAX_LENGTH || !NAME_FORMAT.test(name)) return `Invalid name format: ${name}`;
  const labels = name.split('.');
  if (labels.length !== 3 || labels.some((label) => label === '') || labels[0].length < 3 || labels[0].length > 64) {
    return `Invalid name length: ${name}`;
  }
  if (!zones.includes(`${labels[1]}.${labels[2]}`)) return `Name is not in the allowed zones: ${name}`;
  return undefined;
}

/** The stored form of one address for `coinType`; throws a TypeError when they do not fit. */
function addressRecord(coinType, address, createdAt) {
  const type = Number(coinType);
  if (isEvmCoinType(type) && isEvmAddress(address, { strict: false }))
    return [String(type), { address: getAddress(address), created_at: createdAt }];
  if (type === COIN_TYPE_SOLANA && typeof address === 'string' && isSolanaAddress(address))
    return [String(type), { address, created_at: createdAt }];
  throw new TypeError(`address ${address} does not fit coin type ${coinType}`);
}

/** Whether `attributes` holds only supported attributes (avatar, bio) as 1..255-character strings. */
export function attributesAreSupported(attributes) {
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) return false;
  return Object.entries(attributes).every(
    ([key, value]) => ATTRIBUTE_KEYS.has(key) && typeof value === 'string' && value !== '' && value.length <= 255,
  );
}

function checkedAttributes(attributes = {}) {
  if (!attributesAreSupported(attributes)) throw new TypeError(`unsupported attribute ${Object.keys(attributes ?? {}).join(', ')}`);
  return { ...attributes };
}

/**
 * @param {{zones?: string[], now?: () => Date}} [options]
 * @returns {{
 *   add: (entry: {name: string, addresses: Record<string|number, string>, attributes?: {avatar?: string, bio?: string}}) => object,
 *   lookup: (name: string) => object|undefined,
 *   reverse: (address: string) => object[],
 *   problem: (name: string) => string|undefined,
 *   zones: string[],
 * }}
 */
export function createNameTable({ zones = DEVNET_ZONES, now = () => new Date() } = {}) {
  const entries = new Map();
  const copy = (entry) => structuredClone(entry);

  const add = ({ name, addresses, attributes }) => {
    const lower = String(name).toLowerCase();
    const problem = nameProblem(lower, zones);
    if (problem) throw new TypeError(problem);
    if (entries.has(lower)) throw new TypeError(`Name is already registered: ${lower}`);
    const at = now().toISOString();
    const records = Object.entries(addresses ?? {}).map(([coinType, address]) => addressRecord(coinType, address, at));
    if (records.length === 0) throw new TypeError('a name needs at least one address');
    const entry = {
      name: lower,
      registered_at: at,
      updated_at: at,
      attributes: checkedAttributes(attributes),
      addresses: Object.fromEntries(records),
    };
    entries.set(lower, entry);
    return copy(entry);
  };

  const lookup = (name) => {
    const entry = entries.get(String(name).toLowerCase());
    return entry && copy(entry);
  };

  const reverse = (address) => {
    const key = addressKey(address);
    // Newest first: the name an address registered last is the one identity shows.
    return [...entries.values()]
      .reverse()
      .filter((entry) => Object.values(entry.addresses).some((record) => addressKey(record.address) === key))
      .map(copy);
  };

  return { add, lookup, reverse, zones: [...zones], problem: (name) => nameProblem(String(name).toLowerCase(), zones) };
}

/**
 * The devnet's seed: alice.wallet-modal.eth for anvil account 0 (with an avatar) and
 * bob.wallet-modal.eth for a Solana demo key; either is skipped when its account is absent.
 */
export function seedDevnetNames(table, { evmAccount, solanaAccount, imagesUrl }) {
  if (evmAccount)
    table.add({
      name: 'alice.wallet-modal.eth',
      addresses: { [COIN_TYPE_EVM_MAINNET]: evmAccount },
      attributes: { avatar: `${imagesUrl}/alice.svg` },
    });
  if (solanaAccount)
    table.add({
      name: 'bob.wallet-modal.eth',
      addresses: { [COIN_TYPE_SOLANA]: solanaAccount },
      attributes: { avatar: `${imagesUrl}/bob.svg` },
    });
}

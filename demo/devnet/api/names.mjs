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
  if (isEvmCoinType(type) && isEvmAddress(address, { strict: false })) return [String(type), { address: getAddress(address), created_at: createdAt }];
  if (type === COIN_TYPE_SOLANA && typeof address === 'string' && isSolanaAddress(address)) return [String(type), { address, created_at: createdAt }];
  throw new TypeError(`address ${address} does not fit coin type ${coinType}`);
}

function checkedAttributes(attributes = {}) {
  for (const [key, value] of Object.entries(attributes)) {
    if (!ATTRIBUTE_KEYS.has(key) || typeof value !== 'string' || value === '' || value.length > 255) throw new TypeError(`unsupported attribute ${key}`);
  }
  return { ...attributes };
}

/**
 * @param {{zones?: string[], now?: () => Date}} [options]
 * @returns {{
 *   add: (entry: {name: string, addresses: Record<string|number, string>, attributes?: {avatar?: string, bio?: string}}) => object,
 *   lookup: (name: string) => object|undefined,
 *   reverse: (address: string) => object[],
 *   problem: (name: string) => string|undefined,
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
    const entry = { name: lower, registered_at: at, updated_at: at, attributes: checkedAttributes(attributes), addresses: Object.fromEntries(records) };
    entries.set(lower, entry);
    return copy(entry);
  };

  const lookup = (name) => {
    const entry = entries.get(String(name).toLowerCase());
    return entry && copy(entry);
  };

  const reverse = (address) => {
    const key = addressKey(address);
    return [...entries.values()]
      .filter((entry) => Object.values(entry.addresses).some((record) => addressKey(record.address) === key))
      .map(copy);
  };

  return { add, lookup, reverse, problem: (name) => nameProblem(String(name).toLowerCase(), zones) };
}

/**
 * The devnet's seed: alice.wallet-modal.eth for anvil account 0 (with an avatar) and
 * bob.wallet-modal.eth for a Solana demo key; either is skipped when its account is absent.
 */
export function seedDevnetNames(table, { evmAccount, solanaAccount, imagesUrl }) {
  if (evmAccount) table.add({ name: 'alice.wallet-modal.eth', addresses: { [COIN_TYPE_EVM_MAINNET]: evmAccount }, attributes: { avatar: `${imagesUrl}/alice.svg` } });
  if (solanaAccount) table.add({ name: 'bob.wallet-modal.eth', addresses: { [COIN_TYPE_SOLANA]: solanaAccount }, attributes: { avatar: `${imagesUrl}/bob.svg` } });
}

// The signed-in user as version 4 reports it (`GET_USER_SUCCESS`, `CONNECT_SOCIAL_SUCCESS`): the
// preferred account's address on the frame's active network, both accounts, the sign-in's email or
// user name. Only the fields the product uses are kept; the one-click-auth fields are dropped.
import { caipFromWire, splitCaipNetworkId, type CaipNetworkId } from './chain-ids';
import type { AccountType } from './protocol';
import { emailOrNull, evmAddress, invalid, record, solanaAddress, userNameOrNull } from './values';

export interface SecureSiteAccount {
  address: string;
  type: AccountType;
}

export interface SecureSiteUser {
  /** The sign-in's email (null for a social sign-in without one). */
  email: string | null;
  /** The social or Farcaster user name, when the frame sent one. */
  userName: string | null;
  /** The frame's active network. */
  caipNetworkId: CaipNetworkId;
  /** The preferred account's address on that network (EVM checksummed, or Solana base58). */
  address: string;
  /** Every account of the user on that network (EVM: the EOA and the smart account). */
  accounts: SecureSiteAccount[];
  preferredAccountType?: AccountType;
  smartAccountDeployed?: boolean;
}

const MAX_ACCOUNTS = 4;
const isAccountType = (value: unknown): value is AccountType => value === 'eoa' || value === 'smartAccount';

function addressReader(caipNetworkId: CaipNetworkId): (value: unknown) => string {
  const namespace = splitCaipNetworkId(caipNetworkId)?.namespace;
  if (namespace === 'eip155') return evmAddress;
  if (namespace === 'solana') return solanaAddress;
  return invalid('a user on a network of another namespace');
}

function accountsOf(value: unknown, address: (value: unknown) => string): SecureSiteAccount[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_ACCOUNTS) invalid('an invalid account list');
  return value.map((entry) => {
    const { address: text, type } = record(entry, 'an account');
    if (!isAccountType(type)) invalid('an account of an unknown type');
    return { address: address(text), type };
  });
}

/** A user; `social` reads `CONNECT_SOCIAL_SUCCESS`, whose email is not validated by the frame and which has a user name. */
export function parseUser(value: unknown, social = false): SecureSiteUser {
  const fields = record(value, social ? 'a social sign-in' : 'a user');
  const caipNetworkId = caipFromWire(fields.chainId) ?? invalid('a user without a valid chainId');
  const address = addressReader(caipNetworkId);
  const { preferredAccountType, smartAccountDeployed } = fields;
  if (preferredAccountType !== undefined && preferredAccountType !== null && !isAccountType(preferredAccountType))
    invalid('an unknown account type');
  if (smartAccountDeployed !== undefined && typeof smartAccountDeployed !== 'boolean') invalid('an invalid smartAccountDeployed');
  return {
    email: emailOrNull(fields.email, !social),
    userName: social ? userNameOrNull(fields.userName) : null,
    caipNetworkId,
    address: address(fields.address),
    accounts: accountsOf(fields.accounts, address),
    ...(isAccountType(preferredAccountType) ? { preferredAccountType } : {}),
    ...(smartAccountDeployed !== undefined ? { smartAccountDeployed } : {}),
  };
}

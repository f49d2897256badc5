// Per-namespace account data. A visitor can be connected on eip155 and solana at once.
import { defineProxySlice, networkOfCaipAddress } from '../shared';
import type { CaipNetworkId, ChainNamespace, ConnectionStatus } from '../shared';

export interface AccountData {
  status: ConnectionStatus;
  address?: string;
  caipAddress?: string;
  /** Native balance in base units, as a decimal string (bigint-safe). */
  balance?: string;
  balanceSymbol?: string;
  balanceDecimals?: number;
  /** The balance as shown: grouped, at most 4 decimals, with its symbol. */
  balanceFormatted?: string;
  profileName?: string;
  profileImage?: string;
  /** i18n key of why the identity look-up failed (Account shows it with Retry); absent otherwise. */
  profileErrorKey?: string;
  /** True when the connection came back from a stored session. */
  restored?: boolean;
}

function emptyAccount(): AccountData {
  return { status: 'disconnected' };
}

export const accountState = defineProxySlice<{ byNamespace: Record<ChainNamespace, AccountData> }>({
  name: 'account/accounts',
  initial: () => ({ byNamespace: { eip155: emptyAccount(), solana: emptyAccount() } }),
});

export function accountOf(namespace: ChainNamespace): AccountData {
  return accountState.byNamespace[namespace];
}

/** The network the namespace's account is on (its caipAddress), when it has one. */
export function accountNetwork(namespace: ChainNamespace): CaipNetworkId | undefined {
  return networkOfCaipAddress(accountState.byNamespace[namespace].caipAddress);
}

export function setAccount(namespace: ChainNamespace, data: Partial<AccountData>) {
  Object.assign(accountState.byNamespace[namespace], data);
}

/** Disconnecting a chain resets that chain's account data (spec §4). */
export function resetAccount(namespace: ChainNamespace) {
  accountState.byNamespace[namespace] = emptyAccount();
}

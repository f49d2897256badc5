// What each `<NAME>_SUCCESS` carries in version 4, read into a typed value (docs/secure-site-protocol.md,
// "Messages"). One reader per message; a message without a payload of its own reads as undefined,
// whatever it carried.
import { caipFromWire, type CaipNetworkId } from './chain-ids';
import { boundedJson } from './json-value';
import type { AccountType, AppMessage } from './protocol';
import { parseUser, type SecureSiteUser } from './user';
import { evmAddress, invalid, record, userNameOrNull, webUrl } from './values';

export type EmailAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT';
const EMAIL_ACTIONS: readonly EmailAction[] = ['VERIFY_OTP', 'VERIFY_DEVICE', 'CONNECT'];
const MAX_NETWORKS = 1_000;

function chainIdOf(value: unknown, what: string): CaipNetworkId {
  return caipFromWire(record(value, what).chainId) ?? invalid(`${what} without a valid chainId`);
}

const nothing = (): undefined => undefined;

const readers = {
  CONNECT_EMAIL: (value: unknown): EmailAction => {
    const { action } = record(value, 'an email answer');
    return EMAIL_ACTIONS.includes(action as EmailAction) ? (action as EmailAction) : invalid('an unknown email action');
  },
  CONNECT_DEVICE: nothing,
  CONNECT_OTP: nothing,
  GET_SOCIAL_REDIRECT_URI: (value: unknown): string => webUrl(record(value, 'a social redirect').uri, 'a social redirect'),
  CONNECT_SOCIAL: (value: unknown): SecureSiteUser => parseUser(value, true),
  GET_FARCASTER_URI: (value: unknown): string => webUrl(record(value, 'a Farcaster link').url, 'a Farcaster link'),
  CONNECT_FARCASTER: (value: unknown): { userName: string | null } => ({
    userName: userNameOrNull(record(value, 'a Farcaster sign-in').userName),
  }),
  GET_USER: (value: unknown): SecureSiteUser => parseUser(value),
  IS_CONNECTED: (value: unknown): boolean => {
    const { isConnected } = record(value, 'a connection status');
    return typeof isConnected === 'boolean' ? isConnected : invalid('an invalid isConnected');
  },
  GET_CHAIN_ID: (value: unknown): CaipNetworkId => chainIdOf(value, 'a chain id answer'),
  SWITCH_NETWORK: (value: unknown): CaipNetworkId => chainIdOf(value, 'a network switch'),
  // The result of any method: JSON data, checked further by the method's own reader (rpc-results.ts).
  RPC_REQUEST: (value: unknown): unknown => (value === undefined ? null : boundedJson(value)),
  RPC_ABORT: nothing,
  SIGN_OUT: nothing,
  SET_PREFERRED_ACCOUNT: (value: unknown): { type: AccountType; address: `0x${string}` } => {
    const { type, address } = record(value, 'a preferred account');
    if (type !== 'eoa' && type !== 'smartAccount') invalid('an unknown account type');
    return { type, address: evmAddress(address) };
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: (value: unknown): number[] => {
    const { smartAccountEnabledNetworks: networks } = record(value, 'the smart-account networks');
    if (!Array.isArray(networks) || networks.length > MAX_NETWORKS) invalid('an invalid smart-account network list');
    return networks.map((id: unknown) =>
      Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : invalid('an invalid chain id'),
    );
  },
  SYNC_THEME: nothing,
  SYNC_DAPP_DATA: nothing,
  RELOAD: nothing,
} satisfies Record<AppMessage, (value: unknown) => unknown>;

/** The typed success payload of each app message. */
export type SuccessPayload<N extends AppMessage> = ReturnType<(typeof readers)[N]>;

/** Reads `<name>_SUCCESS`'s payload; throws InvalidWalletAnswerError for another shape. */
export const readSuccessPayload = <N extends AppMessage>(name: N, payload: unknown): SuccessPayload<N> =>
  readers[name](payload) as SuccessPayload<N>;

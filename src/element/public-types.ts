// The element's public types: event details, the event map, the settings as
// properties (written from their table into ./setting-types.ts), `state`, `config`,
// the store's snapshot and what `getProvider` returns. The package's declarations are bundled from
// here, so nothing in them needs viem, React or valtio installed.
import type { Eip1193Provider } from '../services/connectors/eip1193';
import type { StandardWallet } from '../services/connectors/solana-standard';
import type {
  AccountFeature,
  AuthProvider,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
  ConnectorType,
  ConnectSection,
  EmbeddedAccountType,
  ToastPlacement,
  OpenOptions,
  SettingName,
  SignInMode,
  SignInSnapshot,
  SiwxAdapterInput,
  SettingOptions,
  SocialProvider,
  Theme,
  ViewName,
} from '../state';
export type {
  AccountSnapshot,
  BalanceSnapshot,
  ConnectorSnapshot,
  EmbeddedSnapshot,
  ModalSnapshot,
  NetworkSnapshot,
  SignInSnapshot,
  SignInStatus,
  SiwxAdapter,
  AppKitSiwxConfig,
  WalletModalSnapshot,
  WalletModalStore,
  HostTransactionInput,
} from '../state';
import type { BooleanAttribute, WalletModalSettingAttributes, WalletModalSettingProperties } from './setting-types';

export type {
  AccountFeature,
  AuthProvider,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
  ConnectorType,
  ConnectSection,
  Eip1193Provider,
  EmbeddedAccountType,
  ToastPlacement,
  OpenOptions,
  SignInMode,
  SiwxAdapterInput,
  SocialProvider,
  StandardWallet,
  Theme,
  ViewName,
};
export type { WalletModalSettingProperties };
export type { Eip1193RequestArguments } from '../services/connectors/eip1193';
export type { StandardAccount } from '../services/connectors/solana-standard';

/** `connect`: a namespace connected (the visitor chose a wallet, or a stored session came back). */
export interface ConnectEventDetail {
  address: string;
  caipAddress: CaipAddress;
  caipNetworkId: CaipNetworkId;
  namespace: ChainNamespace;
  /** `name` and `type` are absent only when the connector is no longer listed. */
  /** `provider`: how the visitor signed in, for an embedded (`auth`) account. */
  connector: { id: string; name?: string; type?: ConnectorType; provider?: AuthProvider };
  /** The session came back after a reload. */
  restored: boolean;
}

/** `disconnect`: the visitor, the host or the wallet ended a namespace's session. */
export interface DisconnectEventDetail {
  namespace: ChainNamespace;
}

/** `networkchange`: the active network changed, or a connected inactive namespace's wallet moved. */
export interface NetworkChangeEventDetail {
  caipNetworkId: CaipNetworkId;
  namespace: ChainNamespace;
}

/** `accountchange`: a wallet switched account, or the active account became the other namespace's. */
export interface AccountChangeEventDetail {
  address: string;
  caipAddress: CaipAddress;
}

/** `open`: the modal opened, on this view. */
export interface OpenEventDetail {
  view: ViewName;
}

/** `close`: the modal closed. */
export type CloseEventDetail = Record<string, never>;

/**
 * `transaction`: a step of a followed transaction (the modal's own, or a host's `addTransaction`): once `pending` when
 * the wallet returns the hash, then once `confirmed`, `failed` (with the chain's `reason`, if any) or `replaced`
 * (another transaction with its sender's nonce was mined: sped up or cancelled). `kind: 'name'` (a registered name,
 * nothing on chain) comes once, `confirmed`, with an empty `hash` and the `name`.
 */
export interface TransactionEventDetail {
  hash: string;
  caipNetworkId: CaipNetworkId;
  kind: 'send' | 'swap' | 'approve' | 'onramp' | 'name' | 'contract';
  status: 'pending' | 'confirmed' | 'failed' | 'replaced';
  reason?: string;
  name?: string;
}

/** `error`: `code` is the error's catalogue name (`UserRejectedError`, `InvalidConfiguration`…), `message` English text. */
export interface ErrorEventDetail {
  code: string;
  message: string;
  view?: ViewName;
}

/** `signin`: the site vouches for the account (a signature verified, or its session found on load). */
export interface SignInEventDetail {
  address: string;
  caipNetworkId: CaipNetworkId;
  /** ISO 8601, when the site gave one. */
  expiresAt?: string;
}

/** `signout`: the session ended (a disconnect, another account, or it expired). */
export type SignOutEventDetail = Record<string, never>;

/** The element's own events: `CustomEvent`s that bubble and are composed. */
export interface WalletModalEventMap {
  connect: CustomEvent<ConnectEventDetail>;
  disconnect: CustomEvent<DisconnectEventDetail>;
  networkchange: CustomEvent<NetworkChangeEventDetail>;
  accountchange: CustomEvent<AccountChangeEventDetail>;
  open: CustomEvent<OpenEventDetail>;
  close: CustomEvent<CloseEventDetail>;
  transaction: CustomEvent<TransactionEventDetail>;
  error: CustomEvent<ErrorEventDetail>;
  signin: CustomEvent<SignInEventDetail>;
  signout: CustomEvent<SignOutEventDetail>;
}

/** A network a host defines through `config.networks`. */
export interface NetworkDefinition {
  caipNetworkId: CaipNetworkId;
  name: string;
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  rpcUrl?: string;
  explorerUrl?: string;
  imageUrl?: string;
}

type SettingValues = { [Name in keyof WalletModalSettingProperties]: WalletModalSettingProperties[Name] } & { lang: string; nonce: string };

/** The `config` property: the settings in one object, plus custom network definitions. Attributes win over it. */
export type WalletModalConfig = Partial<Omit<SettingValues, 'networks'>> & {
  networks?: readonly (CaipNetworkId | NetworkDefinition)[];
  /** The host's strings per locale tag (`{ fr: { 'button.connect': '…' } }`); a new tag adds a locale, `dir: 'rtl'` in it makes it right-to-left. */
  messages?: WalletModalMessages;
  /**
   * The contracts a swap may call (and an approval name as spender), by CAIP-2 id: `{ 'eip155:1': ['0x…'] }`. A network
   * named here gets exactly its list; the others keep the hosted service's routers (README "Swap routers").
   */
  swapRouters?: Readonly<Record<string, readonly string[]>>;
  /** Sign-in with the host's own backend: RainbowKit's adapter shape (plus `getSession`) or AppKit's SIWX config (README "Sign in with the wallet"). */
  siwx?: SiwxAdapterInput;
};

/** Strings per locale tag, each a map from catalogue key to text (README "Languages"); the key `dir` ('ltr' | 'rtl') sets a new locale's direction. */
export type WalletModalMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The read-only `state` a host can inspect at any time. */
export interface WalletModalState {
  status: ConnectionStatus;
  address?: string;
  caipAddress?: string;
  network?: { caipNetworkId: string; name: string };
  /** In base units, as a decimal string. */
  balance?: string;
  /** Sign-in with the wallet: `signed-out`, `signing` or `signed-in` (with the session's address, network and end). */
  signIn: SignInSnapshot;
}

/** The element's attributes and events as JSX props (`onconnect`…: React 19 and Preact listen to the event of that name). */
export type WalletModalJsxProps = WalletModalSettingAttributes & {
  open?: BooleanAttribute;
  config?: WalletModalConfig;
} & { [Type in keyof WalletModalEventMap as `on${Type}`]?: (event: WalletModalEventMap[Type]) => void };

// Every setting has its property, typed as the table's parser gives it, and no other: a row added to
// state/settings/table.ts fails here until `npm run build` (scripts/settings.mjs) rewrites ./setting-types.ts.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _EverySettingIsTyped = Assert<Equal<keyof SettingValues, SettingName>>;
type Properties = WalletModalSettingProperties;
type _EachAsParsed = Assert<Equal<{ [Name in keyof Properties]: Properties[Name] }, { [Name in keyof Properties]: SettingOptions[Name] }>>;

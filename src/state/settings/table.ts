// The element's settings, one row each: the property (the key), its kebab-case attribute, the parser
// (./parsers.ts) and the default; the comment above a row is its one-line doc. From this table come the
// attribute map, the parsed and resolved types (./schema.ts, ./options.ts), the element's properties
// (src/element), the public typings (src/element/setting-types.ts) and the manifest's attributes and
// fields (scripts/settings.mjs); README's attribute table is tested against it.
// Adding a setting is adding a row here (then `npm run build` writes the typings), and using it.
// A row's doc tag `@htmlElementProperty`: HTMLElement already types the property (its typings are left out).
import * as parse from './parsers';
import type { SettingParser } from './parsers';

export interface SettingRow<T> {
  readonly attribute: string;
  readonly parser: SettingParser<T>;
  /** Absent: the setting is optional (`undefined` until set). */
  readonly default?: T;
}

function setting<T>(attribute: string, parser: SettingParser<T>): SettingRow<T>;
function setting<T>(attribute: string, parser: SettingParser<T>, fallback: NoInfer<T>): SettingRow<T> & { readonly default: T };
function setting<T>(attribute: string, parser: SettingParser<T>, fallback?: T): SettingRow<T> {
  return fallback === undefined ? { attribute, parser } : { attribute, parser, default: fallback };
}

export const SETTINGS = {
  /** Cloud project id; needed for WalletConnect and the hosted APIs. Browser wallets work without it. */
  projectId: setting('project-id', parse.text),
  /** Colour scheme. */
  theme: setting('theme', parse.theme, 'dark'),
  /** Comma-separated CAIP-2 ids (`eip155:*`, `solana:*`). */
  networks: setting('networks', parse.networks, ['eip155:1']),
  /** CAIP-2 id to start on; default the first of `networks`. */
  defaultNetwork: setting('default-network', parse.networkId),
  /** Space-separated `caip2=url` pairs overriding a network's RPC. */
  rpcUrls: setting('rpc-urls', parse.rpcUrls, {}),
  /** Base URL of the blockchain service. */
  apiUrl: setting('api-url', parse.httpUrl, 'https://rpc.walletconnect.org'),
  /** Base URL of the wallet registry. */
  registryUrl: setting('registry-url', parse.httpUrl, 'https://api.web3modal.org'),
  /** Where analytics events and error reports go (`<url>/e`), only with `analytics`. */
  analyticsUrl: setting('analytics-url', parse.httpUrl, 'https://pulse.walletconnect.org'),
  /** WalletConnect relay. */
  relayUrl: setting('relay-url', parse.wsUrl, 'wss://relay.walletconnect.org'),
  /** The auth service whose frame holds embedded accounts' keys. */
  authUrl: setting('auth-url', parse.httpUrl, 'https://secure.walletconnect.org'),
  /** Ordered social logins; an empty value shows none. */
  socials: setting('socials', parse.socials, [...parse.SOCIAL_PROVIDERS]),
  /** Connect's sections in order: `wallets` (the page's), `email`, `social`; those left out follow in this default order. */
  connectOrder: setting('connect-order', parse.connectOrder, [...parse.CONNECT_SECTIONS]),
  /** Sign-in by email code; on by default, `email="false"` turns it off. */
  email: setting('email', parse.flagOn, true),
  /** The EVM account of an embedded sign-in. */
  accountType: setting('account-type', parse.accountType, 'smartAccount'),
  /** Base URL of the site's sign-in endpoints (`/nonce`, `/verify`, `/session`, `/signout`; README "Sign in with the wallet"): turns sign-in on. */
  signinUrl: setting('signin-url', parse.httpUrl),
  /** With sign-in configured: `required` (cancelling disconnects) or `optional` (cancelling keeps the connection). */
  signin: setting('signin', parse.signInMode, 'required'),
  /** A session holds for one network: a network change asks to sign in again (by default a session is per address). */
  signinPerNetwork: setting('signin-per-network', parse.flag, false),
  /** Disconnecting signs out at the site (`POST /signout`); `"false"` keeps the site's session for the next connect. */
  signoutOnDisconnect: setting('signout-on-disconnect', parse.flagOn, true),
  /** The corner transaction toasts show in (`bottom-end`, `bottom-start`, `top-end`, `top-start`), or `off`: none (the `transaction` events still fire). */
  toasts: setting('toasts', parse.toasts, 'bottom-end'),
  /** The zone names are registered in: a label plus `.reown.id`, the hosted service's. */
  nameZone: setting('name-zone', parse.nameZone, 'reown.id'),
  /** Ordered account features. */
  features: setting('features', parse.features, [...parse.ALL_FEATURES]),
  /** Comma-separated registry wallet ids to list. */
  includeWallets: setting('include-wallets', parse.walletIds, []),
  /** Comma-separated registry wallet ids to leave out. */
  excludeWallets: setting('exclude-wallets', parse.walletIds, []),
  /** Comma-separated registry wallet ids to recommend first. */
  featuredWallets: setting('featured-wallets', parse.walletIds, []),
  /** A wallet on an unconfigured network is not sent to UnsupportedChain. */
  allowUnsupportedChain: setting('allow-unsupported-chain', parse.flag, false),
  /** The modal offers no network but the active one. */
  disableNetworkSwitch: setting('disable-network-switch', parse.flag, false),
  /** No browser-wallet adapters; opening goes to WalletConnect. */
  walletconnectOnly: setting('walletconnect-only', parse.flag, false),
  /** Opt in to analytics; nothing is sent without it. */
  analytics: setting('analytics', parse.flag, false),
  /** Shows configuration errors in the UI. */
  debug: setting('debug', parse.flag, false),
  /**
   * BCP-47 locale of the UI strings; default the document's `lang`, else the browser's languages, else `en` (README "Languages").
   * @htmlElementProperty
   */
  lang: setting('lang', parse.lang, 'en'),
  /**
   * CSP nonce; none is needed (styles are adopted stylesheets).
   * @htmlElementProperty
   */
  nonce: setting('nonce', parse.text),
  /** Render no account button (the host opens the modal). */
  noButton: setting('no-button', parse.flag, false),
};

export type SettingName = keyof typeof SETTINGS;
export type SettingValue<Name extends SettingName> = (typeof SETTINGS)[Name] extends SettingRow<infer T> ? T : never;

/** Settings as the attributes and `config` give them: each one absent unless given. */
export type ParsedSettings = { -readonly [Name in SettingName]?: SettingValue<Name> };

type Defaulted = { [Name in SettingName]: (typeof SETTINGS)[Name] extends { default: unknown } ? Name : never }[SettingName];
/** Settings in effect: those with a default always have a value. */
export type SettingOptions = { [Name in Defaulted]: SettingValue<Name> } & {
  [Name in Exclude<SettingName, Defaulted>]?: SettingValue<Name>;
};

export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

/** The defaults, fresh (lists and maps are copied: options are replaced, never shared). */
export function settingDefaults(): SettingOptions {
  const defaults: Record<string, unknown> = {};
  for (const [name, row] of Object.entries(SETTINGS) as [SettingName, SettingRow<unknown>][]) {
    const value = row.default;
    if (value === undefined) continue;
    defaults[name] = Array.isArray(value) ? [...value] : typeof value === 'object' && value !== null ? { ...value } : value;
  }
  return defaults as SettingOptions;
}

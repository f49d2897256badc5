// The element's attribute schema: each attribute, the setting it feeds and
// its camelCase property. Parsing and validation live in state/settings/schema.ts.
import type { SettingName } from '../state';

/**
 * Attributes (kebab-case) → settings (camelCase properties).
 * - `project-id`: cloud project id, for WalletConnect and the hosted APIs.
 * - `theme`: `dark` (default), `light` or `system`.
 * - `networks`: comma-separated CAIP-2 ids; default `eip155:1`.
 * - `default-network`: CAIP-2 id to start on; default the first of `networks`.
 * - `rpc-urls`: space-separated `caip2=url` pairs overriding a network's RPC.
 * - `api-url`, `registry-url`: base URLs of the blockchain service and the wallet registry.
 * - `relay-url`: the WalletConnect relay.
 * - `auth-url`: the auth service whose frame holds embedded accounts' keys.
 * - `socials`: ordered social logins; empty shows none. `email`: on by default (`email="false"` turns it off).
 * - `account-type`: `smartAccount` (default) or `eoa`, the EVM account of an embedded sign-in.
 * - `analytics-url`: where analytics events and error reports go (only with `analytics`).
 * - `features`: ordered account features from onramp, swaps, receive, send, history, names.
 * - `include-wallets`, `exclude-wallets`, `featured-wallets`: registry wallet ids.
 * - `allow-unsupported-chain`, `disable-network-switch`, `walletconnect-only`,
 *   `analytics`, `debug`, `no-button`: booleans.
 * - `lang`: BCP-47 locale; default the document's `lang`, else `en`.
 * - `nonce`: CSP nonce (no inline style is ever emitted; kept for hosts that pass one).
 */
export const SETTING_ATTRIBUTES: Readonly<Record<string, SettingName>> = {
  'project-id': 'projectId',
  theme: 'theme',
  networks: 'networks',
  'default-network': 'defaultNetwork',
  'rpc-urls': 'rpcUrls',
  'api-url': 'apiUrl',
  'registry-url': 'registryUrl',
  'analytics-url': 'analyticsUrl',
  'relay-url': 'relayUrl',
  'auth-url': 'authUrl',
  socials: 'socials',
  email: 'email',
  'account-type': 'accountType',
  features: 'features',
  'include-wallets': 'includeWallets',
  'exclude-wallets': 'excludeWallets',
  'featured-wallets': 'featuredWallets',
  'allow-unsupported-chain': 'allowUnsupportedChain',
  'disable-network-switch': 'disableNetworkSwitch',
  'walletconnect-only': 'walletconnectOnly',
  analytics: 'analytics',
  debug: 'debug',
  lang: 'lang',
  nonce: 'nonce',
  'no-button': 'noButton',
};

/** `open` reflects whether the modal is open; setting it opens or closes. */
export const OPEN_ATTRIBUTE = 'open';

export function attributeOf(setting: SettingName): string {
  return Object.keys(SETTING_ATTRIBUTES).find((attribute) => SETTING_ATTRIBUTES[attribute] === setting) ?? setting;
}

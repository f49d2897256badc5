// The value type of each parser (./parsers.ts) as the public typings spell it (src/element/setting-types.ts).
// Read by scripts/settings.mjs only, so none of it is in the bundle; the type check of the generated typings
// checks these names against each parser's type.
import type * as parsers from './parsers';
import type { SettingParser } from './parsers';

type ParserName = {
  [Name in keyof typeof parsers]: (typeof parsers)[Name] extends SettingParser<unknown> ? Name : never;
}[keyof typeof parsers];

export const PARSER_TYPES: Record<ParserName, string> = {
  text: 'string',
  httpUrl: 'string',
  wsUrl: 'string',
  theme: 'Theme',
  accountType: 'EmbeddedAccountType',
  signInMode: 'SignInMode',
  toasts: 'ToastPlacement',
  features: 'AccountFeature[]',
  connectOrder: 'ConnectSection[]',
  socials: 'SocialProvider[]',
  walletIds: 'string[]',
  flag: 'boolean',
  flagOn: 'boolean',
  lang: 'string',
  nameZone: 'string',
  networkId: 'CaipNetworkId',
  networks: 'CaipNetworkId[]',
  rpcUrls: 'Record<string, string>',
};

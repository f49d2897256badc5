// Parsing and validation of the element's settings (attributes and `config`).
// Pure: a malformed value yields an issue, never an exception.
import { isLoopbackHost } from '../../services/http/safe-url';
import { parseCaipNetworkId, isSupportedNamespace, type AccountFeature, type CaipNetworkId, type Theme } from '../shared';

/** The social logins the modal knows, in the default order (SPEC §9). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** How the visitor signed in to an embedded account. */
export type AuthProvider = 'email' | SocialProvider;
/** The EVM account an embedded sign-in uses: the smart account (default) or the signing key's own address. */
export type EmbeddedAccountType = 'smartAccount' | 'eoa';
const ACCOUNT_TYPES: readonly EmbeddedAccountType[] = ['smartAccount', 'eoa'];

export const ALL_FEATURES: readonly AccountFeature[] = ['onramp', 'swaps', 'receive', 'send', 'history', 'names'];
const THEMES: readonly Theme[] = ['dark', 'light', 'system'];

export interface ParsedSettings {
  projectId?: string;
  theme?: Theme;
  networks?: CaipNetworkId[];
  defaultNetwork?: CaipNetworkId;
  rpcUrls?: Record<string, string>;
  apiUrl?: string;
  registryUrl?: string;
  analyticsUrl?: string;
  relayUrl?: string;
  features?: AccountFeature[];
  includeWallets?: string[];
  excludeWallets?: string[];
  featuredWallets?: string[];
  allowUnsupportedChain?: boolean;
  disableNetworkSwitch?: boolean;
  walletconnectOnly?: boolean;
  analytics?: boolean;
  debug?: boolean;
  lang?: string;
  nonce?: string;
  noButton?: boolean;
  authUrl?: string;
  socials?: SocialProvider[];
  email?: boolean;
  accountType?: EmbeddedAccountType;
}

export type SettingName = keyof ParsedSettings;

/** A rejected value: which setting, what was given, and why (an i18n key). */
export interface ConfigIssue {
  setting: string;
  value: string;
  reason:
    | 'unknownTheme'
    | 'invalidNetwork'
    | 'unsupportedNamespace'
    | 'invalidUrl'
    | 'insecureUrl'
    | 'invalidRpcUrls'
    | 'unknownFeature'
    | 'invalidLang'
    | 'emptyNetworks'
    | 'invalidConfig'
    | 'unknownSocial'
    | 'unknownAccountType'
    | 'invalidMessages'
    | 'invalidSwapRouters'
    // Another <wallet-modal> on the page (the first) already sets the page's settings.
    | 'conflictingElement';
}

type Result<T> = { value: T } | { issue: ConfigIssue['reason']; at?: string };

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function isCaipNetworkId(value: string): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * An absolute http(s) or ws(s) URL: a relative one is more often a typo ("http//host") than intended. Plain
 * http:/ws: only on loopback (a devnet): elsewhere anyone on the way could rewrite what the services answer.
 */
function parseUrl(raw: string, protocols: readonly string[]): Result<string> {
  try {
    const url = new URL(raw.trim());
    if (!protocols.includes(url.protocol)) return { issue: 'invalidUrl' };
    if ((url.protocol === 'http:' || url.protocol === 'ws:') && !isLoopbackHost(url.hostname)) return { issue: 'insecureUrl' };
    return { value: url.href.replace(/\/$/, '') };
  } catch {
    return { issue: 'invalidUrl' };
  }
}

function parseNetworks(raw: string): Result<CaipNetworkId[]> {
  const ids = list(raw);
  if (ids.length === 0) return { issue: 'emptyNetworks' };
  for (const id of ids) {
    if (!isCaipNetworkId(id)) return { issue: 'invalidNetwork', at: id };
    if (!isSupportedNamespace(id.split(':')[0] ?? '')) return { issue: 'unsupportedNamespace', at: id };
  }
  return { value: [...new Set(ids)] as CaipNetworkId[] };
}

function parseRpcUrls(raw: string): Result<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const pair of raw.split(/\s+/).filter(Boolean)) {
    const separator = pair.indexOf('=');
    const id = pair.slice(0, separator);
    if (separator < 0 || !isCaipNetworkId(id)) return { issue: 'invalidRpcUrls', at: pair };
    const url = parseUrl(pair.slice(separator + 1), ['http:', 'https:']);
    if ('issue' in url) return { issue: url.issue, at: pair };
    urls[id] = url.value;
  }
  return { value: urls };
}

function parseFeatures(raw: string): Result<AccountFeature[]> {
  const features = list(raw);
  const unknown = features.find((feature) => !ALL_FEATURES.includes(feature as AccountFeature));
  if (unknown) return { issue: 'unknownFeature', at: unknown };
  return { value: [...new Set(features)] as AccountFeature[] };
}

function parseSocials(raw: string): Result<SocialProvider[]> {
  const socials = list(raw);
  const unknown = socials.find((social) => !SOCIAL_PROVIDERS.includes(social as SocialProvider));
  if (unknown) return { issue: 'unknownSocial', at: unknown };
  return { value: [...new Set(socials)] as SocialProvider[] };
}

/** HTML boolean attribute semantics: present means true, except an explicit "false". */
export function parseBoolean(raw: string | null): boolean {
  return raw !== null && raw.trim().toLowerCase() !== 'false';
}

export const BOOLEAN_SETTINGS: ReadonlySet<SettingName> = new Set([
  'allowUnsupportedChain',
  'disableNetworkSwitch',
  'walletconnectOnly',
  'analytics',
  'debug',
  'noButton',
]);

/**
 * Booleans that are on by default (`email`): absent keeps the default, `email="false"` turns it
 * off, any other value (or the bare attribute) on.
 */
export const DEFAULT_ON_SETTINGS: ReadonlySet<SettingName> = new Set(['email']);

/** Lists where an empty value means "none" rather than "the default" (`socials=""` shows no social button). */
const EMPTY_MEANS_NONE: ReadonlySet<SettingName> = new Set(['socials']);

/** The string form of a setting's value, as an attribute holds it (null: absent). */
export function toSettingString(setting: SettingName, value: unknown): string | null {
  if (BOOLEAN_SETTINGS.has(setting)) return value === true || value === '' || value === 'true' ? '' : null;
  if (DEFAULT_ON_SETTINGS.has(setting))
    return value === undefined || value === null ? null : value === false || value === 'false' ? 'false' : '';
  if (value === undefined || value === null || value === false) return null;
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([id, url]) => `${id}=${String(url)}`)
      .join(' ');
  }
  return String(value);
}

/** Parses one setting from its string form. */
export function parseSetting(name: SettingName, raw: string | null): Result<ParsedSettings[SettingName]> {
  if (BOOLEAN_SETTINGS.has(name)) return { value: parseBoolean(raw) };
  if (DEFAULT_ON_SETTINGS.has(name)) return { value: raw === null ? undefined : parseBoolean(raw) };
  if (raw !== null && raw.trim() === '' && EMPTY_MEANS_NONE.has(name)) return { value: [] };
  if (raw === null || raw.trim() === '') return { value: undefined };
  switch (name) {
    case 'theme':
      return THEMES.includes(raw.trim() as Theme) ? { value: raw.trim() as Theme } : { issue: 'unknownTheme' };
    case 'networks':
      return parseNetworks(raw);
    case 'defaultNetwork':
      return isCaipNetworkId(raw.trim()) ? { value: raw.trim() as CaipNetworkId } : { issue: 'invalidNetwork' };
    case 'rpcUrls':
      return parseRpcUrls(raw);
    case 'apiUrl':
    case 'registryUrl':
    case 'authUrl':
    case 'analyticsUrl':
      return parseUrl(raw, ['http:', 'https:']);
    case 'relayUrl':
      return parseUrl(raw, ['ws:', 'wss:']);
    case 'features':
      return parseFeatures(raw);
    case 'includeWallets':
    case 'excludeWallets':
    case 'featuredWallets':
      return { value: list(raw) };
    case 'socials':
      return parseSocials(raw);
    case 'accountType':
      return ACCOUNT_TYPES.includes(raw.trim() as EmbeddedAccountType)
        ? { value: raw.trim() as EmbeddedAccountType }
        : { issue: 'unknownAccountType' };
    case 'lang':
      return /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(raw.trim()) ? { value: raw.trim() } : { issue: 'invalidLang' };
    default:
      return { value: raw.trim() };
  }
}

/** Parses a set of raw settings; bad values are dropped and reported. */
export function parseSettings(raw: Partial<Record<SettingName, string | null>>) {
  const settings: ParsedSettings = {};
  const issues: ConfigIssue[] = [];
  for (const [name, value] of Object.entries(raw) as [SettingName, string | null][]) {
    const result = parseSetting(name, value);
    if ('issue' in result) issues.push({ setting: name, value: result.at ?? String(value), reason: result.issue });
    else (settings as Record<string, unknown>)[name] = result.value;
  }
  return { settings, issues };
}

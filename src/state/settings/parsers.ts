// The parsers a setting's row in ./table.ts names: each turns an attribute's text into a
// typed value or an issue, and says how the value is written back and typed. Pure.
import { isLoopbackHost } from '../../services/http/safe-url';
import { isSupportedNamespace, parseCaipNetworkId, type AccountFeature, type CaipNetworkId, type Theme } from '../shared';

/** The social logins the modal knows, in the default order (SPEC §9). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** How the visitor signed in to an embedded account. */
export type AuthProvider = 'email' | SocialProvider;
/** The EVM account an embedded sign-in uses: the smart account (default) or the signing key's own address. */
export type EmbeddedAccountType = 'smartAccount' | 'eoa';
/** Whether the visitor must sign in once connected (`signin`). */
export type SignInMode = 'required' | 'optional';
/** Where transaction toasts show, or `off`. */
export type ToastPlacement = 'bottom-end' | 'bottom-start' | 'top-end' | 'top-start' | 'off';

export const ALL_FEATURES: readonly AccountFeature[] = ['onramp', 'swaps', 'receive', 'send', 'history', 'names'];

/** Connect's sections a host orders (`connect-order`): the page's wallets, the email field, the social logins; the default order. */
export const CONNECT_SECTIONS = ['wallets', 'email', 'social'] as const;
export type ConnectSection = (typeof CONNECT_SECTIONS)[number];

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
    | 'unknownSignInMode'
    | 'unknownToasts'
    | 'invalidMessages'
    | 'invalidSwapRouters'
    | 'invalidNameZone'
    | 'unknownConnectSection'
    // Another <wallet-modal> on the page (the first) already sets the page's settings.
    | 'conflictingElement';
}

export type Result<T> = { value: T } | { issue: ConfigIssue['reason']; at?: string };

/**
 * How a value is written as an attribute: one value, a comma-separated list, space-separated `caip2=url`
 * pairs, a boolean that is off unless present, or one that is on unless `"false"`.
 */
export type SettingForm = 'text' | 'list' | 'pairs' | 'flag' | 'flagOn';

// Each parser's value type as the public typings spell it is in ./parser-types.ts, which only scripts/settings.mjs reads.
export interface SettingParser<T> {
  readonly form: SettingForm;
  /** Parses a value that is not blank (blank and absent values: ./schema.ts). */
  readonly parse: (raw: string) => Result<T>;
  /** The values an enumeration accepts: its attribute's type in the manifest. */
  readonly values?: readonly string[];
  /** An empty value means none rather than the default (`socials=""` shows no social button). */
  readonly emptyMeansNone?: boolean;
}

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

/** A list whose every entry is one of `known`, without repeats. */
function knownList<T extends string>(known: readonly T[], issue: ConfigIssue['reason']): SettingParser<T[]> {
  return {
    form: 'list',
    parse: (raw) => {
      const entries = list(raw);
      const unknown = entries.find((entry) => !known.includes(entry as T));
      return unknown ? { issue, at: unknown } : { value: [...new Set(entries)] as T[] };
    },
  };
}

/** One of `values`. */
function oneOf<T extends string>(values: readonly T[], issue: ConfigIssue['reason']): SettingParser<T> {
  return {
    form: 'text',
    values,
    parse: (raw) => (values.includes(raw.trim() as T) ? { value: raw.trim() as T } : { issue }),
  };
}

const url = (protocols: readonly string[]): SettingParser<string> => ({
  form: 'text',
  parse: (raw) => parseUrl(raw, protocols),
});

export const text: SettingParser<string> = { form: 'text', parse: (raw) => ({ value: raw.trim() }) };
export const httpUrl = url(['http:', 'https:']);
export const wsUrl = url(['ws:', 'wss:']);
export const theme = oneOf<Theme>(['dark', 'light', 'system'], 'unknownTheme');
export const accountType = oneOf<EmbeddedAccountType>(['smartAccount', 'eoa'], 'unknownAccountType');
export const signInMode = oneOf<SignInMode>(['required', 'optional'], 'unknownSignInMode');
export const toasts = oneOf<ToastPlacement>(['bottom-end', 'bottom-start', 'top-end', 'top-start', 'off'], 'unknownToasts');
export const features = knownList(ALL_FEATURES, 'unknownFeature');
/** Connect's sections in the host's order; those it leaves out follow in the default order. */
export const connectOrder: SettingParser<ConnectSection[]> = {
  form: 'list',
  parse: (raw) => {
    const result = knownList(CONNECT_SECTIONS, 'unknownConnectSection').parse(raw);
    return 'value' in result ? { value: [...new Set([...result.value, ...CONNECT_SECTIONS])] } : result;
  },
};
export const socials: SettingParser<SocialProvider[]> = {
  ...knownList(SOCIAL_PROVIDERS, 'unknownSocial'),
  emptyMeansNone: true,
};
export const walletIds: SettingParser<string[]> = { form: 'list', parse: (raw) => ({ value: list(raw) }) };
/** HTML boolean attribute semantics: present means true, except an explicit "false". */
export function parseBoolean(raw: string | null): boolean {
  return raw !== null && raw.trim().toLowerCase() !== 'false';
}

/** A boolean that is off unless present, and one that is on unless `"false"` (absent: the default). */
export const flag: SettingParser<boolean> = { form: 'flag', parse: (raw) => ({ value: parseBoolean(raw) }) };
export const flagOn: SettingParser<boolean> = { ...flag, form: 'flagOn' };

export const lang: SettingParser<string> = {
  form: 'text',
  parse: (raw) => (/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(raw.trim()) ? { value: raw.trim() } : { issue: 'invalidLang' }),
};

/** The zone names are registered in (`reown.id`): two or more dot-separated lowercase labels of letters, digits and hyphens, ≤ 253 characters. */
export const nameZone: SettingParser<string> = {
  form: 'text',
  parse: (raw) =>
    raw.trim().length <= 253 && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(raw.trim()) ? { value: raw.trim() } : { issue: 'invalidNameZone' },
};

export const networkId: SettingParser<CaipNetworkId> = {
  form: 'text',
  parse: (raw) => (isCaipNetworkId(raw.trim()) ? { value: raw.trim() as CaipNetworkId } : { issue: 'invalidNetwork' }),
};

export const networks: SettingParser<CaipNetworkId[]> = {
  form: 'list',
  parse: (raw) => {
    const ids = list(raw);
    if (ids.length === 0) return { issue: 'emptyNetworks' };
    for (const id of ids) {
      if (!isCaipNetworkId(id)) return { issue: 'invalidNetwork', at: id };
      if (!isSupportedNamespace(id.split(':')[0] ?? '')) return { issue: 'unsupportedNamespace', at: id };
    }
    return { value: [...new Set(ids)] as CaipNetworkId[] };
  },
};

export const rpcUrls: SettingParser<Record<string, string>> = {
  form: 'pairs',
  parse: (raw) => {
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
  },
};

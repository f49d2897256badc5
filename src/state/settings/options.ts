// The resolved settings of the element: defaults, then `config`, then attributes.
import { proxy, ref } from 'valtio';
import { allowLoopbackFor } from '../../services/http/safe-url';
import { SOCIAL_PROVIDERS, type ConfigIssue, type EmbeddedAccountType, type ParsedSettings, type SocialProvider } from './schema';
import type { AccountFeature, CaipNetworkId, Network, Theme } from '../shared';
import type { HostMessages } from './host-messages';
import { intlLocale, KNOWN_LOCALES, localeDirection, negotiateLocale, PSEUDO_LOCALE, type TextDirection } from './locale';

export const DEFAULT_API_URL = 'https://rpc.walletconnect.org';
export const DEFAULT_REGISTRY_URL = 'https://api.web3modal.org';
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';
/** The hosted auth service whose frame holds embedded accounts' keys (docs/auth-frame-protocol.md). */
export const DEFAULT_AUTH_URL = 'https://secure.walletconnect.org';
/** The hosted analytics endpoint: events go to `<url>/e`, and only with the `analytics` attribute. */
export const DEFAULT_ANALYTICS_URL = 'https://pulse.walletconnect.org';
export const DEFAULT_FEATURES: readonly AccountFeature[] = ['onramp', 'swaps', 'receive', 'send', 'history', 'names'];

export interface Options {
  projectId?: string;
  theme: Theme;
  networks: CaipNetworkId[];
  defaultNetwork?: CaipNetworkId;
  rpcUrls: Record<string, string>;
  apiUrl: string;
  registryUrl: string;
  analyticsUrl: string;
  relayUrl: string;
  features: AccountFeature[];
  includeWallets: string[];
  excludeWallets: string[];
  featuredWallets: string[];
  allowUnsupportedChain: boolean;
  disableNetworkSwitch: boolean;
  walletconnectOnly: boolean;
  analytics: boolean;
  debug: boolean;
  /** The tag numbers and dates are formatted for: the requested `lang` (or browser language) that chose `locale`, else `en`. */
  lang: string;
  /** The catalogue in use: a known locale, a host's own (from `messages`), or `en` (./locale.ts). */
  locale: string;
  /** The text direction of `locale`. */
  dir: TextDirection;
  nonce?: string;
  noButton: boolean;
  authUrl: string;
  socials: SocialProvider[];
  email: boolean;
  accountType: EmbeddedAccountType;
}

export function defaultOptions(): Options {
  return {
    theme: 'dark',
    networks: ['eip155:1'],
    rpcUrls: {},
    apiUrl: DEFAULT_API_URL,
    registryUrl: DEFAULT_REGISTRY_URL,
    analyticsUrl: DEFAULT_ANALYTICS_URL,
    relayUrl: DEFAULT_RELAY_URL,
    features: [...DEFAULT_FEATURES],
    includeWallets: [],
    excludeWallets: [],
    featuredWallets: [],
    allowUnsupportedChain: false,
    disableNetworkSwitch: false,
    walletconnectOnly: false,
    analytics: false,
    debug: false,
    lang: 'en',
    locale: 'en',
    dir: 'ltr',
    noButton: false,
    authUrl: DEFAULT_AUTH_URL,
    socials: [...SOCIAL_PROVIDERS],
    email: true,
    accountType: 'smartAccount',
  };
}

type Layer = 'config' | 'attributes';

interface OptionsState {
  options: Options;
  layers: Record<Layer, ParsedSettings>;
  issues: Record<Layer, ConfigIssue[]>;
  /** Network definitions a host passed through `config` (name, RPC, explorer...). */
  customNetworks: Network[];
  /** The document's language, used when no `lang` is set. */
  documentLang?: string;
  /** The host's strings per locale: `config.messages`, then the element's `messages` property (which wins). */
  hostMessages: Record<'config' | 'element', HostMessages>;
  /** The host's swap routers by CAIP-2 id (`config.swapRouters`, ./swap-routers.ts). */
  swapRouters: Record<string, readonly `0x${string}`[]>;
}

export const optionsState = proxy<OptionsState>({
  options: defaultOptions(),
  layers: { config: {}, attributes: {} },
  issues: { config: [], attributes: [] },
  customNetworks: [],
  hostMessages: { config: { strings: {}, dirs: {} }, element: { strings: {}, dirs: {} } },
  swapRouters: {},
});

function definedEntries(settings: ParsedSettings) {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

/** The host's messages, both layers merged (the element's property wins). */
export function hostMessages(): HostMessages {
  const { config, element } = optionsState.hostMessages;
  if (mergedMessages?.config !== config || mergedMessages.element !== element) {
    const strings = { ...config.strings };
    for (const [tag, entries] of Object.entries(element.strings)) strings[tag] = { ...strings[tag], ...entries };
    mergedMessages = { config, element, value: { strings, dirs: { ...config.dirs, ...element.dirs } } };
  }
  return mergedMessages.value;
}

let mergedMessages: { config: HostMessages; element: HostMessages; value: HostMessages } | undefined;

/** `lang` if set, else the browser's languages, negotiated against the known locales and the host's own. */
function chooseLocale(requested: string | undefined): Pick<Options, 'lang' | 'locale' | 'dir'> {
  const { strings, dirs } = hostMessages();
  const known = [...Object.keys(KNOWN_LOCALES), ...Object.keys(strings), PSEUDO_LOCALE];
  const preferences = requested ? [requested] : (globalThis.navigator?.languages ?? []);
  const { locale, requested: chosen } = negotiateLocale(preferences, known);
  return { locale, lang: intlLocale(chosen), dir: localeDirection(locale, dirs[locale]) };
}

/** Sets one layer of the host's messages (already validated) and re-resolves the locale. */
export function setHostMessages(layer: 'config' | 'element', messages: HostMessages) {
  optionsState.hostMessages[layer] = messages;
  resolveOptions();
}

/** Recomputes `options` from defaults and both layers (attributes win). */
export function resolveOptions() {
  const { layers, documentLang } = optionsState;
  const merged = {
    ...defaultOptions(),
    ...(documentLang ? { lang: documentLang } : {}),
    ...definedEntries(layers.config),
    ...definedEntries(layers.attributes),
  } as Options;
  if (merged.networks.length === 0) merged.networks = defaultOptions().networks;
  Object.assign(merged, chooseLocale(layers.attributes.lang ?? layers.config.lang ?? documentLang));
  optionsState.options = merged;
  allowLoopbackFor([merged.apiUrl, merged.registryUrl, merged.relayUrl, merged.authUrl]);
}

export function setSettingsLayer(layer: Layer, settings: ParsedSettings, issues: ConfigIssue[]) {
  optionsState.layers[layer] = settings;
  optionsState.issues[layer] = issues;
  resolveOptions();
}

export function setCustomNetworks(networks: Network[]) {
  optionsState.customNetworks = networks.map((network) => ref({ ...network }));
}

export function setSwapRouters(routers: Record<string, readonly `0x${string}`[]>) {
  optionsState.swapRouters = routers;
}

export function setDocumentLang(lang: string | undefined) {
  optionsState.documentLang = lang || undefined;
  resolveOptions();
}

export function allConfigIssues(): ConfigIssue[] {
  return [...optionsState.issues.config, ...optionsState.issues.attributes];
}

export function resetOptions() {
  optionsState.options = defaultOptions();
  optionsState.layers = { config: {}, attributes: {} };
  optionsState.issues = { config: [], attributes: [] };
  optionsState.customNetworks = [];
  optionsState.documentLang = undefined;
  optionsState.swapRouters = {};
  optionsState.hostMessages = { config: { strings: {}, dirs: {} }, element: { strings: {}, dirs: {} } };
  allowLoopbackFor([]);
}

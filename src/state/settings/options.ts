// The resolved settings of the element: defaults, then `config`, then attributes.
import { ref } from 'valtio';
import { allowLoopbackFor } from '../../services/http/safe-url';
import type { ConfigIssue, ParsedSettings } from './schema';
import { settingDefaults, type SettingOptions } from './table';
import { defineProxySlice, defineSlice, type Network } from '../shared';
import type { HostMessages } from './host-messages';
import { intlLocale, KNOWN_LOCALES, localeDirection, negotiateLocale, PSEUDO_LOCALE, type TextDirection } from './locale';

/**
 * The resolved options: every setting (./table.ts), plus the locale chosen for `lang`. `lang` is then the tag
 * numbers and dates are formatted for: the requested `lang` (or browser language) that chose `locale`, else `en`.
 */
export type Options = SettingOptions & {
  /** The catalogue in use: a known locale, a host's own (from `messages`), or `en` (./locale.ts). */
  locale: string;
  /** The text direction of `locale`. */
  dir: TextDirection;
};

export function defaultOptions(): Options {
  return { ...settingDefaults(), locale: 'en', dir: 'ltr' };
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

export const optionsState = defineProxySlice<OptionsState>({
  name: 'settings/options',
  initial: () => ({
    options: defaultOptions(),
    layers: { config: {}, attributes: {} },
    issues: { config: [], attributes: [] },
    customNetworks: [],
    hostMessages: { config: { strings: {}, dirs: {} }, element: { strings: {}, dirs: {} } },
    swapRouters: {},
  }),
  reset: () => allowLoopbackFor([]),
});

function definedEntries(settings: ParsedSettings) {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

/** The host's messages, both layers merged (the element's property wins). */
export function hostMessages(): HostMessages {
  const { config, element } = optionsState.hostMessages;
  if (lastMerge.value && lastMerge.config === config && lastMerge.element === element) return lastMerge.value;
  const strings = { ...config.strings };
  for (const [tag, entries] of Object.entries(element.strings)) strings[tag] = { ...strings[tag], ...entries };
  const value = { strings, dirs: { ...config.dirs, ...element.dirs } };
  Object.assign(lastMerge, { config, element, value });
  return value;
}

/** The last merge of the host's messages, kept while both layers are the same objects. */
const lastMerge = defineSlice<{ config?: HostMessages; element?: HostMessages; value?: HostMessages }>({
  name: 'settings/merged-messages',
  initial: () => ({}),
});

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

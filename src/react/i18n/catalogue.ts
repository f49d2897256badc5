// The message catalogues: English (built in, the source and the fallback of every key; its error
// messages are a chunk of their own, in before the modal renders: ./english-errors.ts), a locale's
// loaded translation over it, and the host's `messages` over both.
import { accountMessages } from './en/account';
import { authMessages } from './en/auth';
import { buttonMessages } from './en/button';
import { configMessages } from './en/config';
import type { errorMessages } from './en/errors';
import { englishErrorMessages } from './english-errors';
import { featuresMessages } from './en/features';
import { networksMessages } from './en/networks';
import { sessionsMessages } from './en/sessions';
import { siwxMessages } from './en/siwx';
import type { toastMessages } from './en/toasts';
import { uiMessages } from './en/ui';
import { walletsMessages } from './en/wallets';
import { walletConnectMessages } from './en/walletconnect';
import { featureMessages } from '../features/strings';
import { PSEUDO_LOCALE, pseudoLocalize } from './pseudo';

export { format } from './format';
export { formatMessage, placeholderNames, type MessageParams } from './message-format';
export { PSEUDO_LOCALE } from './pseudo';

const englishBase = {
  ...buttonMessages,
  ...uiMessages,
  ...configMessages,
  ...accountMessages,
  ...sessionsMessages,
  ...walletsMessages,
  ...walletConnectMessages,
  ...authMessages,
  ...siwxMessages,
  ...featuresMessages,
  ...networksMessages,
  ...featureMessages,
} as const;
// The toasts' strings come with their own chunk (src/element/toasts); translations carry them like the rest.
export type MessageKey = keyof typeof englishBase | keyof typeof errorMessages | keyof typeof toastMessages;
export type Catalogue = Record<MessageKey, string>;

const englishCache: { errors?: object; catalogue?: Catalogue } = {};

/** English: every key once the error messages' chunk is in (the element loads it before it renders the modal). */
export function english(): Catalogue {
  const errors = englishErrorMessages();
  if (englishCache.errors !== errors) Object.assign(englishCache, { errors, catalogue: { ...englishBase, ...errors } });
  return englishCache.catalogue as Catalogue;
}

/** `base` with the non-empty strings of each layer over it, for keys English has. */
export function overlay<T extends Record<string, string>>(
  base: T,
  ...layers: (Readonly<Record<string, string | undefined>> | undefined)[]
): T {
  const result: Record<string, string> = { ...base };
  for (const layer of layers) {
    for (const [key, text] of Object.entries(layer ?? {}))
      if (typeof text === 'string' && text !== '' && Object.hasOwn(base, key)) result[key] = text;
  }
  return result as T;
}

const cache = new Map<string, { base: Catalogue; translation?: object; host?: object; catalogue: Catalogue }>();

/**
 * The catalogue for `locale`: English, its `translation` over it (missing keys stay English),
 * the host's strings for it over both. The pseudo-locale marks every English string.
 */
export function catalogueFor(
  locale: string,
  translation?: Readonly<Record<string, string | undefined>>,
  host?: Readonly<Record<string, string>>,
): Catalogue {
  const en = english();
  const hit = cache.get(locale);
  if (hit && hit.base === en && hit.translation === translation && hit.host === host) return hit.catalogue;
  const base = locale === PSEUDO_LOCALE ? pseudoLocalize(en) : en;
  const catalogue = overlay<Catalogue>(base, translation, host);
  cache.set(locale, { base: en, translation, host, catalogue });
  return catalogue;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(english(), key);
}

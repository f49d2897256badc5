// The message catalogues: English (built in, the source and the fallback of every key), a
// locale's loaded translation over it, and the host's `messages` over both.
import { accountMessages } from './en/account';
import { authMessages } from './en/auth';
import { buttonMessages } from './en/button';
import { configMessages } from './en/config';
import { errorMessages } from './en/errors';
import { featuresMessages } from './en/features';
import { networksMessages } from './en/networks';
import { sessionsMessages } from './en/sessions';
import { uiMessages } from './en/ui';
import { walletsMessages } from './en/wallets';
import { walletConnectMessages } from './en/walletconnect';
import { featureMessages } from '../features/strings';
import { PSEUDO_LOCALE, pseudoLocalize } from './pseudo';

export { format } from './format';
export { formatMessage, placeholderNames, type MessageParams } from './message-format';
export { PSEUDO_LOCALE } from './pseudo';

export const en = {
  ...buttonMessages,
  ...uiMessages,
  ...configMessages,
  ...accountMessages,
  ...errorMessages,
  ...sessionsMessages,
  ...walletsMessages,
  ...walletConnectMessages,
  ...authMessages,
  ...featuresMessages,
  ...networksMessages,
  ...featureMessages,
} as const;
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

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

const cache = new Map<string, { translation?: object; host?: object; catalogue: Catalogue }>();

/**
 * The catalogue for `locale`: English, its `translation` over it (missing keys stay English),
 * the host's strings for it over both. The pseudo-locale marks every English string.
 */
export function catalogueFor(
  locale: string,
  translation?: Readonly<Record<string, string | undefined>>,
  host?: Readonly<Record<string, string>>,
): Catalogue {
  const hit = cache.get(locale);
  if (hit && hit.translation === translation && hit.host === host) return hit.catalogue;
  const base = locale === PSEUDO_LOCALE ? pseudoLocalize(en) : en;
  const catalogue = overlay<Catalogue>(base, translation, host);
  cache.set(locale, { translation, host, catalogue });
  return catalogue;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

// The message catalogues and how a `lang` picks one.
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
export { PSEUDO_LOCALE } from './pseudo';

export const en = { ...buttonMessages, ...uiMessages, ...configMessages, ...accountMessages, ...errorMessages, ...sessionsMessages, ...walletsMessages, ...walletConnectMessages, ...authMessages, ...featuresMessages, ...networksMessages, ...featureMessages } as const;
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

const catalogues: Record<string, Catalogue> = { en };

/** The catalogue for a BCP-47 tag: exact, then its language, then English. */
export function catalogueFor(lang: string): Catalogue {
  if (lang === PSEUDO_LOCALE) return pseudoLocalize(en);
  const exact = catalogues[lang.toLowerCase()];
  const base = catalogues[lang.split('-')[0]?.toLowerCase() ?? ''];
  return exact ?? base ?? en;
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}


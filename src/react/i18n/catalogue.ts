// The message catalogues and how a `lang` picks one.
import { accountMessages } from './en/account';
import { errorMessages } from './en/errors';
import { featuresMessages } from './en/features';
import { networksMessages } from './en/networks';
import { sessionsMessages } from './en/sessions';
import { uiMessages } from './en/ui';
import { walletsMessages } from './en/wallets';
import { walletConnectMessages } from './en/walletconnect';

export const en = { ...uiMessages, ...accountMessages, ...errorMessages, ...sessionsMessages, ...walletsMessages, ...walletConnectMessages, ...featuresMessages, ...networksMessages } as const;
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

/** Pseudo-locale (as in Chrome and Android): every catalogue string is marked, so tests can find strings that bypass the catalogue. */
export const PSEUDO_LOCALE = 'en-XA';

function pseudoLocalize(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, `⟦${text}⟧`])) as Catalogue;
}

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

export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

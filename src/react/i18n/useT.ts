// The views' translate function: the active locale's catalogue (loading its chunk on first use),
// placeholders and plurals filled for the locale.
import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { hostMessages, optionsState } from '../../state/settings';
import { catalogueFor, formatMessage, isMessageKey, type MessageKey, type MessageParams } from './catalogue';
import { loadLocale, localeState } from './load';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The translate function for the element's current locale; re-renders when the locale, its chunk or the host's messages change. */
export function useT(): Translate {
  const { options, hostMessages: layers } = useSnapshot(optionsState);
  const { loaded } = useSnapshot(localeState);
  const { locale, lang } = options;
  useEffect(() => void loadLocale(locale), [locale]);
  void layers; // tracked: a change of the host's messages re-renders
  const catalogue = catalogueFor(locale, loaded[locale], hostMessages().strings[locale]);
  return useCallback((key, params) => formatMessage(catalogue[key], params, lang), [catalogue, lang]);
}

/** Translates a key that arrives as data (an error's messageKey); unknown keys fall back to the unknown error. */
export function useTranslateKey() {
  const t = useT();
  return useCallback((key: string | undefined) => t(key && isMessageKey(key) ? key : 'error.unknown'), [t]);
}

/** The tag numbers, amounts and dates are formatted for (Intl), following `lang`. */
export function useFormatLocale(): string {
  return useSnapshot(optionsState).options.lang;
}

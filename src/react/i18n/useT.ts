import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { optionsState } from '../../state/settings';
import { catalogueFor, format, isMessageKey, type MessageKey } from './catalogue';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The translate function for the element's current `lang`. */
export function useT(): Translate {
  const { options } = useSnapshot(optionsState);
  const catalogue = catalogueFor(options.lang);
  return useCallback((key, params) => format(catalogue[key], params), [catalogue]);
}

/** Translates a key that arrives as data (an error's messageKey); unknown keys fall back to the unknown error. */
export function useTranslateKey() {
  const t = useT();
  return useCallback((key: string | undefined) => t(key && isMessageKey(key) ? key : 'error.unknown'), [t]);
}

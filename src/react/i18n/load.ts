// Loading a translation: each built-in locale is its own chunk (`./locales/<tag>.ts`),
// fetched only for the locale in use; English is built in and never loads. The loaded
// translations sit in a small store the button and the views follow, so a `lang` change
// (or a chunk arriving) re-renders them. A failed load leaves English and is retried on the
// next call.
import { loadLocaleChunk } from '../chunks/locales';
import { proxy, ref } from 'valtio';
import { KNOWN_LOCALES, SOURCE_LOCALE } from '../../state/settings';
import type { LocaleMessages } from './locale-types';

interface LocaleModule {
  messages: LocaleMessages;
}

/** The translations loaded so far, by locale tag. */
export const localeState = proxy<{ loaded: Record<string, LocaleMessages> }>({ loaded: {} });

const pending = new Map<string, Promise<void>>();

/** A locale's module: its own chunk (../chunks.ts). */
function importLocale(locale: string): Promise<LocaleModule> {
  return loadLocaleChunk(locale) as Promise<LocaleModule>;
}

/** Whether `locale` has a built-in translation to load (English and hosts' own locales do not). */
export function hasLocaleChunk(locale: string): boolean {
  return locale !== SOURCE_LOCALE && Object.hasOwn(KNOWN_LOCALES, locale);
}

/** Loads `locale`'s translation once; resolves when it is in `localeState` (or failed, leaving English). */
export function loadLocale(locale: string): Promise<void> {
  if (!hasLocaleChunk(locale) || localeState.loaded[locale]) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = importLocale(locale).then(
      (module) => {
        const messages = module.messages;
        if (messages && typeof messages === 'object') localeState.loaded[locale] = ref({ ...messages });
      },
      () => {
        // English stays; the next render asks again.
        pending.delete(locale);
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}

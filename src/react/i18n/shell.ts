// The few strings the element's shell needs before (and without) the modal:
// the account button's labels (English until the locale's chunk arrives: the shell
// starts loading it at once when the locale is not English), and English text for
// `error` events (the error messages once their chunk is in: ./english-errors.ts).
// The full English catalogue stays in the modal's chunk.
import { buttonMessages } from './en/button';
import { configMessages } from './en/config';
import { englishErrorMessages, hasEnglishErrorMessage } from './english-errors';
import { hostMessages } from '../../state/settings';
import { format } from './format';
import { loadLocale, localeState } from './load';
import { PSEUDO_LOCALE, pseudoLocalize } from './pseudo';

export { loadLocale, localeState } from './load';
export { addEnglishErrorMessages } from './english-errors';

export type ButtonMessages = Record<keyof typeof buttonMessages, string>;

/** The button's labels in `locale`: its translation once loaded (this starts the load), the host's strings over it; English meanwhile. */
export function buttonMessagesFor(locale: string): ButtonMessages {
  if (locale === PSEUDO_LOCALE) return pseudoLocalize(buttonMessages);
  void loadLocale(locale);
  const result: Record<string, string> = { ...buttonMessages };
  for (const layer of [localeState.loaded[locale], hostMessages().strings[locale]]) {
    for (const key of Object.keys(buttonMessages)) {
      const text = (layer as Record<string, string | undefined> | undefined)?.[key];
      if (text) result[key] = text;
    }
  }
  return result as ButtonMessages;
}

/** Whether `englishMessage` has the English text of `key` now, or must wait for the error messages' chunk. */
export function hasEnglishMessage(key: string): boolean {
  return Object.hasOwn(configMessages, key) || hasEnglishErrorMessage(key);
}

/** An `error` event's message: English text for its key (the unknown error's otherwise), with the detail and why. */
export function englishMessage(key: string, detail?: string, reasonKey?: string): string {
  const errors = englishErrorMessages();
  const englishMessages: Record<string, string | undefined> = { ...errors, ...configMessages };
  const message = format(englishMessages[key] ?? errors['error.unknown']);
  const reason = reasonKey ? englishMessages[reasonKey] : undefined;
  const details = [detail, reason].filter(Boolean).join(': ');
  return details ? `${message} (${details})` : message;
}

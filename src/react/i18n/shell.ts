// The few strings the element's shell needs before (and without) the modal:
// the account button's labels, and English text for `error` events. The full
// catalogue stays in the modal's chunk.
import { buttonMessages } from './en/button';
import { configMessages } from './en/config';
import { errorMessages } from './en/errors';
import { format } from './format';
import { PSEUDO_LOCALE, pseudoLocalize } from './pseudo';

export type ButtonMessages = Record<keyof typeof buttonMessages, string>;

const englishMessages: Record<string, string> = { ...errorMessages, ...configMessages };

/** The button's labels in `lang` (English until the button has other translations). */
export function buttonMessagesFor(lang: string): ButtonMessages {
  return lang === PSEUDO_LOCALE ? pseudoLocalize(buttonMessages) : buttonMessages;
}

/** An `error` event's message: English text for its key (the unknown error's otherwise), with the detail and why. */
export function englishMessage(key: string, detail?: string, reasonKey?: string): string {
  const message = format(englishMessages[key] ?? errorMessages['error.unknown']);
  const reason = reasonKey ? englishMessages[reasonKey] : undefined;
  const details = [detail, reason].filter(Boolean).join(': ');
  return details ? `${message} (${details})` : message;
}

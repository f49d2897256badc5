// The English error messages (./en/errors.ts) are a chunk of their own (src/element/chunks.ts,
// `englishErrors`): they load when the page is idle, with the modal (which renders only once they are
// in), or at the first `error` event that needs one. Until then the shell has its few (./en/shell-errors.ts).
import type { ErrorMessageKey } from '../../services/errors';
import { shellErrorMessages } from './en/shell-errors';

export type ErrorMessages = Readonly<Record<ErrorMessageKey, string>>;

const english: { errors?: ErrorMessages } = {};

/** The English error messages: all of them once their chunk has loaded, else the shell's few. */
export function englishErrorMessages(): Partial<ErrorMessages> & Record<keyof typeof shellErrorMessages, string> {
  return english.errors ?? shellErrorMessages;
}

/** Whether `key`'s English text is here now (the shell's keys always are). */
export function hasEnglishErrorMessage(key: string): boolean {
  return Object.hasOwn(englishErrorMessages(), key);
}

/** The chunk arrived (the loader in src/element/chunks.ts calls this). */
export function addEnglishErrorMessages(messages: ErrorMessages) {
  english.errors = messages;
}

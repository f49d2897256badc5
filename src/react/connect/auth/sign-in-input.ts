// Pure helpers for what the visitor types into the sign-in forms: the email address and the
// one-time code. No React, no state: unit-tested as plain functions.

/** Digits in an email sign-in code (the auth service sends 6). */
export const CODE_LENGTH = 6;

const MAX_EMAIL_LENGTH = 254;
// The HTML spec's address grammar for type=email, with a dotted domain: a hosted auth service mails no "user@localhost".
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** Whether `text` (already trimmed) is an email address worth sending a code to. */
export function isEmailAddress(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text);
}

/** The code's digits from what was typed or pasted ("123 456", "123-456" → "123456"), at most CODE_LENGTH. */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The field's value after pasting `pasted` over the selection [start, end) of `current`: digits only, at most CODE_LENGTH. */
export function pasteIntoCode(current: string, pasted: string, start: number, end: number): string {
  return codeDigits(current.slice(0, start) + codeDigits(pasted) + current.slice(end));
}

/** Whole seconds left until `at` (ms since the epoch) from `now`, rounded up; 0 once reached. */
export function secondsUntil(at: number | undefined, now: number): number {
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

// Email sign-in: 6-digit one-time codes (10 minutes, 3 tries, at most one new code per address every
// 30 s) delivered to the devnet mailbox, which tests and the demo read, and to the devnet's log.
import { randomInt } from 'node:crypto';
import { AuthError } from './errors.mjs';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 30_000;
export const MAX_TRIES = 3;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

/** The address trimmed and lower-cased; a 4000 AuthError when it is not one. */
export function normalizeEmail(value) {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email.length > 254 || !EMAIL.test(email)) throw new AuthError(4000, 'Enter a valid email address');
  return email;
}

/**
 * @param {{clock: {now: () => number}, log: (line: string) => void}} options
 */
export function createEmailCodes({ clock, log }) {
  /** @type {Map<string, {code: string, sentAt: number, tries: number, used: boolean}>} */
  const codes = new Map();
  /** @type {{to: string, code?: string, link?: string, subject: string, text: string, sentAt: number}[]} */
  const mailbox = [];

  /**
   * Sends a new code to `email` (the previous one dies); resolves with when another may be asked for.
   * `afterApproval`: the code a device approval sends, which the resend limit does not hold back.
   */
  function start(value, { afterApproval = false } = {}) {
    const email = normalizeEmail(value);
    const now = clock.now();
    const last = codes.get(email);
    if (!afterApproval && last && now - last.sentAt < RESEND_AFTER_MS) {
      const seconds = Math.ceil((RESEND_AFTER_MS - (now - last.sentAt)) / 1000);
      throw new AuthError(4290, `Too many codes: ask for a new one in ${seconds} s`);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    codes.set(email, { code, sentAt: now, tries: 0, used: false });
    mailbox.push({
      to: email,
      code,
      sentAt: now,
      subject: `Your sign-in code: ${code}`,
      text: `Your devnet sign-in code is ${code}. It expires in 10 minutes.`,
    });
    log(`mail to ${email}: code ${code}`);
    return { resendAfterMs: RESEND_AFTER_MS };
  }

  /** Checks `code` for `email`; resolves with the normalized address, or throws 4010, 4011 or 4012. */
  function verify(value, code) {
    const email = normalizeEmail(value);
    if (typeof code !== 'string') throw new AuthError(4000, 'The code must be a string');
    const entry = codes.get(email);
    if (!entry || entry.used || clock.now() - entry.sentAt >= CODE_TTL_MS)
      throw new AuthError(4011, 'This code has expired: ask for a new one');
    if (entry.tries >= MAX_TRIES) throw new AuthError(4012, 'Too many wrong codes: ask for a new one');
    if (code.trim() !== entry.code) {
      entry.tries += 1;
      if (entry.tries >= MAX_TRIES) throw new AuthError(4012, 'Too many wrong codes: ask for a new one');
      throw new AuthError(4010, 'Wrong code: check it and try again');
    }
    entry.used = true;
    return email;
  }

  /** The mail sent to `to` (every mail without it), oldest first. */
  const mailTo = (to) => {
    const address = typeof to === 'string' ? to.trim().toLowerCase() : undefined;
    return mailbox.filter((mail) => address === undefined || mail.to === address).map((mail) => ({ ...mail }));
  };

  /** Puts a mail without a code (a device-approval link) in the mailbox. */
  function deliver({ to, subject, text, link }) {
    mailbox.push({ to, subject, text, link, sentAt: clock.now() });
    log(`mail to ${to}: ${subject} ${link}`);
  }

  return { start, verify, mailTo, deliver };
}

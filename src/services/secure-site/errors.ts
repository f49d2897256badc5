// Version 4's errors are `{message}` strings without codes: each is read here, by the message it
// answers and by its words, into the product's catalogue. The words the hosted site uses are not
// published; the patterns below are those the public clients match or show, kept loose on purpose.
import { createError, toWalletError, type ErrorName } from '../errors';
import type { AppMessage } from './protocol';

// Magic's errors pass through as `Error: Magic RPC Error: [-32600] <text>`: the code is kept, the prefix dropped.
const MAGIC_PREFIX = /^(?:Error:\s*)?Magic RPC Error:\s*\[(-?\d{1,6})\]\s*/i;
const INVALID_EMAIL = /invalid (email|params)|wrong email/i;
const RATE_LIMITED = /try again (after|in)|too many (requests|emails|codes)|rate.?limit/i;
const CODE_EXPIRED = /expired/i;
const TOO_MANY_TRIES = /too many (attempts|tries|wrong)|attempts? (exceeded|remaining: 0)/i;
const WRONG_CODE = /invalid|incorrect|wrong|otp|code/i;
const CANCELLED = /cancel|denied|declined|reject/i;
const SIGNED_OUT = /not (logged|signed) in|no (active )?session|unauthori[sz]ed|session expired/i;

function byWords(name: AppMessage, text: string): ErrorName {
  switch (name) {
    case 'CONNECT_EMAIL':
      return INVALID_EMAIL.test(text) ? 'InvalidEmailError' : RATE_LIMITED.test(text) ? 'AuthRateLimitedError' : 'AuthUnavailableError';
    case 'CONNECT_OTP':
      if (CODE_EXPIRED.test(text)) return 'AuthCodeExpiredError';
      if (TOO_MANY_TRIES.test(text)) return 'AuthTooManyTriesError';
      return WRONG_CODE.test(text) ? 'AuthWrongCodeError' : 'AuthUnavailableError';
    case 'GET_SOCIAL_REDIRECT_URI':
    case 'CONNECT_SOCIAL':
      return CANCELLED.test(text) ? 'AuthCancelledError' : 'AuthUnavailableError';
    case 'CONNECT_FARCASTER':
      return CANCELLED.test(text) ? 'FarcasterRejectedError' : 'AuthUnavailableError';
    case 'CONNECT_DEVICE':
      return CANCELLED.test(text) ? 'AuthCancelledError' : 'AuthUnavailableError';
    case 'GET_USER':
    case 'IS_CONNECTED':
    case 'SET_PREFERRED_ACCOUNT':
      return SIGNED_OUT.test(text) ? 'DisconnectedError' : 'AuthUnavailableError';
    case 'SWITCH_NETWORK':
      return 'SwitchChainError';
    case 'SIGN_OUT':
      return 'DisconnectError';
    default:
      return 'AuthUnavailableError';
  }
}

/**
 * The catalogue error for `<name>_ERROR {message}`. An RPC request's error is a wallet error (a
 * rejection in words is 4001, Magic's code is kept); the sign-in steps' errors are named by their words.
 */
export function secureSiteErrorFor(name: AppMessage, message: string): Error {
  const magic = MAGIC_PREFIX.exec(message);
  const text = magic ? message.slice(magic[0].length) : message;
  if (name === 'RPC_REQUEST') return toWalletError(magic ? { code: Number(magic[1]), message: text } : { message: text });
  return createError(byWords(name, text), { message: `The secure site answered ${name}: ${text}` });
}

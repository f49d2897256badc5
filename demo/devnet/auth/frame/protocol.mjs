// The auth frame protocol's messages (docs/auth-frame-protocol.md, version 1): what a request must look
// like, and the frame's messages to the element.
import { AuthError } from '../errors.mjs';

const BASE = { wm: 'auth', v: 1 };

/** The request in `data`, or undefined when it is not a well-formed request (the frame ignores those). */
export function parseRequest(data) {
  if (typeof data !== 'object' || data === null || data.wm !== 'auth' || data.v !== 1 || data.type !== 'request') return undefined;
  const { id, method, params } = data;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64 || typeof method !== 'string') return undefined;
  return { id, method, params };
}

export const readyMessage = () => ({ ...BASE, type: 'ready' });
export const refusedMessage = () => ({ ...BASE, type: 'refused', reason: 'origin' });
export const resultMessage = (id, result) => ({ ...BASE, type: 'response', id, result });

/** The error answer for anything a method threw: its protocol code, or 4000/-32603 with the message bounded. */
export function errorMessage(id, error) {
  const code = Number.isInteger(error?.code) ? error.code : -32603;
  const message = String(error?.shortMessage ?? error?.message ?? error).slice(0, 500);
  return { ...BASE, type: 'response', id, error: { code, message } };
}

/** `params` as an object, or a 4000 error. */
export function objectParams(params) {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new AuthError(4000, 'params must be an object');
  return params;
}

// What a failed read of a chain's RPC becomes: the caller's abort stays itself, a catalogue error passes
// through, a timeout anywhere in the cause chain is TimeoutError, anything else is the named error.
import type { ErrorName } from './catalogue';
import { createError, isWalletModalError } from './wallet-modal-error';

const MAX_CAUSES = 16;

function timedOut(error: unknown): boolean {
  let next = error;
  for (let depth = 0; depth < MAX_CAUSES && typeof next === 'object' && next !== null; depth += 1) {
    if ((next as { name?: unknown }).name === 'TimeoutError') return true;
    next = (next as { cause?: unknown }).cause;
  }
  return false;
}

/** The error to throw for `error`, raised while reading a chain on behalf of `name`'s operation. */
export function chainFailure(error: unknown, name: ErrorName, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason;
  if (isWalletModalError(error)) return error;
  return createError(timedOut(error) ? 'TimeoutError' : name, { cause: error });
}

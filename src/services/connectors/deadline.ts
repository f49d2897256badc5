// Every wait on a wallet has an end: a wallet that never answers is a `WalletTimeoutError`.
import { createError } from '../errors';

/** A request that needs nothing from the visitor (eth_accounts, eth_chainId, a silent connect). */
export const WALLET_SILENT_TIMEOUT_MS = 10_000;
/** A prompt the visitor answers in the wallet: generous, but not forever. */
export const WALLET_PROMPT_TIMEOUT_MS = 300_000;

/**
 * `work`'s outcome, or a `WalletTimeoutError` once `ms` pass first. A late answer is then ignored,
 * unless `onLateAnswer` takes it (a transaction the wallet sent after all is still followed).
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string, onLateAnswer?: (value: T) => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expired = false;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(createError('WalletTimeoutError', { message: `The wallet did not answer ${what} within ${ms / 1000} s` }));
    }, ms);
  });
  if (onLateAnswer)
    work.then(
      (value) => expired && onLateAnswer(value),
      () => undefined,
    );
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

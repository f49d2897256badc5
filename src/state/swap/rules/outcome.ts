// What the simulated swap must do to the visitor's account (issue 25): the paid token falls by exactly the amount
// paid (the native coin: by the amount, and at most the network fee more), the received token rises by at least the
// minimum the preview showed, and nothing else leaves the account (the native coin: at most the fee). Pure: the
// state passes the traced changes and what the preview showed.
import { createError, type RefinedMessageKey } from '../../../services/errors';

/** The preview's message for a simulated swap whose outcome is not the one it showed. */
export const SIMULATION_MISMATCH_KEY = 'error.swapSimulationMismatch' as const;
/** The preview's message for a swap (or its approval) that reverts in simulation. */
export const SIMULATION_REVERTED_KEY = 'error.swapSimulationReverted' as const;

/** The native coin's address in traced changes and in the swap service's answers. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export interface SwapOutcomeFacts {
  /** Plain addresses of the tokens paid and received (the coin: 0xeeee…eeee). */
  pay: string;
  receive: string;
  /** Base units paid, and the least the preview said the visitor receives. */
  amount: bigint;
  minimum: bigint;
  /** How much more of the native coin may leave (the network fee), if the trace counts gas. */
  feeAllowance: bigint;
}

const refused = (messageKey: RefinedMessageKey, why: string) =>
  createError('MalformedResponseError', { message: `Simulated on-chain, the swap ${why}`, messageKey });

/** Refuses a simulated call that reverted. */
export function refuseReverted(index: number, reason: string, calls: number): never {
  const which = calls > 1 && index === 0 ? 'approval' : 'swap';
  throw refused(SIMULATION_REVERTED_KEY, `${which} reverts: ${reason}`);
}

/** Checks the account's net changes (lower-case address → change) against the preview; what the visitor receives. */
export function checkSwapOutcome(changes: ReadonlyMap<string, bigint>, facts: SwapOutcomeFacts): { received: bigint } {
  const pay = facts.pay.toLowerCase();
  const receive = facts.receive.toLowerCase();
  const paid = -(changes.get(pay) ?? 0n);
  const extra = pay === NATIVE ? facts.feeAllowance : 0n;
  if (paid < facts.amount || paid > facts.amount + extra)
    throw refused(SIMULATION_MISMATCH_KEY, `takes ${paid} of ${pay}, not ${facts.amount}`);
  const received = changes.get(receive) ?? 0n;
  if (received < facts.minimum)
    throw refused(SIMULATION_MISMATCH_KEY, `pays ${received} of ${receive}, below the minimum ${facts.minimum}`);
  for (const [asset, change] of changes) {
    if (asset === pay || asset === receive) continue;
    const allowed = asset === NATIVE ? -facts.feeAllowance : 0n;
    if (change < allowed) throw refused(SIMULATION_MISMATCH_KEY, `takes ${-change} of ${asset}, which the swap does not pay`);
  }
  return { received };
}

// What Swap's form says instead of "Review swap": the amount's problem, the balance, the fee, the
// route and the network, in the order the visitor can fix them. Pure: the state passes what it knows.
import type { AmountProblem } from '../../send/rules/amount';

export type SwapProblem =
  | 'swap.button.chooseTokens'
  | 'swap.button.enterAmount'
  | 'swap.button.quoting'
  | 'swap.message.insufficientBalance'
  | 'swap.message.insufficientNative'
  | 'swap.message.noRoute'
  | 'swap.message.amountTooSmall'
  | 'swap.message.networkUnsupported'
  | 'swap.message.quoteFailed'
  | Exclude<AmountProblem, 'error.sendAmountAndReceiverRequired' | 'send.amount.overBalance'>;

export type QuoteStatus = 'idle' | 'loading' | 'ready' | 'noRoute' | 'tooSmall' | 'unsupported' | 'failed';

export interface SwapFormFacts {
  /** Whether the network has a swap service (from the tokens answer). */
  supported: boolean;
  hasTokens: boolean;
  amountInput: string;
  amount: { ok: true; value: bigint } | { ok: false; problem: AmountProblem };
  /** The pay token's balance (base units). */
  balance: bigint;
  /** Whether the pay token is the native coin. */
  payNative: boolean;
  /** The native coin's balance and the network fee when known. */
  nativeBalance?: bigint;
  fee?: bigint;
  quote: QuoteStatus;
  /** The quote's output, when ready. */
  toAmount?: bigint;
}

/** The first thing in the way of a swap, or undefined when the form may go on to the preview. */
export function swapProblem(facts: SwapFormFacts): SwapProblem | undefined {
  if (!facts.supported) return 'swap.message.networkUnsupported';
  if (!facts.hasTokens) return 'swap.button.chooseTokens';
  if (facts.amountInput.trim() === '') return 'swap.button.enterAmount';
  if (!facts.amount.ok) {
    const { problem } = facts.amount;
    if (problem === 'error.sendAmountAndReceiverRequired') return 'swap.button.enterAmount';
    if (problem === 'send.amount.overBalance') return 'swap.message.insufficientBalance';
    return problem;
  }
  if (facts.amount.value > facts.balance) return 'swap.message.insufficientBalance';
  if (facts.quote === 'unsupported') return 'swap.message.networkUnsupported';
  if (facts.quote === 'noRoute') return 'swap.message.noRoute';
  if (facts.quote === 'tooSmall') return 'swap.message.amountTooSmall';
  if (facts.quote === 'failed') return 'swap.message.quoteFailed';
  if (facts.quote !== 'ready' || facts.toAmount === undefined) return 'swap.button.quoting';
  if (facts.toAmount === 0n) return 'swap.message.amountTooSmall';
  if (facts.fee !== undefined && facts.nativeBalance !== undefined) {
    const spent = facts.payNative ? facts.amount.value + facts.fee : facts.fee;
    if (spent > facts.nativeBalance) return 'swap.message.insufficientNative';
  }
  return undefined;
}

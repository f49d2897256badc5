// Send's amount (SPEC §3 Send state, §5): what the visitor typed as exact base units, why it
// cannot be sent, its USD value and Max. Bigints end to end; a float never holds an amount.
import { formatUnits, parseUnits } from 'viem/utils';
import { decimalToScaled, formatUsd, USD_SCALE } from '../../balances/rules/portfolio';

/** Longer input is refused before parsing: 78 digits already exceed a uint256. */
export const MAX_AMOUNT_INPUT_LENGTH = 100;

/** Why an amount cannot be sent: each one a catalogue message key. */
export type AmountProblem =
  | 'error.sendAmountAndReceiverRequired'
  | 'send.amount.tooLong'
  | 'send.amount.negative'
  | 'send.amount.notANumber'
  | 'send.amount.tooManyDecimals'
  | 'send.amount.zero'
  | 'send.amount.overBalance';

export type AmountCheck = { ok: true; value: bigint } | { ok: false; problem: AmountProblem };

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * The typed amount in base units (`parseUnits` with the token's decimals), or why it is refused:
 * empty, absurdly long, negative, not a plain decimal number, more decimals than the token has,
 * zero, or more than `balance` (when given).
 */
export function parseAmount(input: string, decimals: number, balance?: bigint): AmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'error.sendAmountAndReceiverRequired' };
  if (text.length > MAX_AMOUNT_INPUT_LENGTH) return { ok: false, problem: 'send.amount.tooLong' };
  if (text.startsWith('-') && DECIMAL.test(text.slice(1)) && /\d/.test(text)) return { ok: false, problem: 'send.amount.negative' };
  const match = DECIMAL.exec(text);
  if (!match || !/\d/.test(text)) return { ok: false, problem: 'send.amount.notANumber' };
  if ((match[2] ?? '').replace(/0+$/, '').length > decimals) return { ok: false, problem: 'send.amount.tooManyDecimals' };
  // Never rounded: the fraction (trailing zeros aside) fits the token's decimals.
  const value = parseUnits(text, decimals);
  if (value === 0n) return { ok: false, problem: 'send.amount.zero' };
  if (balance !== undefined && value > balance) return { ok: false, problem: 'send.amount.overBalance' };
  return { ok: true, value };
}

/** Base units as the amount field shows them ("12.5"): exact, no grouping, no trailing zeros. */
export function formatAmountInput(value: bigint, decimals: number): string {
  return formatUnits(value, decimals);
}

/**
 * Max: the whole balance of a token; for the native coin the balance less the estimated network
 * fee, never below zero.
 */
export function maxAmount(balance: bigint, options: { native: boolean; fee?: bigint }): bigint {
  if (!options.native) return balance;
  const rest = balance - (options.fee ?? 0n);
  return rest > 0n ? rest : 0n;
}

/** The USD value of `value` base units at `price` (a decimal string per whole token), USD_SCALE-scaled and cut, not rounded. */
export function amountUsdScaled(value: bigint, decimals: number, price: string): bigint {
  return (value * decimalToScaled(price, USD_SCALE)) / 10n ** BigInt(decimals);
}

/** "$12.34" beside the amount; undefined when the service knows no price. */
export function amountUsd(value: bigint, decimals: number, price: string | undefined, locale = 'en'): string | undefined {
  return price === undefined ? undefined : formatUsd(amountUsdScaled(value, decimals, price), locale);
}

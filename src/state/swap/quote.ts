// Swap's quote: asked of the blockchain service once the visitor stops typing, with a tiny trade's
// quote of the same pair as the reference rate for the price impact. The latest request wins; an
// answer for another form is dropped. The network's gas price is read once per network (again after a failure).
import { HttpError } from '../../services/errors';
import { blockchainApi } from '../blockchain-api';
import { reportError } from '../events';
import { parseAmount } from '../send/rules/amount';
import { defineTask, defineTimer, isSuperseded } from '../shared';
import type { QuoteStatus } from './rules/messages';
import { quoteKeyOf, swapAccount, swapState, swapToken, type SwapQuoteState } from './swap';

/** How long the amount must rest before a quote is asked. */
export const QUOTE_DELAY_MS = 400;
/** A quote older than this is fetched again before signing. */
export const QUOTE_MAX_AGE_MS = 30_000;

const resting = defineTimer('swap/resting');
/** The quote in flight: a changed form or leaving it supersedes it (and aborts its requests). */
const quoting = defineTask('swap/quoting');

/** The reference trade: a hundredth of one whole token (one base unit for tokens with fewer than 2 decimals). */
export const referenceAmount = (decimals: number): bigint => 10n ** BigInt(Math.max(0, decimals - 2));

/** The service's own reason for refusing a quote (the hosted 400 body `{reasons: [{description}]}`), cut short. */
export function serviceReason(error: unknown): string {
  if (!(error instanceof HttpError) || error.status !== 400) return '';
  const body: unknown = error.body;
  const reasons: unknown = typeof body === 'object' && body !== null ? (body as { reasons?: unknown }).reasons : undefined;
  if (!Array.isArray(reasons)) return '';
  return reasons
    .slice(0, 10)
    .map((reason: unknown) => {
      const text: unknown = typeof reason === 'object' && reason !== null ? (reason as { description?: unknown }).description : undefined;
      return typeof text === 'string' ? text.slice(0, 200) : '';
    })
    .join(' ');
}

/** What a refused quote means for the form: an unsupported network, no route or liquidity, an amount too small, or a failure. */
export function quoteFailureStatus(error: unknown): QuoteStatus {
  if (error instanceof Error && error.name === 'SwapNetworkUnsupportedError') return 'unsupported';
  const reason = serviceReason(error);
  if (/amount too small/i.test(reason)) return 'tooSmall';
  if (/insufficient liquidity|no route/i.test(reason)) return 'noRoute';
  return 'failed';
}

/** Fetches the quote for the form as it is now; resolves to it (undefined when the form has none, or it failed or was replaced). */
export async function fetchQuoteNow(): Promise<SwapQuoteState | undefined> {
  resting.clear();
  quoting.cancel();
  const { caipNetworkId, caipAddress } = swapAccount();
  const pay = swapToken(swapState.pay);
  const receive = swapToken(swapState.receive);
  const amount = pay ? parseAmount(swapState.amountInput, pay.decimals) : undefined;
  if (!pay || !receive || !amount?.ok || !caipAddress) {
    swapState.quote = { status: 'idle' };
    return undefined;
  }
  const key = quoteKeyOf({ caipNetworkId, pay: pay.address, receive: receive.address, amount: amount.value });
  const run = quoting.start();
  swapState.quote = { status: 'loading', key };
  const api = blockchainApi();
  const ask = (value: bigint) =>
    api.fetchSwapQuote({
      from: pay.address,
      to: receive.address,
      amount: value,
      userAddress: caipAddress,
      gasPrice: swapState.gasPrice,
      signal: run.signal,
    });
  try {
    const [quote, reference] = await run.step(Promise.all([ask(amount.value), ask(referenceAmount(pay.decimals)).catch(() => undefined)]));
    const ready: SwapQuoteState = { status: 'ready', key, toAmount: quote.toAmount, reference, at: Date.now() };
    swapState.quote = ready;
    return ready;
  } catch (error) {
    if (isSuperseded(error)) return undefined;
    const status = quoteFailureStatus(error);
    const reported = reportError(error, 'Swap');
    swapState.quote = { status, key, messageKey: reported.messageKey };
    return undefined;
  }
}

/** Asks for a quote once the form rests for QUOTE_DELAY_MS; until then (and until it answers) the view shows a spinner. */
export function requestQuote() {
  quoting.cancel();
  resting.set(() => void fetchQuoteNow(), QUOTE_DELAY_MS);
}

/** Stops a pending quote (the form is left or reset). */
export function stopQuoting() {
  resting.clear();
  quoting.cancel();
}

/** The gas price asked for: asking again supersedes it (and aborts its request). */
const gasPricing = defineTask('swap/gas-price');

/**
 * Reads the network's standard gas price for the fee; without it the fee is unknown. A failure is reported and kept
 * (the fee row says so, with Retry); Swap shown again asks again.
 */
export async function loadGasPrice(): Promise<void> {
  const { caipNetworkId } = swapAccount();
  const run = gasPricing.start();
  swapState.gasPriceFailure = undefined;
  try {
    const { standard } = await run.step(blockchainApi().fetchGasPrice(caipNetworkId, run.signal));
    if (swapState.caipNetworkId === caipNetworkId) swapState.gasPrice = standard;
  } catch (error) {
    if (isSuperseded(error) || swapState.caipNetworkId !== caipNetworkId) return;
    swapState.gasPriceFailure = reportError(error, 'Swap').messageKey;
  }
}

/** Whether the quote on the form is older than QUOTE_MAX_AGE_MS. */
export const isQuoteStale = (quote: SwapQuoteState, now = Date.now()): boolean =>
  quote.at === undefined || now - quote.at > QUOTE_MAX_AGE_MS;

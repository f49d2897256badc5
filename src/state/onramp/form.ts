// What the visitor does on On-ramp's form: the options fetched on open (the built-in fallback when
// they fail, fetched again on the next open or Try again), a token and network chosen, a currency and method, an amount typed. Each change asks
// both providers for a quote once the form rests; the latest request wins.
import { reportError } from '../events';
import { defineTask, defineTimer, isSuperseded } from '../shared';
import { onRampApi } from './api';
import { checkAmount, type OnRampMethod } from './rules/limits';
import { FALLBACK_ONRAMP_OPTIONS } from './rules/limits';
import { onRampAsset, onRampState } from './onramp';

/** How long the amount must rest before quotes are asked. */
export const ONRAMP_QUOTE_DELAY_MS = 400;

const resting = defineTimer('onramp/resting');
/** The quotes in flight: a changed form or leaving it supersedes them (and aborts their requests). */
const quoting = defineTask('onramp/quoting');

/**
 * Fetches the options when Buy shows: once, or again after a failure (Buy shown again, or Try again). While they
 * fail the built-in USD/EUR options and limits apply; the failure is reported (`error`) and Buy says so.
 */
export async function loadOnRampOptions(): Promise<void> {
  const { options } = onRampState;
  if (options.status === 'loading' || options.refreshing || (options.status === 'ready' && options.messageKey === undefined)) return;
  // After a failure the fallback stays usable while the options are asked again.
  if (options.status === 'ready') options.refreshing = true;
  else onRampState.options = { status: 'loading', value: FALLBACK_ONRAMP_OPTIONS, fallback: true };
  try {
    const value = await onRampApi().fetchOnRampOptions();
    onRampState.options = { status: 'ready', value, fallback: false };
  } catch (error) {
    const { messageKey } = reportError(error, 'OnRampProviders');
    onRampState.options = { status: 'ready', value: FALLBACK_ONRAMP_OPTIONS, fallback: true, messageKey };
  }
  if (!onRampState.options.value.paymentCurrencies.some((entry) => entry.id === onRampState.currency)) {
    onRampState.currency = onRampState.options.value.paymentCurrencies[0]?.id ?? 'USD';
  }
  requestOnRampQuotes();
}

/** A changed form is a new purchase: a failed checkout's message no longer applies. */
function forgetFailedCheckout() {
  if (onRampState.opening.messageKey !== undefined) onRampState.opening = {};
}

export function setOnRampAmount(input: string) {
  onRampState.amountInput = input;
  forgetFailedCheckout();
  requestOnRampQuotes();
}

/** Chooses the token and network to buy. */
export function chooseOnRampAsset(key: string) {
  onRampState.assetKey = key;
  forgetFailedCheckout();
  requestOnRampQuotes();
}

/** Chooses the currency and method to pay with. */
export function chooseOnRampPayment(currency: string, method: OnRampMethod) {
  onRampState.currency = currency;
  onRampState.method = method;
  forgetFailedCheckout();
  requestOnRampQuotes();
}

/** Asks both providers for a quote now (each answers on its own; one failing does not hide the other). */
export async function fetchOnRampQuotesNow(): Promise<void> {
  resting.clear();
  quoting.cancel();
  const asset = onRampAsset();
  const check = checkAmount(onRampState.amountInput, onRampState.options.value, onRampState.currency, onRampState.method);
  if (!asset || !check.ok) {
    onRampState.quotes = onRampState.quotes.map(({ provider }) => ({ provider, status: 'idle' }));
    return;
  }
  const run = quoting.start();
  const paymentCurrency = onRampState.currency;
  onRampState.quotes = onRampState.quotes.map(({ provider }) => ({ provider, status: 'loading' }));
  await Promise.all(
    onRampState.quotes.map(async ({ provider }, index) => {
      try {
        const quote = await run.step(
          onRampApi().fetchOnRampQuote({
            provider,
            purchaseCurrency: asset.id,
            paymentCurrency,
            amount: check.amount,
            network: asset.network,
            signal: run.signal,
          }),
        );
        onRampState.quotes[index] = { provider, status: 'ready', quote };
      } catch (error) {
        if (isSuperseded(error)) return;
        onRampState.quotes[index] = { provider, status: 'failed', messageKey: reportError(error, 'OnRampProviders').messageKey };
      }
    }),
  );
}

/** Asks for quotes once the form rests for ONRAMP_QUOTE_DELAY_MS. */
export function requestOnRampQuotes() {
  quoting.cancel();
  resting.set(() => void fetchOnRampQuotesNow(), ONRAMP_QUOTE_DELAY_MS);
}

/** Stops pending quotes (the form is left). */
export function stopOnRampQuotes() {
  resting.clear();
  quoting.cancel();
}

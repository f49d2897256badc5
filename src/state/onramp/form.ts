// What the visitor does on On-ramp's form: the options fetched on open (the built-in fallback when
// they fail), a token and network chosen, a currency and method, an amount typed. Each change asks
// both providers for a quote once the form rests; the latest request wins.
import { reportError } from '../modal';
import { onRampApi } from './api';
import { checkAmount, type OnRampMethod } from './rules/limits';
import { FALLBACK_ONRAMP_OPTIONS } from './rules/limits';
import { onRampAsset, onRampState } from './onramp';

/** How long the amount must rest before quotes are asked. */
export const ONRAMP_QUOTE_DELAY_MS = 400;

let timer: ReturnType<typeof setTimeout> | undefined;
let quoting: AbortController | undefined;

/** Fetches the options once per open; on failure the built-in USD/EUR options and limits apply, silently. */
export async function loadOnRampOptions(): Promise<void> {
  if (onRampState.options.status !== 'idle') return;
  onRampState.options = { status: 'loading', value: FALLBACK_ONRAMP_OPTIONS, fallback: true };
  try {
    const value = await onRampApi().fetchOnRampOptions();
    onRampState.options = { status: 'ready', value, fallback: false };
  } catch (error) {
    console.debug('[wallet-modal] on-ramp options unavailable; using the built-in options', error);
    onRampState.options = { status: 'ready', value: FALLBACK_ONRAMP_OPTIONS, fallback: true };
  }
  if (!onRampState.options.value.paymentCurrencies.some((entry) => entry.id === onRampState.currency)) {
    onRampState.currency = onRampState.options.value.paymentCurrencies[0]?.id ?? 'USD';
  }
  requestOnRampQuotes();
}

/** Forgets the options (the modal closed), so the next open fetches them again. */
export function forgetOnRampOptions() {
  stopOnRampQuotes();
  onRampState.options = { status: 'idle', value: FALLBACK_ONRAMP_OPTIONS, fallback: true };
}

export function setOnRampAmount(input: string) {
  onRampState.amountInput = input;
  requestOnRampQuotes();
}

/** Chooses the token and network to buy. */
export function chooseOnRampAsset(key: string) {
  onRampState.assetKey = key;
  requestOnRampQuotes();
}

/** Chooses the currency and method to pay with. */
export function chooseOnRampPayment(currency: string, method: OnRampMethod) {
  onRampState.currency = currency;
  onRampState.method = method;
  requestOnRampQuotes();
}

/** Asks both providers for a quote now (each answers on its own; one failing does not hide the other). */
export async function fetchOnRampQuotesNow(): Promise<void> {
  clearTimeout(timer);
  quoting?.abort();
  const asset = onRampAsset();
  const check = checkAmount(onRampState.amountInput, onRampState.options.value, onRampState.currency, onRampState.method);
  if (!asset || !check.ok) {
    onRampState.quotes = onRampState.quotes.map(({ provider }) => ({ provider, status: 'idle' }));
    return;
  }
  const controller = new AbortController();
  quoting = controller;
  const paymentCurrency = onRampState.currency;
  onRampState.quotes = onRampState.quotes.map(({ provider }) => ({ provider, status: 'loading' }));
  await Promise.all(onRampState.quotes.map(async ({ provider }, index) => {
    try {
      const quote = await onRampApi().fetchOnRampQuote({
        provider, purchaseCurrency: asset.id, paymentCurrency, amount: check.amount, network: asset.network, signal: controller.signal,
      });
      if (!controller.signal.aborted) onRampState.quotes[index] = { provider, status: 'ready', quote };
    } catch (error) {
      if (controller.signal.aborted) return;
      onRampState.quotes[index] = { provider, status: 'failed', messageKey: reportError(error, 'OnRampProviders').messageKey };
    }
  }));
}

/** Asks for quotes once the form rests for ONRAMP_QUOTE_DELAY_MS. */
export function requestOnRampQuotes() {
  clearTimeout(timer);
  quoting?.abort();
  timer = setTimeout(() => void fetchOnRampQuotesNow(), ONRAMP_QUOTE_DELAY_MS);
}

/** Stops pending quotes (the form is left). */
export function stopOnRampQuotes() {
  clearTimeout(timer);
  quoting?.abort();
  quoting = undefined;
}

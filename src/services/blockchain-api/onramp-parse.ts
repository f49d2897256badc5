// The on-ramp answers are data from elsewhere: each is checked once here (Reown AppKit's hosted shapes:
// PaymentCurrency {id, payment_method_limits}, PurchaseCurrency {id, name, symbol, networks [{name,
// display_name, chain_id, contract_address}]}, OnrampQuote {coinbaseFee, networkFee, paymentSubtotal,
// paymentTotal, purchaseAmount: {amount, currency}, quoteId}, {url}). Money stays decimal text; lists
// and text are bounded; a body of the wrong shape is a MalformedResponseError. History with `onramp`
// reuses the history parser after its ONRAMP_TRANSACTION_STATUS_* become pending / confirmed / failed.
import { createError } from '../errors';
import { safeWebHost } from '../http/safe-url';
import { displayText } from '../text/display-text';
import { parseHistoryPage, type HistoryPage } from './history';
import type { OnRampOptions, OnRampPaymentCurrency, OnRampPurchaseCurrency, OnRampQuote } from './onramp-types';

/** The most currencies, methods and networks kept from one list. */
export const MAX_ONRAMP_ITEMS = 200;
/** At most 15 integer digits and 18 decimals: any fiat amount or token quantity, never a float. */
const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/;
const ID = /^[A-Za-z0-9][-_.A-Za-z0-9]{0,63}$/;
const CONTRACT = /^[0-9A-Za-z]{1,128}$/;
const ONRAMP_STATUS: ReadonlyMap<unknown, string> = new Map([
  ['ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', 'pending'],
  ['ONRAMP_TRANSACTION_STATUS_SUCCESS', 'confirmed'],
  ['ONRAMP_TRANSACTION_STATUS_FAILED', 'failed'],
]);

const malformed = (message: string) => createError('MalformedResponseError', { message: `The on-ramp service answered ${message}` });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): string | undefined => (typeof value === 'string' && ID.test(value) ? value : undefined);

/** Decimal text (a finite non-negative JSON number is read through its text); undefined otherwise. */
export function decimalText(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) && value >= 0 && !/e/i.test(String(value)) ? String(value) : value;
  return typeof text === 'string' && text.length <= 40 && DECIMAL.test(text) ? text : undefined;
}

/** True when decimal text `a` is at most `b` (compared exactly, as digits). */
function notAbove(a: string, b: string): boolean {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(width, '0'));
  const y = BigInt(bi + bf.padEnd(width, '0'));
  return x <= y;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, MAX_ONRAMP_ITEMS) : []);

function paymentCurrencyOf(raw: unknown): OnRampPaymentCurrency | undefined {
  if (!isRecord(raw)) return undefined;
  const id = idOf(raw.id);
  const limits = list(raw.payment_method_limits).flatMap((limit) => {
    if (!isRecord(limit)) return [];
    const method = idOf(limit.id);
    const min = decimalText(limit.min);
    const max = decimalText(limit.max);
    return method && min !== undefined && max !== undefined && notAbove(min, max) ? [{ id: method, min, max }] : [];
  });
  return id && limits.length > 0 ? { id, limits } : undefined;
}

function purchaseCurrencyOf(raw: unknown): OnRampPurchaseCurrency | undefined {
  if (!isRecord(raw)) return undefined;
  const id = idOf(raw.id);
  const name = displayText(raw.name, 64);
  const symbol = displayText(raw.symbol, 16);
  const networks = list(raw.networks).flatMap((network) => {
    if (!isRecord(network)) return [];
    const networkName = idOf(network.name);
    const chainId = idOf(network.chain_id);
    const displayName = displayText(network.display_name, 64) ?? networkName;
    if (!networkName || !chainId || !displayName) return [];
    const contract = network.contract_address;
    // '' (or none) is the native coin; anything else must look like an address.
    if (contract !== undefined && contract !== null && contract !== '' && !(typeof contract === 'string' && CONTRACT.test(contract)))
      return [];
    return [
      {
        name: networkName,
        displayName,
        chainId,
        ...(typeof contract === 'string' && contract !== '' ? { contractAddress: contract } : {}),
      },
    ];
  });
  return id && name && symbol && networks.length > 0 ? { id, name, symbol, networks } : undefined;
}

/** `{paymentCurrencies, purchaseCurrencies}`; entries that cannot be read are dropped; none of either is malformed. */
export function parseOnRampOptions(body: unknown): OnRampOptions {
  if (!isRecord(body)) throw malformed('without options');
  const paymentCurrencies = list(body.paymentCurrencies)
    .map(paymentCurrencyOf)
    .filter((entry) => entry !== undefined);
  const purchaseCurrencies = list(body.purchaseCurrencies)
    .map(purchaseCurrencyOf)
    .filter((entry) => entry !== undefined);
  if (paymentCurrencies.length === 0 || purchaseCurrencies.length === 0)
    throw malformed('options without a currency to pay with or to buy');
  return { paymentCurrencies, purchaseCurrencies };
}

function amountOf(raw: unknown, currency: string, what: string): string {
  if (!isRecord(raw) || raw.currency !== currency) throw malformed(`a ${what} not in ${currency}`);
  const amount = decimalText(raw.amount);
  if (amount === undefined) throw malformed(`a ${what} that is not an amount`);
  return amount;
}

/**
 * The hosted quote as `provider`'s (its `coinbaseFee` is the provider's fee), for what was asked: fiat amounts in
 * `paymentCurrency`, the purchase in `purchaseCurrency`, and the fees and subtotal adding up to the total.
 */
export function parseOnRampQuote(
  body: unknown,
  asked: { provider: string; paymentCurrency: string; purchaseCurrency: string },
): OnRampQuote {
  if (!isRecord(body)) throw malformed('without a quote');
  const currency = asked.paymentCurrency;
  const paymentTotal = amountOf(body.paymentTotal, currency, 'total');
  const paymentSubtotal = amountOf(body.paymentSubtotal, currency, 'subtotal');
  const providerFee = amountOf(body.coinbaseFee, currency, 'fee');
  const networkFee = amountOf(body.networkFee, currency, 'network fee');
  const purchaseAmount = amountOf(body.purchaseAmount, asked.purchaseCurrency, 'purchase amount');
  const quoteId = typeof body.quoteId === 'string' && /^[-_A-Za-z0-9]{1,128}$/.test(body.quoteId) ? body.quoteId : undefined;
  if (!quoteId) throw malformed('a quote without an id');
  if (!notAbove(paymentSubtotal, paymentTotal) || !notAbove(providerFee, paymentTotal) || !notAbove(networkFee, paymentTotal)) {
    throw malformed('a quote whose parts exceed its total');
  }
  return { provider: asked.provider, purchaseAmount, paymentSubtotal, paymentTotal, providerFee, networkFee, currency, quoteId };
}

/**
 * Where each provider's checkout may open (issue 25): Coinbase Onramp's pay.coinbase.com, Meld's widget on
 * meldcrypto.com. A devnet's stand-in pages are on loopback, allowed only while the services are.
 */
export const CHECKOUT_HOSTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  coinbase: ['pay.coinbase.com'],
  meld: ['meldcrypto.com'],
});

/** `{url}`: `provider`'s checkout, https on its hosts (or loopback on a devnet) only; else nothing is opened. */
export function parseOnRampUrl(body: unknown, provider: string): string {
  const url = isRecord(body) ? body.url : undefined;
  const host = safeWebHost(url);
  if (typeof url !== 'string' || !host || !(host.loopback || CHECKOUT_HOSTS[provider]?.includes(host.hostname))) {
    throw createError('MalformedResponseError', {
      message: `The on-ramp service answered a checkout URL off ${provider}'s site`,
      messageKey: 'error.onRampCheckoutRefused',
    });
  }
  return url;
}

/** The `onramp=` history page: the on-ramp statuses read as the history's, then the history parser. */
export function parseOnRampHistory(body: unknown): HistoryPage {
  if (!isRecord(body) || !Array.isArray(body.data)) return parseHistoryPage(body);
  const data = body.data.slice(0, 2 * MAX_ONRAMP_ITEMS).map((item: unknown) => {
    if (!isRecord(item) || !isRecord(item.metadata)) return item;
    const status = ONRAMP_STATUS.get(item.metadata.status);
    // A status we do not know is not a completed purchase: still pending.
    return { ...item, metadata: { ...item.metadata, status: status ?? 'pending' } };
  });
  return parseHistoryPage({ ...body, data });
}

/** The providers are known ids; another is a caller's bug (a RangeError), never the visitor's. */
export function requireProvider(provider: string, providers: readonly string[]): void {
  if (!providers.includes(provider)) throw new RangeError(`Unknown on-ramp provider ${provider.slice(0, 40)}`);
}

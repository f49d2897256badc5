// On-ramp's options and limits: the built-in fallback (SPEC §9) used when the service's options
// fail, and the check of a typed amount against the chosen currency and payment method. Pure.
import type { OnRampOptions, OnRampPaymentCurrency } from '../../../services/blockchain-api/onramp';
import { toUnits } from './money';

/** A payment method: the id of one of a currency's limits (the service's `card`, `ach_bank_account`). */
export type OnRampMethod = string;
/** The methods the view names: card and bank account (the service's ids); another id shows as itself. */
export const ONRAMP_METHODS = ['card', 'ach_bank_account'] as const;
export type KnownOnRampMethod = (typeof ONRAMP_METHODS)[number];
export const isKnownMethod = (method: string): method is KnownOnRampMethod => (ONRAMP_METHODS as readonly string[]).includes(method);

const fallbackCurrency = (id: string): OnRampPaymentCurrency => ({
  id,
  limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
});

/** The built-in options (SPEC §9): USD and EUR, card 10.00–7500.00, bank account 10.00–25000.00. The tokens come from the network. */
export const FALLBACK_ONRAMP_OPTIONS: OnRampOptions = {
  paymentCurrencies: [fallbackCurrency('USD'), fallbackCurrency('EUR')],
  purchaseCurrencies: [],
};

/** What is wrong with an amount, and the limit it broke (decimal text). */
export type LimitCheck =
  | { ok: true; amount: string }
  | { ok: false; problem: 'onramp.amount.empty' | 'onramp.amount.invalid' | 'onramp.method.unavailable' }
  | { ok: false; problem: 'onramp.limit.min' | 'onramp.limit.max'; limit: string };

/** The limits of `method` for `currency` in `options`. */
export function limitOf(options: OnRampOptions, currency: string, method: OnRampMethod) {
  return options.paymentCurrencies.find((entry) => entry.id === currency)?.limits.find((limit) => limit.id === method);
}

/** Checks the typed amount against the method's limits for the currency, as the visitor types. */
export function checkAmount(input: string, options: OnRampOptions, currency: string, method: OnRampMethod): LimitCheck {
  if (input.trim() === '') return { ok: false, problem: 'onramp.amount.empty' };
  const amount = toUnits(input);
  if (amount === undefined) return { ok: false, problem: 'onramp.amount.invalid' };
  const limit = limitOf(options, currency, method);
  const min = limit && toUnits(limit.min);
  const max = limit && toUnits(limit.max);
  if (!limit || min === undefined || max === undefined) return { ok: false, problem: 'onramp.method.unavailable' };
  if (amount < min) return { ok: false, problem: 'onramp.limit.min', limit: limit.min };
  if (amount > max) return { ok: false, problem: 'onramp.limit.max', limit: limit.max };
  return { ok: true, amount: input.trim() };
}

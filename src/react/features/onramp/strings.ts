// English strings of On-ramp. The catalogue merges them statically; `satisfies` keeps every key the
// limit rules can return (src/state/onramp) written here.
import type { LimitCheck } from '../../../state/onramp';

type OnRampRuleKey = Extract<LimitCheck, { ok: false }>['problem'];

export const onRampMessages = {
  'onramp.amount.empty': 'Enter an amount',
  'onramp.amount.invalid': 'Enter an amount with at most 2 decimals',
  'onramp.method.unavailable': 'This payment method is not available for {currency}',
  'onramp.limit.min': 'Minimum {amount} {currency}',
  'onramp.limit.max': 'Maximum {amount} {currency}',
} as const satisfies Record<OnRampRuleKey, string>;

/** On-ramp's views: titles, labels, the providers' quotes and the purchase in progress. */
export const onRampViewMessages = {
  'onramp.title': 'Buy',
  'onramp.fiatSelect.title': 'Pay with',
  'onramp.tokenSelect.title': 'Select token',
  'onramp.progress.title': 'Purchase in progress',
  'onramp.buy.label': 'You buy',
  'onramp.buy.on': '{symbol} on {network}',
  'onramp.pay.label': 'You pay with',
  'onramp.pay.value': '{currency} · {method}',
  'onramp.method.card': 'Card',
  'onramp.method.ach_bank_account': 'Bank account',
  'onramp.amount.label': 'Amount ({currency})',
  'onramp.options.loading': 'Loading what you can buy',
  'onramp.options.failed': 'Only the standard tokens and currencies are shown: the full list could not be loaded.',
  'onramp.providers': 'Providers',
  'onramp.provider.best': 'Best price',
  'onramp.quote.get': 'You get',
  'onramp.quote.fees': 'Fees',
  'onramp.quote.total': 'Total',
  'onramp.quote.loading': 'Getting a quote',
  'onramp.quote.none': 'Enter an amount to see quotes',
  'onramp.quote.failed': 'No quote: {reason}',
  'onramp.continue': 'Continue with {provider}',
  'onramp.opening': 'Opening {provider}…',
  'onramp.noAddress': 'Connect a wallet on {network} to buy there',
  'onramp.currency.label': 'Currency',
  'onramp.method.label': 'Payment method',
  'onramp.limits': '{min} – {max} {currency}',
  'onramp.tokens.empty': 'Nothing to buy on the configured networks',
  'onramp.inProgress.banner': 'A purchase with {provider} is in progress',
  'onramp.inProgress.view': 'View purchase',
  'onramp.progress.pending': 'Finish paying on {provider}’s page. This updates when {provider} delivers.',
  'onramp.progress.order': '{amount} for {symbol} on {network}',
  'onramp.progress.blocked': 'Your browser blocked the new window. Open the checkout yourself:',
  'onramp.progress.link': 'Open {provider} checkout',
  'onramp.progress.leave': 'You can leave: the purchase keeps going, and Buy shows it when you come back.',
  'onramp.progress.completed': 'Purchase complete',
  'onramp.progress.completedText': '{amount} arrived in your wallet.',
  'onramp.progress.completedTextNoAmount': 'Your purchase arrived in your wallet.',
  'onramp.progress.failed': 'The purchase failed or was cancelled',
  'onramp.progress.failedText': 'Nothing was delivered and nothing in your wallet changed.',
  'onramp.progress.buyAgain': 'Buy again',
  'onramp.progress.checking': 'Checking with {provider}',
} as const;

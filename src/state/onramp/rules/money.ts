// On-ramp's money rules: fiat amounts as exact decimal text (never floats), compared as bigint
// hundredths, and formatted for the element's `lang` with Intl.NumberFormat. Pure.

/** Fiat amounts have at most this many decimals. */
export const FIAT_DECIMALS = 2;
const DECIMAL = /^\d{1,15}(?:\.\d{0,18})?$/;

/** Decimal text (`"50"`, `"7500.00"`) scaled to `decimals` places as a bigint; undefined when it is not a plain decimal or has more places. */
export function toUnits(text: string, decimals = FIAT_DECIMALS): bigint | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  if (fraction.length > decimals) return undefined;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** Compares two decimal texts exactly (any number of places): negative, 0 or positive. Unreadable text sorts last. */
export function compareDecimal(a: string, b: string): number {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const x = toUnits(a, places);
  const y = toUnits(b, places);
  if (x === undefined || y === undefined) return x === undefined ? (y === undefined ? 0 : -1) : 1;
  return x === y ? 0 : x < y ? -1 : 1;
}

// Intl.NumberFormat formats decimal text exactly (ECMA-402 NumberFormat v3, in every browser
// the modal supports); TypeScript's ES2022 lib types only numbers.
const formatText = (format: Intl.NumberFormat, text: string): string => (format.format as unknown as (value: string) => string)(text);

/** A fiat amount with two decimals for `lang` ("7,500.00" in en, "7.500,00" in de). */
export function formatFiatNumber(text: string, lang: string): string {
  return formatText(new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), text);
}

/** A fiat amount with its currency for `lang` ("$50.00", "50,00 €"); an unknown currency code falls back to the number and the code. */
export function formatFiat(text: string, currency: string, lang: string): string {
  try {
    return formatText(new Intl.NumberFormat(lang, { style: 'currency', currency }), text);
  } catch {
    return `${formatFiatNumber(text, lang)} ${currency}`;
  }
}

/** A token amount for `lang`, every decimal the quote has (up to 18: what the visitor gets, exactly), and its symbol. */
export function formatTokenAmount(text: string, symbol: string, lang: string): string {
  return `${formatText(new Intl.NumberFormat(lang, { maximumFractionDigits: 18 }), text)} ${symbol}`;
}

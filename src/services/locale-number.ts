// Exact decimal text (from bigint base units) formatted for a locale with Intl.NumberFormat:
// grouping, decimal separator and digits of the locale, no rounding (the digits given are the
// digits shown; ECMA-402 NumberFormat v3 formats decimal strings exactly). Pure.

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}

const formatText = (format: Intl.NumberFormat, text: string): string => (format.format as unknown as (value: string) => string)(text);

/** "1234.5" → "1,234.5" (en), "1.234,5" (de), "١٬٢٣٤٫٥" (ar): exactly the fraction digits given. */
export function formatDecimalText(text: string, locale: string): string {
  const digits = text.split('.')[1]?.length ?? 0;
  return formatText(numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }), text);
}

/** "1234.57" (exact cents) → "$1,234.57" (en), "1.234,57 $" (de), as US dollars in the locale. */
export function formatUsdText(text: string, locale: string): string {
  return formatText(numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }), text);
}

/** A ratio (0.125) as a percentage in the locale ("12.5%", "%12,5" in tr), up to `maxDecimals` decimals. */
export function formatPercent(ratio: number, locale: string, maxDecimals = 2): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: maxDecimals }).format(ratio);
}

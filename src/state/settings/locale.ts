// The languages the modal knows, their direction, and how a requested `lang` (or the
// browser's languages) picks one of them: exact tag, then shorter prefixes
// (`zh-Hans-CN` → `zh-Hans` → `zh`), then the next preference, then English. Pure.

/** Text direction of a locale. */
export type TextDirection = 'ltr' | 'rtl';

/** The built-in locales (English is built in; the others load as their own chunk) and their direction. */
export const KNOWN_LOCALES: Readonly<Record<string, TextDirection>> = {
  en: 'ltr',
  es: 'ltr',
  pt: 'ltr',
  fr: 'ltr',
  de: 'ltr',
  ar: 'rtl',
  he: 'rtl',
  tr: 'ltr',
  ru: 'ltr',
  ja: 'ltr',
  ko: 'ltr',
  zh: 'ltr',
};

/** The fallback locale: built in, always complete. */
export const SOURCE_LOCALE = 'en';

/** Scripts and languages written right to left, for a host's own locale without a `dir`. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv']);

/** The first known locale matching `preferences` (each tried exactly, then by shorter prefixes), else English. */
export function negotiateLocale(preferences: readonly string[], known: readonly string[]): { locale: string; requested: string } {
  const byLowerCase = new Map(known.map((tag) => [tag.toLowerCase(), tag]));
  for (const preference of preferences) {
    const parts = preference.trim().toLowerCase().split(/[-_]/).filter(Boolean);
    for (let length = parts.length; length > 0; length--) {
      const match = byLowerCase.get(parts.slice(0, length).join('-'));
      if (match) return { locale: match, requested: preference.trim() };
    }
  }
  return { locale: SOURCE_LOCALE, requested: SOURCE_LOCALE };
}

/** The direction of `locale`: the host's `dir` for it, else the registry's, else by its language. */
export function localeDirection(locale: string, hostDirection?: TextDirection): TextDirection {
  if (hostDirection) return hostDirection;
  const known = KNOWN_LOCALES[locale];
  if (known) return known;
  return RTL_LANGUAGES.has(locale.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** A tag `Intl` accepts: `tag` itself when valid, else `fallback`. */
export function intlLocale(tag: string, fallback = SOURCE_LOCALE): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? fallback;
  } catch {
    return fallback;
  }
}

/** Pseudo-locale (as in Chrome and Android): every catalogue string marked, for tests that find text bypassing the catalogue. */
export const PSEUDO_LOCALE = 'en-XA';

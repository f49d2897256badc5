// Each built-in translation is a chunk of its own (src/state/chunks/list.ts, LOCALE_CHUNKS).

/** A translation's module; one chunk per file in ../i18n/locales (esbuild splits a template import by file). */
export function loadLocaleChunk(locale: string): Promise<unknown> {
  return import(`../i18n/locales/${locale}.ts`);
}

// Pseudo-locale (as in Chrome and Android): every catalogue string is marked, so tests can find strings that bypass the catalogue.
export { PSEUDO_LOCALE } from '../../state/settings';

/** Every string of `catalogue` wrapped in ⟦…⟧. */
export function pseudoLocalize<T extends Record<string, string>>(catalogue: T): T {
  return Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, `⟦${text}⟧`])) as T;
}

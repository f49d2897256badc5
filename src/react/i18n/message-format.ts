// The message format: `{name}` placeholders and the ICU subset of docs/translating.md —
// `{count, plural, =0 {none} one {# wallet} other {# wallets}}` (categories from
// Intl.PluralRules for the locale, `=N` exact matches first, `#` the number formatted with
// Intl.NumberFormat) and `{kind, select, a {...} other {...}}`. Branches may hold placeholders.
// Unknown placeholders stay as written; a malformed template is returned as written.

export type MessageParams = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, create: () => T): T {
  let value = cache.get(locale);
  if (!value) {
    value = create();
    cache.set(locale, value);
  }
  return value;
}

/** The index of the `}` closing the `{` at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

/** `selector {message}` pairs of a plural or select argument. */
function parseBranches(text: string): Map<string, string> | undefined {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < text.length) {
    const match = /^\s*([^\s{}]+)\s*\{/.exec(text.slice(index));
    if (!match) return /^\s*$/.test(text.slice(index)) ? branches : undefined;
    const open = index + match[0].length - 1;
    const close = closingBrace(text, open);
    if (close < 0) return undefined;
    branches.set(match[1] ?? '', text.slice(open + 1, close));
    index = close + 1;
  }
  return branches;
}

function pluralBranch(branches: Map<string, string>, value: number, locale: string): string | undefined {
  const exact = branches.get(`=${value}`);
  if (exact !== undefined) return exact;
  const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(value);
  return branches.get(category) ?? branches.get('other');
}

/** One `{...}` argument, or undefined to leave it as written. */
function formatArgument(body: string, params: MessageParams, locale: string): string | undefined {
  const [name = '', type, ...rest] = body.split(',');
  const key = name.trim();
  if (type === undefined) return key in params ? String(params[key]) : undefined;
  const kind = type.trim();
  const branches = parseBranches(rest.join(','));
  if (!branches || !(key in params)) return undefined;
  const value = params[key];
  if (kind === 'plural') {
    const count = Number(value);
    const branch = pluralBranch(branches, count, locale);
    if (branch === undefined) return undefined;
    const number = cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(count);
    return formatMessage(branch, params, locale).replace(/#/g, number);
  }
  if (kind === 'select') {
    const branch = branches.get(String(value)) ?? branches.get('other');
    return branch === undefined ? undefined : formatMessage(branch, params, locale);
  }
  return undefined;
}

/** The top-level `{...}` arguments of `text`, in order: where each opens and closes (a brace left open ends the list). */
function* topLevelArguments(text: string): Generator<{ open: number; close: number }> {
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    const close = open < 0 ? -1 : closingBrace(text, open);
    if (close < 0) return;
    yield { open, close };
    index = close + 1;
  }
}

/** Fills `template`'s placeholders, plurals and selects from `params`, numbers formatted for `locale`. */
export function formatMessage(template: string, params: MessageParams = {}, locale = 'en'): string {
  if (!template.includes('{')) return template;
  let result = '';
  let index = 0;
  for (const { open, close } of topLevelArguments(template)) {
    const formatted = formatArgument(template.slice(open + 1, close), params, locale);
    result += template.slice(index, open) + (formatted ?? template.slice(open, close + 1));
    index = close + 1;
  }
  return result + template.slice(index);
}

/** The argument names a template uses (`{name}` and `{count, plural, ...}`, in branches too), sorted: translations keep the same set. */
export function placeholderNames(template: string): string[] {
  const names = new Set<string>();
  const walk = (text: string) => {
    for (const { open, close } of topLevelArguments(text)) {
      const [name = '', type, ...rest] = text.slice(open + 1, close).split(',');
      names.add(name.trim());
      if (type !== undefined) for (const branch of parseBranches(rest.join(','))?.values() ?? []) walk(branch);
    }
  };
  walk(template);
  return [...names].sort();
}

// Registry entries repeat the same short lists (chains, injected namespaces) thousands of
// times: equal lists are kept once, frozen, so a long wallet list holds one reference per
// wallet instead of a copy. The table is bounded: past it, a list is kept as it came.

/** The most distinct lists the registry's entries share (a few dozen in practice). */
export const MAX_INTERNED_LISTS = 256;

const EMPTY: readonly string[] = Object.freeze([]);

/** An interning function over a table of at most `max` lists. */
export function createListInterner(max: number): (values: readonly string[]) => readonly string[] {
  const lists = new Map<string, readonly string[]>();
  return (values) => {
    if (values.length === 0) return EMPTY;
    const key = JSON.stringify(values);
    const known = lists.get(key);
    if (known) return known;
    const frozen = Object.freeze([...values]);
    if (lists.size < max) lists.set(key, frozen);
    return frozen;
  };
}

/** The shared frozen list equal to `values` (the same object for equal lists while the table has room). */
export const internList = createListInterner(MAX_INTERNED_LISTS);

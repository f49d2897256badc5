// Text from elsewhere (wallet, token and profile names) as the UI may show it: no controls,
// no bidi overrides or invisible characters, one line, bounded length. Views still isolate
// it (`unicode-bidi: isolate`): a clean right-to-left name must not reorder its neighbours.

// Format characters (bidi embeddings, overrides, isolates and marks, zero-width space and
// joiners, BOM, tags) except a joiner before an emoji (family, profession sequences);
// lone surrogates; private use.
const INVISIBLE = /\u200D(?!\p{Extended_Pictographic})|(?!\u200D)[\p{Cf}\p{Cs}\p{Co}]/gu;
// Controls (C0, DEL, C1), line and paragraph separators and other spacing: one space.
const SPACE = /[\p{Cc}\p{Z}\s]+/gu;
// Past 3 combining marks on one character, the ink only spills over neighbouring lines.
const MARK_PILE = /(\p{M}{3})\p{M}+/gu;

// The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text around them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** `value` without bidi controls, otherwise as given: for text that must stay exact (an email, a username). */
export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/**
 * `value` cleaned for display, at most `max` code points (an ellipsis marks a cut);
 * undefined when it is not a string or nothing visible is left.
 */
export function displayText(value: unknown, max = 64): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Bounded before the expressions run: a megabyte name costs no more than a short one.
  const points = Array.from(
    value
      .slice(0, max * 8)
      .replace(INVISIBLE, '')
      .replace(SPACE, ' ')
      .replace(MARK_PILE, '$1')
      .trim(),
  );
  if (points.length === 0) return undefined;
  return points.length > max
    ? `${points
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : points.join('');
}

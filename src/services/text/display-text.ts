// Text from elsewhere (wallet, token, network and profile names) as the UI may show it:
// no controls, no bidi overrides or invisible characters, one line, bounded length.
// The view still isolates it (<bdi>, `unicode-bidi: isolate`): a clean right-to-left
// name must not reorder the text around it either.

/** Default length cap, in code points; callers pass a tighter one (symbols) where it fits. */
export const DISPLAY_TEXT_MAX = 64;

// Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), marks (U+200E, U+200F,
// U+061C) and every other format character (zero-width space, joiners, BOM, tags), except a zero-width
// joiner inside an emoji sequence; lone surrogates; private-use code points.
const INVISIBLE = /(?<![\p{Extended_Pictographic}\u{FE0F}\u{1F3FB}-\u{1F3FF}])\u200D|\u200D(?!\p{Extended_Pictographic})|(?!\u200D)\p{Cf}|\p{Cs}|\p{Co}/gu;
// Controls (C0, DEL, C1), line and paragraph separators and all other spacing collapse to one space.
const SPACE = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;
// More than 3 combining marks on one character only stacks ink over the neighbouring lines.
const MARK_PILE = /(\p{M}{3})\p{M}+/gu;

/**
 * `value` cleaned for display, at most `max` code points (an ellipsis marks a cut);
 * undefined when it is not a string or nothing visible is left.
 */
export function displayText(value: unknown, max = DISPLAY_TEXT_MAX): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Bound the work before the regular expressions run over a huge string.
  const bounded = value.length > max * 8 ? value.slice(0, max * 8) : value;
  const cleaned = bounded.replace(INVISIBLE, '').replace(SPACE, ' ').replace(MARK_PILE, '$1').trim();
  if (cleaned === '') return undefined;
  const codePoints = Array.from(cleaned);
  if (codePoints.length <= max) return cleaned;
  return `${codePoints.slice(0, max - 1).join('').trimEnd()}…`;
}

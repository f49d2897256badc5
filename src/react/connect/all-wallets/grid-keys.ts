// Arrow-key movement in a grid of `count` cells, `columns` wide (WAI-ARIA grid pattern).

/** The cell index a key moves to from `index`, or undefined for keys the grid does not handle. */
export function nextCellIndex(key: string, index: number, count: number, columns: number, ctrl = false): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const rowStart = index - (index % columns);
  const clamp = (value: number) => Math.max(0, Math.min(last, value));
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return ctrl ? 0 : rowStart;
    case 'End':
      return ctrl ? last : Math.min(last, rowStart + columns - 1);
    case 'PageDown':
      return clamp(index + columns * 4);
    case 'PageUp':
      return clamp(index - columns * 4);
    default:
      return undefined;
  }
}

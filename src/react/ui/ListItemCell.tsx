// A grid's tiles (AllWallets' wallets) as list items: a WAI-ARIA grid cell holding the row button
// of ListItem.tsx. Apart from ListItem so that it loads with the one grid, not with the modal.
import { ItemButton, type ItemButtonProps } from './ListItem';

export interface ListItemCellProps extends ItemButtonProps {
  /** Its column, from 1 (aria-colindex). */
  column: number;
  /** The grid cell's own class. */
  cellClassName?: string;
}

/** One tile of a grid (WAI-ARIA grid: the grid moves focus between the cells' buttons): `role="gridcell"` with the row button. */
export function ListItemCell({ column, cellClassName, ...button }: ListItemCellProps) {
  return (
    <div role="gridcell" aria-colindex={column} className={cellClassName}>
      <ItemButton {...button} />
    </div>
  );
}

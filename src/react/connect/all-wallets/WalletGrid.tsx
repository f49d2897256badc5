// AllWallets' grid: rows of 4 rendered virtually inside the dialog body's
// scroll, arrow keys with a roving tabindex (WAI-ARIA grid), and a callback
// when the last rows come into view or the visitor keeps scrolling there (infinite scroll).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { RegistryWallet } from '../../../state/wallets/rules/wallets';
import { walletImageUrl } from '../../../state/wallets';
import { DataName } from '../../ui/DataName';
import { ListItemCell } from '../../ui/ListItemCell';
import { WalletIcon } from '../../ui/WalletIcon';
import { nextCellIndex } from './grid-keys';

export const GRID_COLUMNS = 4;
const ROW_HEIGHT = 104;
/** Load the next page when this many rows or fewer remain below the last rendered one. */
const END_THRESHOLD_ROWS = 3;

interface WalletGridProps {
  wallets: readonly RegistryWallet[];
  label: string;
  /** Total rows when known (aria-rowcount); -1 while unknown. */
  totalRows?: number;
  onChoose(walletId: string): void;
  onEndReached?: () => void;
}

/** The scroll container (the dialog body) and the grid's offset in it, measured once mounted. */
function useScrollParent(grid: RefObject<HTMLDivElement | null>) {
  const [scroll, setScroll] = useState<{ element: HTMLElement | null; margin: number }>({ element: null, margin: 0 });
  useLayoutEffect(() => {
    const element = grid.current?.closest<HTMLElement>('.wm-dialog-body') ?? null;
    if (!element || !grid.current) return;
    const margin = grid.current.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
    setScroll({ element, margin });
  }, [grid]);
  return scroll;
}

export function WalletGrid({ wallets, label, totalRows = -1, onChoose, onEndReached }: WalletGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const scroll = useScrollParent(gridRef);
  const rowCount = Math.ceil(wallets.length / GRID_COLUMNS);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroll.element,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    scrollMargin: scroll.margin,
  });
  const rows = virtualizer.getVirtualItems();
  const [active, setActive] = useState(0);
  const focusWanted = useRef<number | undefined>(undefined);

  const lastRenderedRow = rows[rows.length - 1]?.index ?? -1;
  const nearEnd = rowCount > 0 && lastRenderedRow >= rowCount - 1 - END_THRESHOLD_ROWS;
  // Read through a ref: the callback coming back (a page failed) must not ask again by itself, only the visitor's scroll.
  const endReached = useRef(onEndReached);
  endReached.current = onEndReached;
  const nearEndNow = useRef(nearEnd);
  nearEndNow.current = nearEnd;
  useEffect(() => {
    if (nearEnd) endReached.current?.();
  }, [lastRenderedRow, rowCount, nearEnd]);
  // Scrolling on at the end asks again: after a failed page the rows no longer change, and at the bottom a wheel or
  // a swipe moves nothing (no scroll event), so the gesture is what counts; layout shifts never ask by themselves.
  useEffect(() => {
    const element = scroll.element;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY > 0 && nearEndNow.current) endReached.current?.();
    };
    const onSwipe = () => {
      if (nearEndNow.current) endReached.current?.();
    };
    element.addEventListener('wheel', onWheel, { passive: true });
    element.addEventListener('touchmove', onSwipe, { passive: true });
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('touchmove', onSwipe);
    };
  }, [scroll.element]);

  // A new list (search) starts at its first cell.
  const activeIndex = Math.min(active, Math.max(0, wallets.length - 1));
  const renderedFirst = (rows[0]?.index ?? 0) * GRID_COLUMNS;
  const renderedLast = ((rows[rows.length - 1]?.index ?? -1) + 1) * GRID_COLUMNS - 1;
  // Tab enters the grid at the active cell, or at the first rendered one if it scrolled away.
  const tabbable = activeIndex >= renderedFirst && activeIndex <= renderedLast ? activeIndex : renderedFirst;

  const focusCell = useCallback((index: number) => {
    focusWanted.current = index;
    let tries = 0;
    const attempt = () => {
      if (focusWanted.current !== index) return;
      const cell = gridRef.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"]`);
      if (cell) {
        cell.focus({ preventScroll: false });
        focusWanted.current = undefined;
      } else if ((tries += 1) < 20) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextCellIndex(event.key, activeIndex, wallets.length, GRID_COLUMNS, event.ctrlKey);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    virtualizer.scrollToIndex(Math.floor(next / GRID_COLUMNS), { align: 'auto' });
    focusCell(next);
  };

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-rowcount={totalRows}
      aria-colcount={GRID_COLUMNS}
      tabIndex={-1}
      className="wm-wallet-grid"
      style={{ height: virtualizer.getTotalSize() }}
      onKeyDown={onKeyDown}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          role="row"
          aria-rowindex={row.index + 1}
          className="wm-wallet-row"
          style={{ transform: `translateY(${row.start - scroll.margin}px)` }}
        >
          {wallets.slice(row.index * GRID_COLUMNS, row.index * GRID_COLUMNS + GRID_COLUMNS).map((wallet, column) => {
            const index = row.index * GRID_COLUMNS + column;
            return (
              <ListItemCell
                key={wallet.id}
                column={column + 1}
                cellClassName="wm-wallet-cell"
                className="wm-wallet-tile"
                data-index={index}
                tabIndex={index === tabbable ? 0 : -1}
                onFocus={() => setActive(index)}
                onClick={() => onChoose(wallet.id)}
              >
                <WalletIcon name={wallet.name} src={walletImageUrl(wallet)} size={56} />
                <DataName className="wm-wallet-tile-name" name={wallet.name} />
              </ListItemCell>
            );
          })}
        </div>
      ))}
    </div>
  );
}

// The clickable rows of the modal's lists (wallets, sign-in options, networks, the pickers' options,
// Activity's transactions): a list item holding one button with the row look, and the row's name.
// The classes are set here only (a grid's tiles: ListItemCell.tsx, with the same button).
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { DataName } from './DataName';

export interface ItemButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'disabled' | 'aria-current' | 'aria-disabled'> {
  /** The option chosen now (aria-current). */
  current?: boolean;
  /**
   * Not available now: stays focusable and announced as disabled (aria-disabled), so its name can say why;
   * a click does nothing.
   */
  disabled?: boolean;
  /** A picker's option (a token, a currency): the row with the button look too. */
  option?: boolean;
  /** The list's own class for its rows, after the row's (their size and spacing in that list). */
  className?: string;
}

/** The row itself: a `type="button"` with the row's classes (ListItem's, and ListItemCell's in a grid). */
export function ItemButton({ current, disabled, option, className, onClick, ...props }: ItemButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={`wm-list-item${option ? ' wm-button' : ''}${className ? ` ${className}` : ''}`}
      aria-current={current || undefined}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    />
  );
}

export interface ListItemProps extends ItemButtonProps {
  /** The list item's own class. */
  rowClassName?: string;
  /** The row's place in a virtual list: aria-posinset (index + 1), aria-setsize (-1 while unknown) and where it sits. */
  position?: { index: number; count: number; style: CSSProperties };
  /** What follows the button inside the list item (a wallet's store link). */
  after?: ReactNode;
}

/** One row of a list: `<li>` with a `type="button"` row; its children are the icon, the name and any tags. */
export function ListItem({ rowClassName, position, after, ...button }: ListItemProps) {
  return (
    <li className={rowClassName} aria-posinset={position && position.index + 1} aria-setsize={position?.count} style={position?.style}>
      <ItemButton {...button} />
      {after}
    </li>
  );
}

/** The row's name: it takes the row's free width and ends in an ellipsis. */
export function ListItemName(props: Omit<ComponentPropsWithRef<'span'>, 'className'>) {
  return <span {...props} className="wm-list-item-name" />;
}

/** The row's name when it comes from outside (a wallet's): shown as data (see DataName). */
export function ListItemDataName({ name }: { name: string }) {
  return <DataName className="wm-list-item-name" name={name} />;
}

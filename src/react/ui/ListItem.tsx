// The clickable rows of the modal's lists (wallets, sign-in options, networks, the pickers' options):
// a list item holding one button with the row look, and the row's name. The classes are set here only.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { DataName } from './DataName';

export interface ListItemProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'type' | 'disabled' | 'aria-current' | 'aria-disabled'
> {
  /** The option chosen now (aria-current). */
  current?: boolean;
  /**
   * Not available now: stays focusable and announced as disabled (aria-disabled), so its name can say why;
   * a click does nothing.
   */
  disabled?: boolean;
  /** A picker's option (a token, a currency): the row with the button look too. */
  option?: boolean;
  /** The list item's own class. */
  rowClassName?: string;
  /** What follows the button inside the list item (a wallet's store link). */
  after?: ReactNode;
}

/** One row of a list: `<li>` with a `type="button"` row; its children are the icon, the name and any tags. */
export function ListItem({ current, disabled, option, rowClassName, after, onClick, ...props }: ListItemProps) {
  return (
    <li className={rowClassName}>
      <button
        type="button"
        {...props}
        className={option ? 'wm-list-item wm-button' : 'wm-list-item'}
        aria-current={current || undefined}
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : onClick}
      />
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

// The modal's buttons (and links that look like one): a variant picks the look, the primary
// variant carries the public part hosts style as `wallet-modal::part(primary-button)`.
import type { ComponentPropsWithRef } from 'react';

/**
 * `primary`: the view's main action (the public `primary-button` part); `secondary`: the plain button;
 * `danger`: a destructive action (Disconnect); `icon`: round and icon-only (give it an aria-label).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'icon';

interface Look {
  variant?: ButtonVariant;
  /** As wide as its container. */
  block?: boolean;
  /** A view's own class, added after the button's. */
  className?: string;
}

function look({ variant = 'secondary', block, className }: Look) {
  return {
    className: ['wm-button', variant !== 'secondary' && `wm-button--${variant}`, block && 'wm-button--block', className]
      .filter(Boolean)
      .join(' '),
    part: variant === 'primary' ? 'primary-button' : undefined,
  };
}

export interface ButtonProps extends Look, Omit<ComponentPropsWithRef<'button'>, 'className' | 'aria-disabled'> {
  /**
   * With `disabled`: stays focusable and in the tab order, announced as disabled (aria-disabled), for an
   * action whose label says why it cannot run yet ("Enter an amount"). Its handler keeps its own guard:
   * clicks still arrive, and Enter in a form's field submits the form anyway.
   */
  accessibleWhenDisabled?: boolean;
}

/** A button, `type="button"` unless said otherwise; `disabled` is the one way to disable it. */
export function Button({ variant, block, className, type = 'button', disabled, accessibleWhenDisabled, ...props }: ButtonProps) {
  const soft = accessibleWhenDisabled === true;
  return (
    <button
      type={type}
      {...props}
      {...look({ variant, block, className })}
      disabled={!soft && disabled}
      aria-disabled={(soft && disabled) || undefined}
    />
  );
}

export type ButtonLinkProps = Look & Omit<ComponentPropsWithRef<'a'>, 'className'>;

/** A link that looks like a button (open a wallet app, a block explorer), with the same variants. */
export function ButtonLink({ variant, block, className, children, ...props }: ButtonLinkProps) {
  return (
    <a {...props} {...look({ variant, block, className })}>
      {children}
    </a>
  );
}

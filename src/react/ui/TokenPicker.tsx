// The token picker Send, Swap and Buy share: a button that opens the list of tokens, showing the token chosen
// (its icon, or its letters while it has none; its symbol; a muted line under it: the network, the balance) and
// a chevron that says a list opens. A picker with a label sits in a panel, the amount field's look; Swap's sits
// beside the amount, compact. PickerButton is the same button with other content (Buy's currency and method).
import type { ReactNode } from 'react';
import { Button } from './Button';
import { useStyles } from './useStyles';
import { WalletIcon } from './WalletIcon';

export const tokenPickerStyles = /* css */ `
.wm-picker-field {
  display: grid; gap: var(--_space-xs); padding: var(--_space-sm) var(--_space-m);
  border: 1px solid var(--_border); border-radius: var(--_radius-small); background: var(--_surface-2);
}
.wm-picker-label { font-size: var(--_text-s); color: var(--_text-muted); }
.wm-picker {
  justify-content: flex-start; gap: var(--_space-sm); width: 100%; min-width: 0; padding: var(--_space-xs) var(--_space-sm);
  text-align: start; border: 1px solid var(--_border); background: var(--_surface);
}
.wm-picker--compact { flex: none; width: auto; max-width: 50%; padding-inline: var(--_space-xs) var(--_space-s); }
.wm-picker-text { flex: 1; display: grid; gap: var(--_space-3xs); min-width: 0; overflow-wrap: anywhere; }
.wm-picker-detail { font-size: var(--_text-s); font-weight: 400; line-height: 1.3; color: var(--_text-muted); }
.wm-picker-chevron { flex: none; color: var(--_text-muted); }
`;

export interface PickerButtonProps {
  /** The button's accessible name, when its text is not enough ("You pay: ETH"). */
  label?: string;
  /** Beside the amount, as wide as its content (Swap). */
  compact?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

/** The picker's button: its content, then a chevron that points along the line. */
export function PickerButton({ label, compact, disabled, onClick, children }: PickerButtonProps) {
  useStyles(tokenPickerStyles);
  return (
    <Button className={compact ? 'wm-picker wm-picker--compact' : 'wm-picker'} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
      {/* The back button's chevron, pointing forward: a list opens. */}
      <svg className="wm-picker-chevron wm-directional" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M5.3 2.3a1 1 0 0 0 0 1.4L9.6 8l-4.3 4.3a1 1 0 1 0 1.4 1.4l5-5a1 1 0 0 0 0-1.4l-5-5a1 1 0 0 0-1.4 0Z" />
      </svg>
    </Button>
  );
}

export interface TokenPickerProps extends Omit<PickerButtonProps, 'children'> {
  /** The token chosen; none yet shows `placeholder`. */
  token?: { symbol: string; iconUrl?: string };
  /** What the button says while no token is chosen ("Select token"). */
  placeholder?: string;
  /** Muted, under the symbol: the network, the balance. */
  detail?: ReactNode;
}

/** The button that opens a token list: icon, symbol and its detail line, or the placeholder. */
export function TokenPicker({ token, placeholder, detail, ...button }: TokenPickerProps) {
  const size = button.compact ? 24 : 32;
  return (
    <PickerButton {...button}>
      {token ? (
        <>
          <WalletIcon name={token.symbol} src={token.iconUrl} size={size} />
          <span className="wm-picker-text">
            <span translate="no">{token.symbol}</span>
            {detail !== undefined && <span className="wm-picker-detail">{detail}</span>}
          </span>
        </>
      ) : (
        <span className="wm-picker-text">{placeholder}</span>
      )}
    </PickerButton>
  );
}

/** A picker in its panel, under its visible label (the button's own name says the label again). */
export function PickerField({ label, children }: { label: ReactNode; children: ReactNode }) {
  useStyles(tokenPickerStyles);
  return (
    <div className="wm-picker-field">
      <span className="wm-picker-label">{label}</span>
      {children}
    </div>
  );
}

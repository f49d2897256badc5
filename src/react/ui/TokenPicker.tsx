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
.wm-picker--compact { flex: 0 1 auto; width: auto; max-width: 65%; gap: var(--_space-s); padding-inline: var(--_space-xs) var(--_space-s); }
.wm-picker-text { flex: 1; display: grid; gap: var(--_space-3xs); min-width: 0; overflow-wrap: anywhere; }
.wm-picker-detail { font-size: var(--_text-s); font-weight: 400; line-height: 1.3; color: var(--_text-muted); }
.wm-picker-chevron { flex: none; color: var(--_text-muted); }
`;

export interface PickerButtonProps {
  /**
   * The field's label: the button's name starts with it, then come the words it shows ("You pay: ETH"). Said as
   * hidden text, not an aria-label: a name that holds the visible words as they are shown, icon letters aside.
   */
  label: string;
  /** Beside the amount, as wide as its content (Swap). */
  compact?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

/** The picker's button: its label for assistive technology, its content, then a chevron along the line. */
export function PickerButton({ label, compact, disabled, onClick, children }: PickerButtonProps) {
  useStyles(tokenPickerStyles);
  return (
    <Button className={compact ? 'wm-picker wm-picker--compact' : 'wm-picker'} disabled={disabled} onClick={onClick}>
      <span className="wm-visually-hidden">
        {label}
        <span translate="no">: </span>
      </span>
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
  /** Muted, under the symbol, and after it in the name: the balance, the network. */
  detail?: string;
  /** The detail is data (a network's name): never translated. */
  detailIsData?: boolean;
}

/** The button that opens a token list: icon, symbol and its detail line, or the placeholder. */
export function TokenPicker({ token, placeholder, detail, detailIsData, ...button }: TokenPickerProps) {
  return (
    <PickerButton {...button}>
      {token ? (
        <>
          <WalletIcon name={token.symbol} src={token.iconUrl} size={button.compact ? 24 : 32} />
          <span className="wm-picker-text">
            <span translate="no">{token.symbol}</span>
            {/* The space keeps the symbol and the detail two words in the button's name. */}
            {detail && <span className="wm-picker-detail" translate={detailIsData ? 'no' : undefined}>{` ${detail}`}</span>}
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

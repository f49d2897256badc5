// The amount field Send, Swap and Buy share: a panel with its label, the amount typed (decimal keyboard, no
// autocomplete or spell check, never translated, focused when the view opens) with what sits beside it (a token
// picker, Max), and the line under it (the value in USD, a balance, what is wrong). One look for the three forms.
import type { ReactNode } from 'react';
import { Field, Input } from './Field';
import { useStyles } from './useStyles';

export const amountFieldStyles = /* css */ `
.wm-amount-field {
  display: grid; gap: var(--_space-xs); padding: var(--_space-sm) var(--_space-m);
  border: 1px solid var(--_border); border-radius: var(--_radius-small); background: var(--_surface-2);
}
.wm-amount-field > label { font-size: var(--_text-s); color: var(--_text-muted); }
.wm-amount-row { display: flex; gap: var(--_space-s); align-items: center; }
.wm-amount-input {
  box-sizing: border-box; flex: 1; min-width: 0; width: 100%; padding: var(--_space-s) var(--_space-sm);
  border: 1px solid var(--_border); border-radius: var(--_radius-small);
  background: var(--_surface); color: var(--_text); font: 600 var(--_text-2xl)/1.2 var(--_font);
}
.wm-amount-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.wm-amount-input[aria-invalid="true"] { border-color: var(--_danger); }
`;

export interface AmountFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  /** What was typed has a problem (aria-invalid). */
  invalid: boolean;
  /** Beside the input: a token picker, Max. */
  beside?: ReactNode;
  /** Under it: the FieldMessage (which describes the input) and anything else on that line. */
  children: ReactNode;
}

export function AmountField({ label, value, onChange, maxLength, invalid, beside, children }: AmountFieldProps) {
  useStyles(amountFieldStyles);
  return (
    <Field className="wm-amount-field" label={label} invalid={invalid} hasMessage>
      <div className="wm-amount-row">
        <Input
          className="wm-amount-input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          maxLength={maxLength}
          value={value}
          translate="no"
          onChange={(event) => onChange(event.target.value)}
          data-autofocus
        />
        {beside}
      </div>
      {children}
    </Field>
  );
}

// The search boxes of the long lists (all wallets, the token pickers), built on Field and Input.
import type { Ref } from 'react';
import { Field, Input } from './Field';

export interface SearchFieldProps {
  /** The field's name, also shown as its placeholder. */
  label: string;
  /** The wrapper's class (see Field). */
  className?: string;
  inputClassName: string;
  value: string;
  onChange(value: string): void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A search box: its label for assistive technology only, shown as the placeholder; focused when its view opens. */
export function SearchField({ label, className, inputClassName, value, onChange, inputRef }: SearchFieldProps) {
  return (
    <Field className={className} label={label} hiddenLabel>
      <Input
        ref={inputRef}
        type="search"
        className={inputClassName}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-autofocus
      />
    </Field>
  );
}

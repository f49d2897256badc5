import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';
import { SearchField } from '../../ui/SearchField';

/** The labelled search field of AllWallets; the state debounces and cancels the requests. */
export function WalletSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  // Coming from Connect, the button that had focus is gone: focus moves to the search.
  useEffect(() => input.current?.focus(), []);
  return (
    <SearchField
      className="wm-wallet-search"
      label={t('wallets.searchLabel')}
      inputClassName="wm-input"
      value={value}
      onChange={onChange}
      inputRef={input}
    />
  );
}

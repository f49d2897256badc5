import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/useT';

/** The labelled search field of AllWallets; the state debounces and cancels the requests. */
export function WalletSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Coming from Connect, the button that had focus is gone: focus moves to the search.
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="wm-wallet-search">
      <label htmlFor={id} className="wm-visually-hidden">
        {t('wallets.searchLabel')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        className="wm-input"
        placeholder={t('wallets.searchLabel')}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-autofocus
      />
    </div>
  );
}

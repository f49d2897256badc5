import { useId, useState } from 'react';
import { goBack } from '../../../state/router';
import { chooseSendToken } from '../../../state/send';
import { useT } from '../../i18n/useT';
import { useStyles } from '../../ui/useStyles';
import { WalletIcon } from '../../ui/WalletIcon';
import { sendStyles } from './send.styles';
import { useSendView } from './useSendView';

/** A search field appears past this many tokens. */
const SEARCH_FROM = 5;

/** WalletSendSelectToken: the portfolio on the active network (native first), each with balance and USD value; choosing one goes back to the form. */
export function WalletSendSelectTokenView() {
  useStyles(sendStyles);
  const t = useT();
  const { token: chosen, account } = useSendView();
  const { tokens } = account;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const shown = needle === '' ? tokens : tokens.filter((token) => `${token.name} ${token.symbol}`.toLowerCase().includes(needle));

  return (
    <div className="wm-send-tokens">
      {tokens.length >= SEARCH_FROM && (
        <>
          <label htmlFor={searchId} className="wm-visually-hidden">
            {t('send.search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            className="wm-send-input"
            placeholder={t('send.search.label')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            data-autofocus
          />
        </>
      )}
      {tokens.length === 0 ? (
        <p className="wm-message wm-muted">{t('send.tokens.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="wm-message wm-muted" role="status">
          {t('send.search.none', { query })}
        </p>
      ) : (
        <ul className="wm-list" aria-label={t('send.selectToken.title')}>
          {shown.map((token) => (
            <li key={token.id}>
              <button
                type="button"
                className="wm-list-item wm-button"
                aria-current={token.id === chosen?.id || undefined}
                onClick={() => {
                  chooseSendToken(token.id);
                  goBack();
                }}
              >
                <WalletIcon name={token.symbol} src={token.iconUrl} size={32} />
                <span className="wm-list-item-name">
                  <span translate="no">{token.name}</span>{' '}
                  <span className="wm-muted" translate="no">
                    {token.quantity} {token.symbol}
                  </span>
                </span>
                {token.usdValue && <span translate="no">{token.usdValue}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

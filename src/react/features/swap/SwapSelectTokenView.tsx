import { useId, useState } from 'react';
import { goBack } from '../../../state/router';
import { chooseSwapToken, formatSwapAmount, swapState } from '../../../state/swap';
import { useT } from '../../i18n/useT';
import { useStyles } from '../../ui/useStyles';
import { WalletIcon } from '../../ui/WalletIcon';
import { swapStyles } from './swap.styles';
import { useSwapView } from './useSwapView';

/** SwapSelectToken: the network's swappable tokens, those the visitor holds first, with search; choosing one goes back to the form. */
export function SwapSelectTokenView() {
  useStyles(swapStyles);
  const t = useT();
  const { pay, receive, tokens, state } = useSwapView();
  const side = state.choosing;
  const chosen = side === 'pay' ? pay : receive;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const shown =
    needle === '' ? tokens : tokens.filter((token) => `${token.name} ${token.symbol} ${token.address}`.toLowerCase().includes(needle));

  return (
    <div className="wm-swap-tokens">
      <label htmlFor={searchId} className="wm-visually-hidden">
        {t('swap.search.label')}
      </label>
      <input
        id={searchId}
        type="search"
        className="wm-swap-input wm-swap-input--search"
        placeholder={t('swap.search.label')}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-autofocus
      />
      {tokens.length === 0 ? (
        <p className="wm-message wm-muted">{t('swap.tokens.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="wm-message wm-muted" role="status">
          {t('swap.search.none', { query })}
        </p>
      ) : (
        <ul className="wm-list" aria-label={t(side === 'pay' ? 'swap.pay.label' : 'swap.receive.label')}>
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="wm-list-item wm-button"
                aria-current={token.address === chosen?.address || undefined}
                onClick={() => {
                  chooseSwapToken(swapState.choosing, token.address);
                  goBack();
                }}
              >
                <WalletIcon name={token.symbol} src={token.logoUri ?? token.row?.iconUrl} size={32} />
                <span className="wm-list-item-name">
                  <span translate="no">{token.name}</span>{' '}
                  <span className="wm-muted" translate="no">
                    {formatSwapAmount(token.balance, token.decimals, token.symbol)}
                  </span>
                </span>
                {token.row?.usdValue && <span translate="no">{token.row.usdValue}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useState } from 'react';
import { goBack } from '../../../state/router';
import { chooseSwapToken, formatSwapAmount, swapState } from '../../../state/swap';
import { useT } from '../../i18n/useT';
import { SearchField } from '../../ui/SearchField';
import { useStyles } from '../../ui/useStyles';
import { TokenOption } from '../../ui/TokenRow';
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
  const needle = query.trim().toLowerCase();
  const shown =
    needle === '' ? tokens : tokens.filter((token) => `${token.name} ${token.symbol} ${token.address}`.toLowerCase().includes(needle));

  return (
    <div className="wm-swap-tokens">
      <SearchField label={t('swap.search.label')} inputClassName="wm-swap-input wm-swap-input--search" value={query} onChange={setQuery} />
      {tokens.length === 0 ? (
        <p className="wm-message wm-muted">{t('swap.tokens.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="wm-message wm-muted" role="status">
          {t('swap.search.none', { query })}
        </p>
      ) : (
        <ul className="wm-list" aria-label={t(side === 'pay' ? 'swap.pay.label' : 'swap.receive.label')}>
          {shown.map((token) => (
            <TokenOption
              key={token.address}
              symbol={token.symbol}
              iconUrl={token.logoUri ?? token.row?.iconUrl}
              name={token.name}
              amount={formatSwapAmount(token.balance, token.decimals, token.symbol)}
              value={token.row?.usdValue}
              current={token.address === chosen?.address}
              onChoose={() => {
                chooseSwapToken(swapState.choosing, token.address);
                goBack();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

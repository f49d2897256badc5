import { useState } from 'react';
import { goBack } from '../../../state/router';
import { chooseSendToken } from '../../../state/send';
import { useT } from '../../i18n/useT';
import { SearchField } from '../../ui/SearchField';
import { useStyles } from '../../ui/useStyles';
import { portfolioToken, TokenOption } from '../../ui/TokenRow';
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
  const needle = query.trim().toLowerCase();
  const shown = needle === '' ? tokens : tokens.filter((token) => `${token.name} ${token.symbol}`.toLowerCase().includes(needle));

  return (
    <div className="wm-send-tokens">
      {tokens.length >= SEARCH_FROM && (
        <SearchField label={t('send.search.label')} inputClassName="wm-send-input" value={query} onChange={setQuery} />
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
            <TokenOption
              key={token.id}
              {...portfolioToken(token)}
              current={token.id === chosen?.id}
              onChoose={() => {
                chooseSendToken(token.id);
                goBack();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

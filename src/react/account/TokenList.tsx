import { useEffect, useState } from 'react';
import type { Snapshot } from 'valtio';
import type { Portfolio } from '../../state/portfolio';
import { useT, useTranslateKey } from '../i18n/useT';
import type { VirtualTokens as VirtualTokensView } from './VirtualTokens';

// The virtual list (@tanstack/react-virtual) is its own chunk, loaded when Account shows,
// so opening Connect does not pay for it. Not React.lazy: see AllWalletsRoute.
type VirtualTokensComponent = typeof VirtualTokensView;
let loadedList: VirtualTokensComponent | undefined;
let loadingList: Promise<VirtualTokensComponent> | undefined;

function loadVirtualTokens(): Promise<VirtualTokensComponent> {
  loadingList ??= import('./VirtualTokens').then(
    ({ VirtualTokens }) => (loadedList = VirtualTokens),
    (error: unknown) => {
      loadingList = undefined;
      throw error;
    },
  );
  return loadingList;
}

function useVirtualTokens(): VirtualTokensComponent | undefined {
  const [List, setList] = useState<VirtualTokensComponent | undefined>(() => loadedList);
  useEffect(() => {
    if (!List) loadVirtualTokens().then((list) => setList(() => list), () => undefined);
  }, [List]);
  return List;
}

/** The token portfolio: a skeleton while loading, "Token Balance Unavailable", or the tokens and their total. */
export function TokenList({ portfolio }: { portfolio: Snapshot<Portfolio> }) {
  const t = useT();
  const translateKey = useTranslateKey();
  const VirtualTokens = useVirtualTokens();
  if (portfolio.status === 'unavailable') {
    return (
      <p className="wm-alert wm-tokens-state" role="alert">
        {translateKey('error.tokenBalanceUnavailable')}
      </p>
    );
  }
  if (portfolio.status === 'loading' || !VirtualTokens) {
    return (
      <div className="wm-tokens-loading wm-tokens-state" role="status" aria-label={t('account.tokensLoading')}>
        <div className="wm-skeleton-row" aria-hidden="true" />
        <div className="wm-skeleton-row" aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className="wm-portfolio">
      {portfolio.totalUsd && (
        <p className="wm-portfolio-total">
          <span className="wm-muted">{t('account.total')}</span>{' '}
          <span translate="no">{portfolio.totalUsd}</span>
        </p>
      )}
      <VirtualTokens tokens={portfolio.tokens} label={t('account.tokens')} />
    </div>
  );
}

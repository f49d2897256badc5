import { componentChunks } from '../chunks/components';
import type { Snapshot } from 'valtio';
import type { Portfolio } from '../../state/account';
import { useT, useTranslateKey } from '../i18n/useT';
import { Button } from '../ui/Button';
import { ChunkLoadFailed } from '../ui/ChunkLoadFailed';
import { lazyComponent, useLazyComponent } from '../ui/lazy-component';
import { useTimeReached } from './useAccount';

// The virtual list (@tanstack/react-virtual) is its own chunk, loaded when Account shows,
// so opening Connect does not pay for it.
const virtualTokens = lazyComponent(() => componentChunks.virtualTokens.quiet().then(({ VirtualTokens }) => VirtualTokens));

/** The token portfolio: a skeleton while loading, "Token Balance Unavailable" with Retry (after 30 s), or the tokens and their total. */
export function TokenList({ portfolio, onRetry }: { portfolio: Snapshot<Portfolio>; onRetry(): void }) {
  const t = useT();
  const translateKey = useTranslateKey();
  const { Component: VirtualTokens, failed, retry } = useLazyComponent(virtualTokens);
  const mayRetry = useTimeReached(portfolio.retryAt);
  if (failed) return <ChunkLoadFailed onRetry={retry} />;
  if (portfolio.status === 'unavailable') {
    return (
      <div className="wm-alert wm-tokens-state" role="alert">
        <p className="wm-message">{translateKey('error.tokenBalanceUnavailable')}</p>
        <Button disabled={!mayRetry} onClick={onRetry}>
          {t('account.retry')}
        </Button>
      </div>
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
          <span className="wm-muted">{t('account.total')}</span> <span translate="no">{portfolio.totalUsd}</span>
        </p>
      )}
      <VirtualTokens tokens={portfolio.tokens} label={t('account.tokens')} />
    </div>
  );
}

import { formatBps, formatSwapAmount, rateOf, type SwapView } from '../../../state/swap';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button } from '../../ui/Button';

/** The gas price failed: why, and Retry. */
function FeeFailed({ messageKey, onRetry }: { messageKey: string; onRetry(): void }) {
  const t = useT();
  const translateKey = useTranslateKey();
  return (
    <span className="wm-swap-warning" role="alert">
      {t('swap.fee.failed')} {translateKey(messageKey)} <Button onClick={onRetry}>{t('swap.retry')}</Button>
    </span>
  );
}

/**
 * Below the form and in the preview: the rate, the minimum received, the price impact, the network fee and the slippage.
 * A gas price that failed says so, with Retry (`onRetryFee`).
 */
export function SwapDetails({ view, slippage, onRetryFee }: { view: SwapView; slippage: string; onRetryFee(): void }) {
  const t = useT();
  const { pay, receive, amount, toAmount, minimumReceived, impactBps, impact, fee, feeFailure, native } = view;
  if (!pay || !receive || !amount.ok || toAmount === undefined) return null;
  return (
    <dl className="wm-swap-details">
      <div>
        <dt>{t('swap.rate')}</dt>
        <dd translate="no">
          1 {pay.symbol} = {formatSwapAmount(rateOf(amount.value, toAmount, pay.decimals), receive.decimals, receive.symbol)}
        </dd>
      </div>
      <div>
        <dt>{t('swap.minimumReceived')}</dt>
        <dd translate="no">{minimumReceived === undefined ? '' : formatSwapAmount(minimumReceived, receive.decimals, receive.symbol)}</dd>
      </div>
      {impactBps !== undefined && (
        <div>
          <dt>{t('swap.priceImpact')}</dt>
          <dd className={impact === 'none' ? undefined : 'wm-swap-warning'}>
            {t('swap.priceImpact.value', { percent: formatBps(impactBps) })}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('swap.fee')}</dt>
        <dd>
          {fee !== undefined ? (
            <span translate="no">{formatSwapAmount(fee, native.decimals, native.symbol)}</span>
          ) : feeFailure !== undefined ? (
            <FeeFailed messageKey={feeFailure} onRetry={onRetryFee} />
          ) : (
            <span className="wm-muted">{t('swap.fee.unknown')}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('swap.slippage')}</dt>
        <dd>{t('swap.slippage.value', { percent: slippage })}</dd>
      </div>
    </dl>
  );
}

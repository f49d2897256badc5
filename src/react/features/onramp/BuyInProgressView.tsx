import { useEffect } from 'react';
import { dismissPurchase, followPurchase, formatFiat, formatTokenAmount } from '../../../state/onramp';
import { goBack } from '../../../state/router';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/useStyles';
import { onRampStyles } from './onramp.styles';
import { useOnRampView } from './useOnRampView';
import { providerName } from './provider-name';

/** BuyInProgress: the purchase handed to the provider's checkout, followed through its history until it completes or fails; leaving keeps it going. */
export function BuyInProgressView() {
  useStyles(onRampStyles);
  const t = useT();
  const { state, lang } = useOnRampView();
  const purchase = state.purchase;
  useEffect(() => followPurchase(), [purchase?.url]);
  if (!purchase) return <p className="wm-message wm-muted">{t('onramp.quote.none')}</p>;
  const order = t('onramp.progress.order', {
    amount: formatFiat(purchase.amount, purchase.currency, lang),
    symbol: purchase.asset.symbol,
    network: purchase.asset.networkName,
  });
  const again = () => {
    dismissPurchase();
    goBack();
  };

  if (purchase.status === 'completed') {
    return (
      <div className="wm-onramp-progress" role="status">
        <h2>{t('onramp.progress.completed')}</h2>
        <p translate="no">{order}</p>
        <p>
          {purchase.purchaseAmount
            ? t('onramp.progress.completedText', { amount: formatTokenAmount(purchase.purchaseAmount, purchase.asset.symbol, lang) })
            : t('onramp.progress.completedTextNoAmount')}
        </p>
        <Button onClick={again}>{t('onramp.progress.buyAgain')}</Button>
      </div>
    );
  }
  if (purchase.status === 'failed') {
    return (
      <div className="wm-onramp-progress" role="alert">
        <h2>{t('onramp.progress.failed')}</h2>
        <p>{t('onramp.progress.failedText')}</p>
        <Button onClick={again}>{t('onramp.progress.buyAgain')}</Button>
      </div>
    );
  }
  return (
    <div className="wm-onramp-progress">
      <p translate="no">{order}</p>
      <p role="status">{t('onramp.progress.pending', { provider: providerName(purchase.provider) })}</p>
      {purchase.blocked && (
        <p>
          {t('onramp.progress.blocked')}{' '}
          <a href={purchase.url} target="_blank" rel="noopener noreferrer">
            {t('onramp.progress.link', { provider: providerName(purchase.provider) })}
          </a>
        </p>
      )}
      <p className="wm-muted">{t('onramp.progress.leave')}</p>
    </div>
  );
}

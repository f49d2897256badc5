import { useEffect, useId } from 'react';
import { explorerTransactionUrl } from '../../../state/account/rules/explorer';
import { goBack } from '../../../state/router';
import { connectedConnector } from '../../../state/connection';
import {
  confirmPriceImpact,
  confirmUncheckedSwap,
  formatBps,
  formatSwapAmount,
  isNativeSwapToken,
  leaveSwapPreview,
  loadGasPrice,
  prepareSwapPreview,
  submitSwap,
  swapState,
} from '../../../state/swap';
import { useT, useTranslateKey } from '../../i18n/useT';
import { AlertMessage } from '../../ui/AlertMessage';
import { Button, ButtonLink } from '../../ui/Button';
import { Input } from '../../ui/Field';
import { useStyles } from '../../ui/useStyles';
import { WalletIcon } from '../../ui/WalletIcon';
import { SwapDetails } from './SwapDetails';
import { swapStyles } from './swap.styles';
import { useSwapView } from './useSwapView';

const retryGasPrice = () => void loadGasPrice();

/** SwapPreview: what is paid and received, the details and the steps; Swap runs the approval (when needed) and the swap in the wallet. */
export function SwapPreviewView() {
  useStyles(swapStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const view = useSwapView();
  const { pay, receive, amount, toAmount, impact, impactBps, key, state } = view;
  const confirmId = useId();
  const uncheckedId = useId();
  useEffect(() => {
    void prepareSwapPreview();
    return leaveSwapPreview;
  }, []);

  if (!pay || !receive || !amount.ok || toAmount === undefined) {
    // The form changed under the preview (a new quote on its way, a token gone): back to the form.
    return (
      <div className="wm-center">
        <Button onClick={goBack}>{t('swap.preview.edit')}</Button>
      </div>
    );
  }
  const { caipNetworkId, network } = view.account;
  const needsApproval = !isNativeSwapToken(pay) && state.allowance !== undefined && state.allowance < amount.value;
  const { status, step, messageKey, hash } = state.submit;
  const busy = status === 'preparing' || status === 'waiting' || status === 'mining';
  const failed = status === 'rejected' || status === 'failed';
  const simulation = state.simulation?.key === key ? state.simulation : undefined;
  const unchecked = simulation?.status === 'unsupported';
  const mustConfirm = (impact === 'confirm' && state.impactConfirmedFor !== key) || (unchecked && state.uncheckedConfirmedFor !== key);
  const unknown = status === 'unknown';
  const explorer = hash ? explorerTransactionUrl(network?.explorerUrl, hash) : undefined;
  const percent = impactBps === undefined ? '0' : formatBps(impactBps);

  return (
    <div className="wm-swap">
      <dl className="wm-swap-details">
        <div>
          <dt>{t('swap.pay.label')}</dt>
          <dd translate="no">
            <WalletIcon name={pay.symbol} src={pay.logoUri} size={16} /> {formatSwapAmount(amount.value, pay.decimals, pay.symbol)}
          </dd>
        </div>
        <div>
          <dt>{t('swap.receive.label')}</dt>
          <dd translate="no">
            <WalletIcon name={receive.symbol} src={receive.logoUri} size={16} />{' '}
            {formatSwapAmount(toAmount, receive.decimals, receive.symbol)}
          </dd>
        </div>
        <div>
          <dt>{t('swap.preview.network')}</dt>
          <dd translate="no">{network?.name ?? caipNetworkId}</dd>
        </div>
        <div>
          <dt>{t('swap.preview.steps')}</dt>
          <dd>{needsApproval ? t('swap.preview.stepsApproveAndSwap', { symbol: pay.symbol }) : t('swap.preview.stepsSwap')}</dd>
        </div>
      </dl>
      <SwapDetails view={view} slippage={state.slippage} onRetryFee={retryGasPrice} />

      {impact !== 'none' && (
        <p className="wm-swap-warning" role="alert">
          {t('swap.priceImpact.warn', { percent })}
        </p>
      )}
      {impact === 'confirm' && (
        <label className="wm-swap-confirm" htmlFor={confirmId}>
          <Input
            id={confirmId}
            type="checkbox"
            checked={!mustConfirm}
            onChange={(event) => {
              if (event.target.checked) confirmPriceImpact();
              else swapState.impactConfirmedFor = undefined;
            }}
          />
          {t('swap.priceImpact.confirm', { percent })}
        </label>
      )}

      {simulation?.status === 'checked' && (
        <p className="wm-message" role="status">
          {t('swap.simulation.checked', { amount: formatSwapAmount(simulation.received, receive.decimals, receive.symbol) })}
        </p>
      )}
      {unchecked && (
        <>
          <p className="wm-swap-warning" role="alert">
            {t('swap.simulation.unsupported')}
          </p>
          <label className="wm-swap-confirm" htmlFor={uncheckedId}>
            <Input
              id={uncheckedId}
              type="checkbox"
              checked={state.uncheckedConfirmedFor === key}
              onChange={(event) => confirmUncheckedSwap(event.target.checked ? key : undefined)}
            />
            {t('swap.simulation.confirm')}
          </label>
        </>
      )}
      {status === 'preparing' && (
        <p className="wm-message" role="status">
          {t('swap.preparing')}
        </p>
      )}
      {status === 'waiting' && (
        <div className="wm-center" role="status">
          <p className="wm-message">{step === 'approve' ? t('swap.waiting.approve', { symbol: pay.symbol }) : t('swap.waiting.swap')}</p>
          <p className="wm-message wm-muted">{t('swap.waitingHint', { wallet: connectedConnector('eip155')?.name ?? '' })}</p>
        </div>
      )}
      {status === 'mining' && (
        <p className="wm-message" role="status">
          {t(step === 'approve' ? 'swap.mining.approve' : 'swap.mining.swap')}
        </p>
      )}
      {status === 'requote' && (
        <p className="wm-swap-warning" role="alert">
          {t('swap.requote')}
        </p>
      )}
      {failed && (
        <AlertMessage title={t(status === 'rejected' ? 'swap.rejectedTitle' : 'swap.failedTitle')} text={translateKey(messageKey)} />
      )}
      {unknown && <AlertMessage title={t('swap.unknownTitle')} text={t('swap.unknownText')} />}
      {status === 'reverted' && (
        <div role="alert">
          <p className="wm-message">
            <strong>{t('swap.revertedTitle')}</strong>
          </p>
          <p className="wm-error-text">{t(step === 'approve' ? 'swap.approveRevertedText' : 'swap.revertedText')}</p>
          {explorer && (
            <ButtonLink block href={explorer} target="_blank" rel="noopener noreferrer">
              {t('swap.explorer')}
            </ButtonLink>
          )}
        </div>
      )}

      <div className="wm-swap-actions">
        <Button onClick={goBack}>{t('swap.preview.edit')}</Button>
        <Button variant="primary" disabled={busy || mustConfirm} onClick={() => void submitSwap()}>
          {failed || unknown || status === 'reverted' ? t('swap.retry') : t('swap.preview.swap')}
        </Button>
      </div>
    </div>
  );
}

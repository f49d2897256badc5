import { useEffect } from 'react';
import { goBack } from '../../../state/router';
import { amountUsd, estimateFee, formatSendAmount, leaveSendPreview, submitSend, walletNameOf } from '../../../state/send';
import { useFormatLocale, useT, useTranslateKey } from '../../i18n/useT';
import { AlertMessage } from '../../ui/AlertMessage';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/useStyles';
import { WalletIcon } from '../../ui/WalletIcon';
import { sendStyles } from './send.styles';
import { useSendView } from './useSendView';

/** WalletSendPreview: from, to, amount, network and the fee from the chain; Send asks the wallet, Edit goes back with the values kept. */
export function WalletSendPreviewView() {
  useStyles(sendStyles);
  const t = useT();
  const locale = useFormatLocale();
  const translateKey = useTranslateKey();
  const { account, token, amount, receiver, receiverAddress, feeView, state } = useSendView();
  const { namespace, caipNetworkId, address, network } = account;
  // The fee is estimated when the preview opens; leaving it abandons a wait for the wallet (a late hash still counts).
  useEffect(() => {
    void estimateFee();
    return leaveSendPreview;
  }, []);

  if (!token || !amount.ok || !receiverAddress || !address) {
    // The form changed under the preview (another account, a token gone): back to the form, which says what is missing.
    return (
      <div className="wm-center">
        <Button onClick={goBack}>{t('send.preview.edit')}</Button>
      </div>
    );
  }
  const { fee, nativeSymbol, nativeDecimals, shortfall: short } = feeView;
  const usd = amountUsd(amount.value, token.decimals, token.price, locale);
  const { status, messageKey } = state.submit;
  const waiting = status === 'waiting';
  const failed = status === 'rejected' || status === 'failed';
  const unknown = status === 'unknown';
  const name = receiver.kind === 'name' ? state.resolved.name : undefined;

  return (
    <div className="wm-send">
      <dl className="wm-send-summary">
        <div>
          <dt>{t('send.preview.amount')}</dt>
          <dd translate="no">
            <span>
              <WalletIcon name={token.symbol} src={token.iconUrl} size={16} />{' '}
              {formatSendAmount(amount.value, token.decimals, token.symbol)}
            </span>
            {usd && <span className="wm-muted">{usd}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('send.preview.from')}</dt>
          <dd className="wm-send-mono" translate="no" dir="ltr">
            {address}
          </dd>
        </div>
        <div>
          <dt>{t('send.preview.to')}</dt>
          <dd translate="no">
            {name && (
              <span className="wm-send-resolved">
                <Avatar address={receiverAddress} imageUrl={state.resolved.avatar} size={20} /> {name}
              </span>
            )}
            <span className="wm-send-mono">{receiverAddress}</span>
          </dd>
        </div>
        <div>
          <dt>{t('send.preview.network')}</dt>
          <dd translate="no">{network?.name ?? caipNetworkId}</dd>
        </div>
        <div>
          <dt>{t('send.preview.fee')}</dt>
          <dd>
            {state.fee.status === 'ready' && fee !== undefined ? (
              <span translate="no">{formatSendAmount(fee, nativeDecimals, nativeSymbol)}</span>
            ) : state.fee.status === 'unavailable' ? (
              <span className="wm-muted">{t('send.preview.feeUnavailable')}</span>
            ) : (
              <span className="wm-muted" role="status">
                {t('send.preview.feeEstimating')}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {short && (
        <p className="wm-send-warning" role="alert">
          {t('send.preview.feeShortfall', { symbol: nativeSymbol })}
        </p>
      )}

      {waiting && (
        <div className="wm-center" role="status">
          <p className="wm-message">{t('send.waiting')}</p>
          <p className="wm-message wm-muted">{t('send.waitingHint', { wallet: walletNameOf(namespace) ?? '' })}</p>
        </div>
      )}
      {failed && (
        <AlertMessage title={t(status === 'rejected' ? 'send.rejectedTitle' : 'send.failedTitle')} text={translateKey(messageKey)} />
      )}
      {unknown && <AlertMessage title={t('send.unknownTitle')} text={t('send.unknownText')} />}

      <div className="wm-send-actions">
        <Button onClick={goBack}>{t('send.preview.edit')}</Button>
        <Button variant="primary" disabled={waiting || short} onClick={() => void submitSend()}>
          {failed || unknown ? t('send.retry') : t('send.preview.send')}
        </Button>
      </div>
    </div>
  );
}

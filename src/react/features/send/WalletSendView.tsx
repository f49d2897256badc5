import { useEffect } from 'react';
import { pushView } from '../../../state/router';
import {
  amountUsd,
  MAX_AMOUNT_INPUT_LENGTH,
  OWN_ADDRESS_WARNING,
  prepareSendForm,
  retryNameLookup,
  sameAddress,
  setSendAmount,
  setSendMax,
  setSendReceiver,
} from '../../../state/send';
import { useFormatLocale, useT, useTranslateKey } from '../../i18n/useT';
import { AmountField } from '../../ui/AmountField';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Field, FieldMessage, Input } from '../../ui/Field';
import { PickerField, TokenPicker } from '../../ui/TokenPicker';
import { useStyles } from '../../ui/useStyles';
import { sendStyles } from './send.styles';
import { useSendView } from './useSendView';

/** WalletSend: token, amount (with USD and Max) and receiver (address or name); the button says what is missing. */
export function WalletSendView() {
  useStyles(sendStyles);
  const t = useT();
  const locale = useFormatLocale();
  const translateKey = useTranslateKey();
  const { account, token, amount, receiver, receiverAddress, button, state } = useSendView();
  const { namespace, address, caipNetworkId, data } = account;
  // Every render: the portfolio may have just listed the native coin to choose.
  useEffect(() => prepareSendForm(data.caipAddress, caipNetworkId));
  const usd = token && amount.ok ? amountUsd(amount.value, token.decimals, token.price, locale) : undefined;
  const amountProblem = state.amountInput.trim() !== '' && !amount.ok;
  const receiverProblem = receiver.kind === 'invalid';
  const own = receiverAddress !== undefined && address !== undefined && sameAddress(namespace, receiverAddress, address);

  return (
    <form
      className="wm-send"
      onSubmit={(event) => {
        event.preventDefault();
        if (button.enabled) pushView('WalletSendPreview');
      }}
    >
      <PickerField label={t('send.token.label')}>
        <TokenPicker
          label={t('send.token.label')}
          token={token}
          placeholder={t('send.token.choose')}
          detail={token && t('send.token.balance', { amount: `${token.quantity} ${token.symbol}` })}
          onClick={() => pushView('WalletSendSelectToken')}
        />
      </PickerField>

      <AmountField
        label={t('send.amount.label')}
        value={state.amountInput}
        onChange={setSendAmount}
        maxLength={MAX_AMOUNT_INPUT_LENGTH + 1}
        invalid={amountProblem}
        beside={
          <Button disabled={!token} onClick={() => void setSendMax()}>
            {t('send.max')}
          </Button>
        }
      >
        <FieldMessage className="wm-send-hint wm-muted" translate="no">
          {usd ? t('send.amount.usd', { usd }) : ''}
        </FieldMessage>
      </AmountField>

      <Field className="wm-send-field" label={t('send.receiver.label')} invalid={receiverProblem} hasMessage>
        <Input
          className="wm-send-input wm-send-mono"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('send.receiver.placeholder')}
          value={state.receiverInput}
          translate="no"
          onChange={(event) => setSendReceiver(event.target.value)}
        />
        <FieldMessage as="div" aria-live="polite">
          {receiver.kind === 'name' && state.resolved.status === 'resolved' && state.resolved.address && (
            <p className="wm-send-resolved">
              <Avatar address={state.resolved.address} imageUrl={state.resolved.avatar} size={20} />
              <span className="wm-muted">{t('send.receiver.resolvesTo')}</span>
              <span className="wm-send-mono" translate="no">
                {state.resolved.address}
              </span>
            </p>
          )}
          {receiver.kind === 'name' && state.resolved.status === 'failed' && state.resolved.name === receiver.name && (
            <div className="wm-send-warning" role="alert">
              <p>{translateKey('error.nameResolutionFailed')}</p>
              <Button onClick={retryNameLookup}>{t('send.retry')}</Button>
            </div>
          )}
          {own && (
            <p className="wm-send-warning" role="alert">
              {translateKey(OWN_ADDRESS_WARNING)}
            </p>
          )}
        </FieldMessage>
      </Field>

      <Button type="submit" variant="primary" disabled={!button.enabled} accessibleWhenDisabled>
        {translateKey(button.label)}
      </Button>
    </form>
  );
}

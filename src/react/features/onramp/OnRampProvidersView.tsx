import { useEffect } from 'react';
import { pushView } from '../../../state/router';
import { assetKeyOf, formatFiatNumber, loadOnRampOptions, onRampState, setOnRampAmount, stopOnRampQuotes } from '../../../state/onramp';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { AmountField } from '../../ui/AmountField';
import { FieldMessage } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { PickerButton, PickerField, TokenPicker } from '../../ui/TokenPicker';
import { useStyles } from '../../ui/useStyles';
import { methodLabel } from './methodLabel';
import { onRampStyles } from './onramp.styles';
import { ProviderQuotes } from './ProviderQuotes';
import { useOnRampView } from './useOnRampView';
import { providerName } from './provider-name';

/** OnRampProviders: what to buy and pay with, the amount within the method's limits, and both providers' quotes. */
export function OnRampProvidersView() {
  useStyles(onRampStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const { asset, address, check, quotes, icons, state, lang } = useOnRampView();
  useEffect(() => {
    void loadOnRampOptions();
    return stopOnRampQuotes;
  }, []);

  if (state.options.status !== 'ready') return <Skeleton label={t('onramp.options.loading')} />;
  if (!asset) return <p className="wm-message wm-muted">{t('onramp.tokens.empty')}</p>;

  const currency = state.currency;
  const problem = !check.ok && check.problem !== 'onramp.amount.empty' ? check : undefined;
  const message = problem ? t(problem.problem, { currency, amount: 'limit' in problem ? formatFiatNumber(problem.limit, lang) : '' }) : '';
  const purchase = state.purchase;

  return (
    <div className="wm-onramp">
      {purchase?.status === 'pending' && (
        <p className="wm-onramp-hint" role="status">
          {t('onramp.inProgress.banner', { provider: providerName(purchase.provider) })}{' '}
          <Button onClick={() => pushView('BuyInProgress')}>{t('onramp.inProgress.view')}</Button>
        </p>
      )}
      <PickerField label={t('onramp.buy.label')}>
        <TokenPicker
          label={t('onramp.buy.label')}
          token={{ symbol: asset.symbol, iconUrl: icons[assetKeyOf(asset)] }}
          detail={asset.networkName}
          detailIsData
          onClick={() => pushView('OnRampTokenSelect')}
        />
      </PickerField>
      <PickerField label={t('onramp.pay.label')}>
        <PickerButton label={t('onramp.pay.label')} onClick={() => pushView('OnRampFiatSelect')}>
          <span className="wm-picker-text">{t('onramp.pay.value', { currency, method: methodLabel(t, state.method) })}</span>
        </PickerButton>
      </PickerField>
      <AmountField
        label={t('onramp.amount.label', { currency })}
        value={state.amountInput}
        onChange={setOnRampAmount}
        maxLength={20}
        invalid={Boolean(problem)}
      >
        <FieldMessage className="wm-onramp-warning" role="alert">
          {message}
        </FieldMessage>
      </AmountField>
      {state.options.messageKey !== undefined && (
        <div className="wm-onramp-hint" role="alert">
          <p className="wm-onramp-warning">
            {t('onramp.options.failed')} {translateKey(state.options.messageKey)}
          </p>
          <Button disabled={state.options.refreshing} accessibleWhenDisabled onClick={() => void loadOnRampOptions()}>
            {t('ui.retry')}
          </Button>
        </div>
      )}
      {!address && (
        <p className="wm-onramp-warning" role="alert">
          {t('onramp.noAddress', { network: asset.networkName })}
        </p>
      )}
      <ProviderQuotes
        quotes={quotes}
        asset={asset}
        currency={currency}
        lang={lang}
        ready={check.ok && address !== undefined && onRampState.purchase?.status !== 'pending'}
        opening={state.opening.provider}
        openingError={state.opening.messageKey}
      />
    </div>
  );
}

import { goBack } from '../../../state/router';
import { chooseOnRampPayment, formatFiatNumber } from '../../../state/onramp';
import { useT } from '../../i18n/useT';
import { useStyles } from '../../ui/useStyles';
import { methodLabel } from './methodLabel';
import { onRampStyles } from './onramp.styles';
import { useOnRampView } from './useOnRampView';

/** OnRampFiatSelect: each currency with each payment method and its limits; choosing one goes back to the form. */
export function OnRampFiatSelectView() {
  useStyles(onRampStyles);
  const t = useT();
  const { state, lang } = useOnRampView();
  return (
    <ul className="wm-list wm-onramp-list" aria-label={t('onramp.pay.label')}>
      {state.options.value.paymentCurrencies.flatMap((currency) =>
        currency.limits.map((limit) => {
          const method = limit.id;
          const current = currency.id === state.currency && method === state.method;
          return (
            <li key={`${currency.id}/${method}`}>
              <button
                type="button"
                className="wm-list-item wm-button"
                aria-current={current || undefined}
                onClick={() => {
                  chooseOnRampPayment(currency.id, method);
                  goBack();
                }}
              >
                <span className="wm-list-item-name">
                  {t('onramp.pay.value', { currency: currency.id, method: methodLabel(t, method) })}
                </span>
                <span className="wm-muted" translate="no">
                  {t('onramp.limits', {
                    min: formatFiatNumber(limit.min, lang),
                    max: formatFiatNumber(limit.max, lang),
                    currency: currency.id,
                  })}
                </span>
              </button>
            </li>
          );
        }),
      )}
    </ul>
  );
}

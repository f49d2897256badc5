import { goBack } from '../../../state/router';
import { chooseOnRampPayment, formatFiatNumber } from '../../../state/onramp';
import { useT } from '../../i18n/useT';
import { ListItem, ListItemName } from '../../ui/ListItem';
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
            <ListItem
              key={`${currency.id}/${method}`}
              option
              current={current}
              onClick={() => {
                chooseOnRampPayment(currency.id, method);
                goBack();
              }}
            >
              <ListItemName>{t('onramp.pay.value', { currency: currency.id, method: methodLabel(t, method) })}</ListItemName>
              <span className="wm-muted" translate="no">
                {t('onramp.limits', {
                  min: formatFiatNumber(limit.min, lang),
                  max: formatFiatNumber(limit.max, lang),
                  currency: currency.id,
                })}
              </span>
            </ListItem>
          );
        }),
      )}
    </ul>
  );
}

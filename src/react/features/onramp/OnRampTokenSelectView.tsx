import { goBack } from '../../../state/router';
import { assetKeyOf, chooseOnRampAsset } from '../../../state/onramp';
import { useT } from '../../i18n/useT';
import { useStyles } from '../../ui/useStyles';
import { TokenOption } from '../../ui/TokenRow';
import { onRampStyles } from './onramp.styles';
import { useOnRampView } from './useOnRampView';

/** OnRampTokenSelect: the tokens the visitor can buy, on each configured network; choosing one goes back to the form. */
export function OnRampTokenSelectView() {
  useStyles(onRampStyles);
  const t = useT();
  const { asset, assets, icons } = useOnRampView();
  if (assets.length === 0) return <p className="wm-message wm-muted">{t('onramp.tokens.empty')}</p>;
  return (
    <ul className="wm-list wm-onramp-list" aria-label={t('onramp.buy.label')}>
      {assets.map((entry) => {
        const key = assetKeyOf(entry);
        return (
          <TokenOption
            key={key}
            symbol={entry.symbol}
            iconUrl={icons[key]}
            name={t('onramp.buy.on', { symbol: entry.symbol, network: entry.networkName })}
            detail={entry.name}
            current={asset !== undefined && key === assetKeyOf(asset)}
            onChoose={() => {
              chooseOnRampAsset(key);
              goBack();
            }}
          />
        );
      })}
    </ul>
  );
}

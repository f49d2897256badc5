import { useSnapshot } from 'valtio';
import { chainsState, namespaceOf } from '../../../state/networks';
import { optionsState } from '../../../state/settings';
import { pushView } from '../../../state/modal';
import { accountFeatures, FEATURE_VIEWS } from '../../../state/account/rules/features';
import { useT } from '../../i18n/useT';
import { useHasView } from '../../router/available-views';
import { useStyles } from '../../ui/useStyles';
import { FeatureIcon } from './feature-icons';
import { featuresStyles } from './features.styles';

/** The account features row: the host's `features`, in order, limited to what this build and network offer. */
export function AccountFeatures() {
  useStyles(featuresStyles);
  const t = useT();
  const hasView = useHasView();
  const { options } = useSnapshot(optionsState);
  const { activeCaipNetworkId } = useSnapshot(chainsState);
  const features = accountFeatures(options.features, hasView, namespaceOf(activeCaipNetworkId));
  if (features.length === 0) return null;
  return (
    <nav className="wm-features" aria-label={t('features.label')}>
      {features.map((feature) => (
        <button key={feature} type="button" className="wm-button wm-feature" onClick={() => pushView(FEATURE_VIEWS[feature])}>
          <FeatureIcon feature={feature} />
          {t(`features.${feature}`)}
        </button>
      ))}
    </nav>
  );
}

import { useSnapshot } from 'valtio';
import { chainsState, namespaceOf } from '../../../state/networks';
import { optionsState } from '../../../state/settings';
import { pushView } from '../../../state/router';
import { accountFeatures } from '../../../state/account/rules/features';
import { accountFeatureList, hostedState } from '../../../state/hosted';
import type { AccountFeature } from '../../../state/shared';
import { preloadFeature } from '../../features/feature-views';
import { FEATURES, isBuilt } from '../../features/registry';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/useStyles';
import { FeatureIcon } from './feature-icons';
import { featuresStyles } from './features.styles';

function openFeature(feature: AccountFeature) {
  const start = FEATURES[feature]?.start;
  if (start) pushView(start);
}

/** The account features row: the host's `features` (else the default less what the project's dashboard turns off), in order, limited to what this build and network offer. */
export function AccountFeatures() {
  useStyles(featuresStyles);
  const t = useT();
  // Read so the row follows the settings and the remote configuration; the list comes from their precedence.
  useSnapshot(optionsState);
  useSnapshot(hostedState);
  const { activeCaipNetworkId } = useSnapshot(chainsState);
  const features = accountFeatures(accountFeatureList(), isBuilt, namespaceOf(activeCaipNetworkId));
  if (features.length === 0) return null;
  return (
    <nav className="wm-features" aria-label={t('features.label')}>
      {features.map((feature) => (
        <Button
          key={feature}
          className="wm-feature"
          onPointerEnter={() => preloadFeature(feature)}
          onFocus={() => preloadFeature(feature)}
          onClick={() => openFeature(feature)}
        >
          <FeatureIcon feature={feature} />
          {t(`features.${feature}`)}
        </Button>
      ))}
    </nav>
  );
}

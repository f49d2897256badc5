import { useSnapshot } from 'valtio';
import { findNetwork } from '../../state/networks';
import { goBack, routerState } from '../../state/router';
import { networkImageUrl } from '../../state/registry';
import { connectForNetwork } from '../../state/network-switch';
import { useT } from '../i18n/useT';
import { Button } from '../ui/Button';
import { useStyles } from '../ui/useStyles';
import { WalletIcon } from '../ui/WalletIcon';
import { networksStyles } from './networks.styles';

/** SwitchActiveChain: a network of another, unconnected namespace; confirming goes to Connect for it. */
export function SwitchActiveChainView() {
  useStyles(networksStyles);
  const t = useT();
  const { data } = useSnapshot(routerState);
  const network = findNetwork(data.caipNetworkId ?? '');
  if (!network) return <p className="wm-message wm-error-text">{t('error.networkNotFound')}</p>;

  return (
    <div className="wm-center">
      <WalletIcon name={network.name} src={networkImageUrl(network)} size={72} />
      <p className="wm-message">
        {t('switchActiveChain.message', { network: network.name, namespace: t(`namespace.${network.chainNamespace}`) })}
      </p>
      <div className="wm-actions">
        <Button variant="primary" block data-autofocus onClick={() => connectForNetwork(network.caipNetworkId)}>
          {t('switchActiveChain.confirm')}
        </Button>
        <Button block onClick={goBack}>
          {t('switchActiveChain.cancel')}
        </Button>
      </div>
    </div>
  );
}

import { useSnapshot } from 'valtio';
import { chainsState } from '../../state/networks';
import { disconnect } from '../../state/connection';
import { useT } from '../i18n/useT';
import { Button } from '../ui/Button';
import { useStyles } from '../ui/useStyles';
import { NetworkList } from './NetworkList';
import { networksStyles } from './networks.styles';

/** UnsupportedChain: the wallet is on a network the site does not configure; switch, or disconnect. */
export function UnsupportedChainView() {
  useStyles(networksStyles);
  const t = useT();
  const { networks } = useSnapshot(chainsState);
  return (
    <div className="wm-networks">
      <p className="wm-message">{t('unsupportedChain.message')}</p>
      <NetworkList networks={networks} />
      <Button variant="danger" block onClick={() => void disconnect()}>
        {t('account.disconnect')}
      </Button>
    </div>
  );
}

import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { findNetwork } from '../../state/networks';
import { networkImageUrl } from '../../state/registry';
import { abandonNetworkSwitch, networkSwitchState, retryNetworkSwitch } from '../../state/network-switch';
import { routerState } from '../../state/router';
import { useT, useTranslateKey } from '../i18n/useT';
import { Button } from '../ui/Button';
import { WalletIcon } from '../ui/WalletIcon';

/** SwitchNetwork: waits for the wallet; a rejection or failure shows the message and Retry. Back cancels. */
export function SwitchNetworkView() {
  const t = useT();
  const translateKey = useTranslateKey();
  const { status, target, messageKey } = useSnapshot(networkSwitchState);
  const { data } = useSnapshot(routerState);
  const network = findNetwork(target ?? data.caipNetworkId ?? '');
  const name = network?.name ?? '';
  // Leaving (Back) abandons the wait: a late answer from the wallet no longer moves the modal.
  useEffect(() => abandonNetworkSwitch, []);
  const failed = status === 'rejected' || status === 'failed';

  return (
    <div className="wm-center">
      <WalletIcon name={name || '?'} src={network ? networkImageUrl(network) : undefined} size={72} />
      {failed ? (
        <div role="alert">
          <p className="wm-message">
            <strong>{t(status === 'rejected' ? 'switchNetwork.rejectedTitle' : 'switchNetwork.failedTitle')}</strong>
          </p>
          <p className="wm-error-text">{translateKey(messageKey)}</p>
        </div>
      ) : (
        <div role="status">
          <p className="wm-message">{t('switchNetwork.waiting')}</p>
          <p className="wm-message wm-muted">{t('switchNetwork.waitingHint', { network: name })}</p>
        </div>
      )}
      {failed && (
        <Button variant="primary" data-autofocus onClick={() => void retryNetworkSwitch()}>
          {t('switchNetwork.retry')}
        </Button>
      )}
    </div>
  );
}

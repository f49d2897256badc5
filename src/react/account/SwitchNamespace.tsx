import { useSnapshot } from 'valtio';
import { accountState } from '../../state/account';
import { findNetwork, namespaceOf } from '../../state/networks';
import { networkOfCaipAddress } from '../../state/shared';
import { switchActiveNamespace } from '../../state/connection';
import { NAMESPACES, type ChainNamespace } from '../../state/shared';
import { useT } from '../i18n/useT';
import { Button } from '../ui/Button';
import { shortenAddress } from '../ui/format';

/** Connected on both namespaces: a button per other connected account makes it the active one. */
export function SwitchNamespace({ active }: { active: ChainNamespace }) {
  const t = useT();
  const { byNamespace } = useSnapshot(accountState);
  const others = NAMESPACES.filter((namespace) => namespace !== active && byNamespace[namespace].status === 'connected');
  if (others.length === 0) return null;
  return (
    <section className="wm-account-others" aria-label={t('account.otherConnected')}>
      {others.map((namespace) => {
        const { caipAddress = '', address = '' } = byNamespace[namespace];
        const caipNetworkId = networkOfCaipAddress(caipAddress);
        const name = findNetwork(caipNetworkId)?.name ?? namespaceOf(caipNetworkId);
        return (
          <Button key={namespace} block onClick={() => switchActiveNamespace(namespace)}>
            {t('account.switchNamespace', { network: name })}{' '}
            <span className="wm-muted" translate="no" dir="ltr">
              {shortenAddress(address)}
            </span>
          </Button>
        );
      })}
    </section>
  );
}

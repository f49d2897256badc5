import { useSnapshot } from 'valtio';
import { accountState } from '../../state/account/account';
import { findNetwork, namespaceOf } from '../../state/networks/active';
import { networkOfCaipAddress } from '../../state/shared/caip';
import { switchActiveNamespace } from '../../state/connection/namespaces';
import { NAMESPACES, type ChainNamespace } from '../../state/shared/types';
import { useT } from '../i18n/useT';
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
          <button key={namespace} type="button" className="wm-button wm-button--block" onClick={() => switchActiveNamespace(namespace)}>
            {t('account.switchNamespace', { network: name })}{' '}
            <span className="wm-muted" translate="no">
              {shortenAddress(address)}
            </span>
          </button>
        );
      })}
    </section>
  );
}

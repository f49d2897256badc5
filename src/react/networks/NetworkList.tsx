import { useSnapshot } from 'valtio';
import { accountState } from '../../state/account';
import { chainsState } from '../../state/networks';
import { connectorsState } from '../../state/connection';
import { networkImageUrl } from '../../state/registry';
import { chooseNetwork, networkDisabledReason } from '../../state/network-switch';
import { optionsState } from '../../state/settings';
import type { NetworkDisabledReason } from '../../state/networks/rules/choice';
import type { Network } from '../../state/shared';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/useT';
import { ListItem, ListItemName } from '../ui/ListItem';
import { useStyles } from '../ui/useStyles';
import { WalletIcon } from '../ui/WalletIcon';
import { networksStyles } from './networks.styles';

const REASON_KEYS: Record<NetworkDisabledReason, MessageKey> = {
  switchDisabled: 'networks.reason.switchDisabled',
  notApproved: 'networks.reason.notApproved',
  walletUnsupported: 'networks.reason.walletUnsupported',
};

/** The networks to choose from: the active one marked, those the wallet cannot use disabled with the reason. */
export function NetworkList({ networks }: { networks: readonly Network[] }) {
  useStyles(networksStyles);
  const t = useT();
  const { activeCaipNetworkId } = useSnapshot(chainsState);
  // The disabled reasons read these: a change re-renders the list.
  useSnapshot(accountState);
  useSnapshot(connectorsState);
  useSnapshot(optionsState);

  return (
    <ul className="wm-list" aria-label={t('networks.list')}>
      {networks.map((network) => {
        const active = network.caipNetworkId === activeCaipNetworkId;
        const reason = networkDisabledReason(network.caipNetworkId);

        return (
          <ListItem
            key={network.caipNetworkId}
            current={active}
            // Disabled stays focusable; its name carries the reason, as shown (label in name).
            disabled={Boolean(reason)}
            onClick={() => void chooseNetwork(network.caipNetworkId)}
          >
            <WalletIcon name={network.name} src={networkImageUrl(network)} size={32} />
            <span className="wm-network-text">
              <ListItemName translate="no">{network.name}</ListItemName>{' '}
              {reason && <span className="wm-network-reason">{t(REASON_KEYS[reason])}</span>}
            </span>{' '}
            {active && <span className="wm-tag">{t('networks.active')}</span>}
          </ListItem>
        );
      })}
    </ul>
  );
}

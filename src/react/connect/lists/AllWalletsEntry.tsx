import { useSnapshot } from 'valtio';
import { pushView } from '../../../state/router';
import { walletCountLabel } from '../../../state/wallets/rules/wallets';
import { walletsState } from '../../../state/wallets';
import { useT } from '../../i18n/useT';
import { ListItem, ListItemName } from '../../ui/ListItem';
import { preloadAllWallets } from '../AllWalletsRoute';

const preload = () => void preloadAllWallets().catch(() => undefined);

/** "All wallets" with the registry's count; opens AllWallets. */
export function AllWalletsEntry() {
  const t = useT();
  const { all } = useSnapshot(walletsState);
  return (
    <ListItem
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={preload}
      onTouchStart={preload}
      onClick={() => pushView('AllWallets')}
    >
      <span className="wm-wallet-icon wm-all-wallets-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />
        </svg>
      </span>
      <ListItemName>{t('wallets.allWallets')}</ListItemName>{' '}
      {all.count > 0 && (
        <span className="wm-tag wm-tag--muted" translate="no">
          {walletCountLabel(all.count)}
        </span>
      )}
    </ListItem>
  );
}

import { useSnapshot } from 'valtio';
import { walletsState } from '../../../state/wallets';
import { useT } from '../../i18n/useT';
import { RegistryWalletItem } from './RegistryWalletItem';
import { useRecommendedWallets } from './useWalletLists';
import { WalletsLoadError } from './WalletsLoadError';

/**
 * `count` recommended registry wallets (4 unless said); a placeholder while the first page loads, the failure with a
 * retry. `withStore`: each with its app store link (a phone with no wallet app on the page).
 */
export function RecommendedWallets({
  shownIds,
  count,
  withStore = false,
}: {
  shownIds: readonly string[];
  count?: number;
  withStore?: boolean;
}) {
  const t = useT();
  const { all } = useSnapshot(walletsState);
  const wallets = useRecommendedWallets(shownIds, count);
  if (all.pagesLoaded === 0 && all.status === 'error') {
    return (
      <li>
        <WalletsLoadError messageKey={all.messageKey} />
      </li>
    );
  }
  if (all.pagesLoaded === 0) {
    return (
      <li>
        <div role="status" aria-label={t('wallets.loading')} className="wm-skeleton-row" />
      </li>
    );
  }
  return wallets.map((wallet) => <RegistryWalletItem key={wallet.id} wallet={wallet} withStore={withStore} />);
}

import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { envState } from '../../state/settings';
import { canOpenOnMobile, type RegistryWallet } from '../../state/wallets/rules/wallets';
import { chooseRegistryWallet, loadNextWalletsPage, searchWallets, walletsByIds, walletsState } from '../../state/wallets';
import { useT } from '../i18n/useT';
import { useStyles } from '../ui/useStyles';
import { allWalletsStyles } from './all-wallets/all-wallets.styles';
import { GRID_COLUMNS, WalletGrid } from './all-wallets/WalletGrid';
import { WalletSearch } from './all-wallets/WalletSearch';
import { WalletsLoadError } from './lists/WalletsLoadError';

/** The list's wallets (its ids are a frozen array, replaced when a page arrives: looked up once per list). */
function useShownWallets(ids: readonly string[], isMobile: boolean): readonly RegistryWallet[] {
  return useMemo(() => {
    const wallets = walletsByIds(ids);
    // On a phone, only wallets that can be opened there.
    return isMobile ? wallets.filter(canOpenOnMobile) : wallets;
  }, [ids, isMobile]);
}

const loadMore = () => void loadNextWalletsPage();

/** AllWallets: the registry grid (virtual, paged by 40 on scroll; a page that failed says so at the end, with Try again), with search. */
export function AllWalletsView() {
  useStyles(allWalletsStyles);
  const t = useT();
  const { all, search } = useSnapshot(walletsState);
  const { isMobile } = useSnapshot(envState);
  const [query, setQuery] = useState(search.query);
  const searching = query.trim() !== '';
  const list = searching ? search : all;
  const wallets = useShownWallets(list.ids, isMobile);

  useEffect(() => {
    if (walletsState.all.pagesLoaded === 0 && walletsState.all.status !== 'loading') void loadNextWalletsPage();
  }, []);

  const onSearch = (value: string) => {
    setQuery(value);
    searchWallets(value);
  };

  return (
    <>
      <WalletSearch value={query} onChange={onSearch} />
      {list.status === 'error' && list.ids.length === 0 && <WalletsLoadError messageKey={list.messageKey} />}
      <div role="status" className={searching && list.status === 'ready' ? 'wm-all-wallets-status' : 'wm-visually-hidden'}>
        {searching &&
          list.status === 'ready' &&
          (wallets.length === 0 ? t('wallets.noResults') : t('wallets.resultsCount', { count: wallets.length }))}
        {list.status === 'loading' && t(list.ids.length === 0 ? 'wallets.loading' : 'wallets.loadingMore')}
      </div>
      <WalletGrid
        key={searching ? 'search' : 'all'}
        wallets={wallets}
        label={t('wallets.grid')}
        // The registry's count is of all wallets: on a phone some are left out, so the total is unknown.
        totalRows={searching ? Math.ceil(wallets.length / GRID_COLUMNS) : isMobile ? -1 : Math.ceil(all.count / GRID_COLUMNS) || -1}
        onChoose={(walletId) => void chooseRegistryWallet(walletId)}
        onEndReached={searching || !all.hasMore || all.status === 'loading' ? undefined : loadMore}
      />
      {list.status === 'loading' && <div className="wm-skeleton-row" aria-hidden="true" />}
      {/* A later page failed: said at the grid's end, where the visitor scrolled to. */}
      {list.status === 'error' && list.ids.length > 0 && <WalletsLoadError messageKey={list.messageKey} />}
    </>
  );
}

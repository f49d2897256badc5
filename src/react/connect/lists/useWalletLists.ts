// The registry lists of the Connect view, from state snapshots through the pure rules.
import { useSnapshot } from 'valtio';
import { chainsState } from '../../../state/networks';
import { connectorsState } from '../../../state/connection';
import { optionsState, envState } from '../../../state/settings';
import { canOpenOnMobile, selectRecommended, visibleRecentWallets, type RegistryWallet } from '../../../state/wallets/rules/wallets';
import { walletsByIds, walletsState, installedWallets } from '../../../state/wallets';

function useInstalled() {
  const { available } = useSnapshot(connectorsState);
  const announced = available.filter((connector) => connector.type !== 'injected');
  return installedWallets(announced);
}

/** Up to 2 recent wallets, minus those announced on the page. */
export function useRecentWallets(): readonly RegistryWallet[] {
  const { recent } = useSnapshot(walletsState);
  return visibleRecentWallets(recent as RegistryWallet[], useInstalled());
}

/** 4 recommended: featured first, include/exclude, configured chains, not installed, not recent (openable, on a phone). */
export function useRecommendedWallets(shownIds: readonly string[], count?: number): readonly RegistryWallet[] {
  const { all, featured } = useSnapshot(walletsState);
  const { options } = useSnapshot(optionsState);
  const { networks } = useSnapshot(chainsState);
  const { isMobile } = useSnapshot(envState);
  const installed = useInstalled();
  // On a phone, only wallets that can be opened there (as in AllWallets).
  const lookup = (ids: readonly string[]) => walletsByIds(ids).filter((wallet) => !isMobile || canOpenOnMobile(wallet));
  return selectRecommended({
    featured: lookup(featured.ids),
    candidates: lookup(all.ids.slice(0, 40)),
    featuredIds: options.featuredWallets,
    includeIds: options.includeWallets,
    excludeIds: options.excludeWallets,
    chains: networks.map((network) => network.caipNetworkId),
    installed,
    shownIds,
    count,
  });
}

// Wallets: the registry's lists (recent, recommended, all, search) and choosing one.
// Lazy: the modal's chunk.
export { chooseRegistryWallet, connectListedWallet, installedWallets } from './choice';
export { walletById, walletsByIds, walletsState } from './lists';
export { walletImageUrl } from './images';
export { loadNextWalletsPage, prefetchWallets, retryWallets, searchWallets } from './loading';

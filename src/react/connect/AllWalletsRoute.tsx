import { componentChunks } from '../chunks/components';
import { useT } from '../i18n/useT';
import { ChunkLoadFailed } from '../ui/ChunkLoadFailed';
import { lazyComponent, useLazyComponent } from '../ui/lazy-component';

// AllWallets and its virtual grid are their own chunk, loaded on intent (pointer
// over or focus on "All wallets") or when opened.
const allWallets = lazyComponent(() => componentChunks.allWallets.quiet().then(({ AllWalletsView }) => AllWalletsView));

export function preloadAllWallets() {
  return allWallets.load();
}

export function AllWalletsRoute() {
  const t = useT();
  const { Component: View, failed, retry } = useLazyComponent(allWallets);
  if (failed) return <ChunkLoadFailed onRetry={retry} />;
  if (!View) return <div className="wm-skeleton-row" role="status" aria-label={t('wallets.loading')} />;
  return <View />;
}

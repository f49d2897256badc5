import { useEffect, useState, type ComponentType } from 'react';
import { useT } from '../i18n/useT';

// AllWallets and its virtual grid are their own chunk, loaded on intent (pointer
// over or focus on "All wallets") or when opened. Not React.lazy: its Suspense
// reveal is throttled (300 ms in React 19), longer than the chunk takes on a fast link.
let loadedView: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

export function preloadAllWallets(): Promise<ComponentType> {
  loading ??= import('./AllWalletsView').then(
    ({ AllWalletsView }) => (loadedView = AllWalletsView),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function AllWalletsRoute() {
  const t = useT();
  const [View, setView] = useState<ComponentType | undefined>(() => loadedView);
  useEffect(() => {
    if (!View) preloadAllWallets().then((view) => setView(() => view), () => undefined);
  }, [View]);
  if (!View) return <div className="wm-skeleton-row" role="status" aria-label={t('wallets.loading')} />;
  return <View />;
}

import { lazy, Suspense } from 'react';
import { useT } from '../i18n/useT';

// AllWallets and its virtual grid load as their own chunk, when first opened.
const AllWalletsView = lazy(() => import('./AllWalletsView').then(({ AllWalletsView: View }) => ({ default: View })));

export function AllWalletsRoute() {
  const t = useT();
  return (
    <Suspense fallback={<div className="wm-skeleton-row" role="status" aria-label={t('wallets.loading')} />}>
      <AllWalletsView />
    </Suspense>
  );
}

import type { RegistryWallet } from '../../../state/wallets/rules/wallets';
import { useT } from '../../i18n/useT';
import { RegistryWalletItem } from './RegistryWalletItem';

/** Wallets connected through recently (at most 2), tagged as such. */
export function RecentWallets({ wallets }: { wallets: readonly RegistryWallet[] }) {
  const t = useT();
  return wallets.map((wallet) => (
    <RegistryWalletItem key={wallet.id} wallet={wallet} tag={<span className="wm-tag wm-tag--muted">{t('wallets.recentTag')}</span>} />
  ));
}

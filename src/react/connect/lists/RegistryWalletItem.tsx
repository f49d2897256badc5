import type { ReactNode } from 'react';
import type { RegistryWallet } from '../../../state/wallets/rules/wallets';
import { chooseRegistryWallet, walletImageUrl } from '../../../state/wallets';
import { useT } from '../../i18n/useT';
import { ListItem, ListItemDataName } from '../../ui/ListItem';
import { WalletIcon } from '../../ui/WalletIcon';

/** The wallet's store page for this phone: the App Store on iOS, else Google Play (or whichever it has). */
function storePage(wallet: RegistryWallet): string | undefined {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  return ios ? (wallet.appStore ?? wallet.playStore) : (wallet.playStore ?? wallet.appStore);
}

/**
 * One registry wallet in the Connect list: its image, its name (data), an optional tag; with
 * `withStore` (a phone with no wallet app on the page) a link to get the app from its store.
 */
export function RegistryWalletItem({ wallet, tag, withStore = false }: { wallet: RegistryWallet; tag?: ReactNode; withStore?: boolean }) {
  const t = useT();
  const store = withStore ? storePage(wallet) : undefined;
  return (
    <ListItem
      rowClassName={store ? 'wm-list-row' : undefined}
      onClick={() => void chooseRegistryWallet(wallet.id)}
      after={
        store && (
          <a className="wm-store-link" href={store} target="_blank" rel="noopener noreferrer">
            {t('connect.getApp', { wallet: wallet.name })}
          </a>
        )
      }
    >
      <WalletIcon name={wallet.name} src={walletImageUrl(wallet)} />
      <ListItemDataName name={wallet.name} /> {tag}
    </ListItem>
  );
}

import type { ReactNode } from 'react';
import type { RegistryWallet } from '../../../state/wallets/rules/wallets';
import { chooseRegistryWallet } from '../../../state/wallets';
import { WalletIcon } from '../../ui/WalletIcon';

/** One registry wallet in the Connect list: its image, its name (data), an optional tag. */
export function RegistryWalletItem({ wallet, tag }: { wallet: RegistryWallet; tag?: ReactNode }) {
  return (
    <li>
      <button type="button" className="wm-list-item" onClick={() => void chooseRegistryWallet(wallet.id)}>
        <WalletIcon name={wallet.name} src={wallet.imageUrl} />
        <span className="wm-list-item-name" translate="no">
          {wallet.name}
        </span>{' '}
        {tag}
      </button>
    </li>
  );
}

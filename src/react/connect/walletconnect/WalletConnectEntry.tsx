import { useT } from '../../i18n/useT';
import { ListItem, ListItemName } from '../../ui/ListItem';
import { WalletConnectLogo } from './WalletConnectLogo';

/** Connect's WalletConnect list item: opens ConnectingWalletConnect. */
export function WalletConnectEntry({ onChoose }: { onChoose: () => void }) {
  const t = useT();
  return (
    <ListItem onClick={onChoose}>
      <WalletConnectLogo />
      <ListItemName>{t('walletconnect.entry')}</ListItemName> <span className="wm-tag">{t('walletconnect.entryTag')}</span>
    </ListItem>
  );
}

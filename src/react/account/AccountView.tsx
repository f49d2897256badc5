import { useSnapshot } from 'valtio';
import { activeNetwork, chainsState } from '../../state/networks';
import { disconnect } from '../../state/connection';
import { networkImageUrl } from '../../state/registry';
import { pushView } from '../../state/router';
import { useT } from '../i18n/useT';
import { Button } from '../ui/Button';
import { useStyles } from '../ui/useStyles';
import { WalletIcon } from '../ui/WalletIcon';
import { AccountIdentity } from './AccountIdentity';
import { EmbeddedAccount } from './EmbeddedAccount';
import { AccountFeatures } from './features/AccountFeatures';
import { SwitchNamespace } from './SwitchNamespace';
import { TokenList } from './TokenList';
import { accountStyles } from './account.styles';
import { retryBalances, useActiveAccount, usePortfolio } from './useAccount';

/** Account: who is connected (and, for an embedded account, how they signed in), on which network, what they hold; the other namespace and Disconnect. */
export function AccountView() {
  useStyles(accountStyles);
  const t = useT();
  useSnapshot(chainsState);
  const { namespace, account, balance } = useActiveAccount();
  const portfolio = usePortfolio(namespace, account.caipAddress);
  const network = activeNetwork();

  return (
    <div className="wm-account">
      <AccountIdentity namespace={namespace} account={account} network={network} />
      {balance && (
        <p className="wm-account-balance" translate="no">
          {balance}
        </p>
      )}
      <EmbeddedAccount namespace={namespace} />
      {network && (
        <Button className="wm-account-network" onClick={() => pushView('Networks')}>
          <WalletIcon name={network.name} src={networkImageUrl(network)} size={20} />
          {t('account.network', { network: network.name })}
        </Button>
      )}
      <AccountFeatures />
      <TokenList portfolio={portfolio} onRetry={() => retryBalances(namespace)} />
      <SwitchNamespace active={namespace} />
      <Button variant="danger" block onClick={() => void disconnect(namespace)}>
        {t('account.disconnect')}
      </Button>
    </div>
  );
}

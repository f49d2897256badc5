import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { accountState } from '../../state/account';
import { chainsState } from '../../state/networks';
import { connectorsState } from '../../state/connection';
import { pushView, routerState } from '../../state/router';
import { namespacesToConnect } from '../../state/connection/rules/connect-namespaces';
import { NAMESPACES, type ChainNamespace } from '../../state/shared';
import { envState, optionsState } from '../../state/settings';
import { prefetchWallets, connectListedWallet } from '../../state/wallets';
import { recommendedCount } from '../../state/wallets/rules/wallets';
import { connectWalletConnect } from '../../state/walletconnect';
import { useT, useTranslateKey } from '../i18n/useT';
import { ListItem, ListItemDataName } from '../ui/ListItem';
import { useStyles } from '../ui/useStyles';
import { WalletIcon } from '../ui/WalletIcon';
import { AuthOptions, OrDivider, useSignInSections } from './auth/AuthOptions';
import { AllWalletsEntry } from './lists/AllWalletsEntry';
import { RecentWallets } from './lists/RecentWallets';
import { RecommendedWallets } from './lists/RecommendedWallets';
import { useRecentWallets } from './lists/useWalletLists';
import { walletListStyles } from './lists/wallet-lists.styles';

/** The namespaces Connect offers wallets for, from live state. */
function useConnectNamespaces(): ChainNamespace[] {
  const { networks } = useSnapshot(chainsState);
  const { byNamespace } = useSnapshot(accountState);
  const { data } = useSnapshot(routerState);
  const configured = NAMESPACES.filter((namespace) => networks.some((network) => network.chainNamespace === namespace));
  const connected = NAMESPACES.filter((namespace) => byNamespace[namespace].status === 'connected');
  const requested = NAMESPACES.find((namespace) => namespace === data.namespace);
  return namespacesToConnect({ configured, connected, requested });
}

import { WalletConnectEntry } from './walletconnect/WalletConnectEntry';

/**
 * Connect, in the host's `connect-order`: the wallets on the page (EIP-6963, Wallet Standard) for the namespaces to connect,
 * the email form and the social logins (embedded sign-in, when offered), "or" between sign-in and wallets; then
 * recent and recommended (registry), WalletConnect, and All wallets, always last (one list with the page's wallets
 * when those come last, or when there are none). WalletConnect and the registry need a `project-id` (with `debug`, a
 * note says why they are hidden); on a phone the page's wallet (an in-app browser) comes first.
 */
export function ConnectView() {
  useStyles(walletListStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const namespaces = useConnectNamespaces();
  const { available: all, restoreNotice } = useSnapshot(connectorsState);
  const available = all.filter((connector) => namespaces.includes(connector.chain));
  const { options } = useSnapshot(optionsState);
  const { isMobile } = useSnapshot(envState);
  // The registry and WalletConnect need a project id: without one only the page's wallets are listed.
  const hasRegistry = Boolean(options.projectId);
  const recent = useRecentWallets();
  useEffect(() => {
    if (hasRegistry) prefetchWallets();
  }, [hasRegistry]);
  // Without a wallet on the page, the wallets' place is with the registry's, after the sign-in.
  const order =
    available.length > 0 ? options.connectOrder : [...options.connectOrder.filter((part) => part !== 'wallets'), 'wallets' as const];
  const signIn = useSignInSections(order);
  const walletsAt = order.indexOf('wallets');
  const before = signIn.filter((part) => order.indexOf(part) < walletsAt);
  const after = signIn.filter((part) => order.indexOf(part) > walletsAt);

  const pageWallets = (
    <>
      {restoreNotice && (
        <li className="wm-message wm-error-text" role="status">
          {translateKey(restoreNotice)}
        </li>
      )}
      {available.length === 0 && (!hasRegistry || isMobile) && (
        <li className="wm-message wm-muted">{t(isMobile ? 'connect.noWalletsPhone' : 'connect.noWallets')}</li>
      )}
      {available.map((connector) => {
        const name = connector.type === 'injected' ? t('connect.legacyInjected') : connector.name;
        return (
          <ListItem key={connector.id} onClick={() => void connectListedWallet(connector.id)}>
            <WalletIcon name={connector.name} src={connector.imageUrl} />
            <ListItemDataName name={name} /> {connector.type === 'announced' && <span className="wm-tag">{t('connect.installed')}</span>}
          </ListItem>
        );
      })}
    </>
  );
  const registryWallets = (
    <>
      {hasRegistry && <RecentWallets wallets={recent} />}
      {hasRegistry && (
        <RecommendedWallets
          shownIds={recent.map((wallet) => wallet.id)}
          count={recommendedCount(available.length, recent.length)}
          withStore={isMobile && available.length === 0}
        />
      )}
      {/* On a phone the WalletConnect entry leads to the wallet apps that can be opened there, not to a QR code. */}
      {hasRegistry && <WalletConnectEntry onChoose={() => (isMobile ? pushView('AllWallets') : void connectWalletConnect())} />}
      {hasRegistry && <AllWalletsEntry />}
      {!hasRegistry && options.debug && <li className="wm-message wm-muted">{t('connect.noProjectId')}</li>}
    </>
  );

  return (
    <div className="wm-connect">
      {before.length > 0 && <AuthOptions parts={before} />}
      {before.length > 0 && <OrDivider />}
      {after.length === 0 ? (
        <ul className="wm-list" aria-label={t('connect.walletList')}>
          {pageWallets}
          {registryWallets}
        </ul>
      ) : (
        <>
          <ul className="wm-list" aria-label={t('connect.walletList')}>
            {pageWallets}
          </ul>
          <OrDivider />
          <AuthOptions parts={after} />
          {hasRegistry && <OrDivider />}
          {hasRegistry && (
            <ul className="wm-list" aria-label={t('connect.moreWallets')}>
              {registryWallets}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

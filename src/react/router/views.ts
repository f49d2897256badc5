// Which component renders each route, and its title: the modal's own views, then
// the features' (from the registry, each loaded with its feature's chunk). Views
// not in this build are absent (no placeholder screens).
import type { ComponentType } from 'react';
import type { ViewName } from '../../state/shared';
import { AccountView } from '../account/AccountView';
import { AllWalletsRoute } from '../connect/AllWalletsRoute';
import { SIGN_IN_ROUTES } from '../connect/auth/sign-in-routes';
import { ConnectingExternalView } from '../connect/ConnectingExternalView';
import { ConnectView } from '../connect/ConnectView';
import { ConnectingWalletConnectBasicView } from '../connect/walletconnect/ConnectingWalletConnectBasicView';
import { ConnectingWalletConnectView } from '../connect/walletconnect/ConnectingWalletConnectView';
import { FEATURE_ROUTES } from '../features/feature-views';
import type { MessageKey } from '../i18n/catalogue';
import { NetworksView } from '../networks/NetworksView';
import { SIWX_ROUTES } from '../siwx/siwx-routes';
import { SwitchActiveChainView } from '../networks/SwitchActiveChainView';
import { SwitchNetworkView } from '../networks/SwitchNetworkView';
import { UnsupportedChainView } from '../networks/UnsupportedChainView';

export interface ViewEntry {
  titleKey: MessageKey;
  /** A title that needs live data, rendered instead of `titleKey` (which still names the route). */
  Title?: ComponentType;
  component: ComponentType;
}

export const VIEWS: Partial<Record<ViewName, ViewEntry>> = {
  Connect: { titleKey: 'connect.title', component: ConnectView },
  AllWallets: { titleKey: 'wallets.allWalletsTitle', component: AllWalletsRoute },
  ConnectingExternal: { titleKey: 'connect.title', component: ConnectingExternalView },
  ConnectingWalletConnect: { titleKey: 'walletconnect.title', component: ConnectingWalletConnectView },
  ConnectingWalletConnectBasic: { titleKey: 'walletconnect.title', component: ConnectingWalletConnectBasicView },
  ...SIGN_IN_ROUTES,
  ...SIWX_ROUTES,
  Account: { titleKey: 'account.title', component: AccountView },
  Networks: { titleKey: 'networks.title', component: NetworksView },
  SwitchNetwork: { titleKey: 'switchNetwork.title', component: SwitchNetworkView },
  SwitchActiveChain: { titleKey: 'switchActiveChain.title', component: SwitchActiveChainView },
  UnsupportedChain: { titleKey: 'unsupportedChain.title', component: UnsupportedChainView },
  ...FEATURE_ROUTES,
};

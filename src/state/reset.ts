// Back to a fresh state: tests start from here, whatever ran before.
import { resetAccounts } from './account/account';
import { resetBalances } from './balances/balances';
import { resetChains, syncNetworks } from './networks/active';
import { forgetAttempts } from './connection/actions';
import { stopWatchingPageWallets } from './connection/discovery';
import { stopFollowingWallets } from './connection/lifecycle';
import { resetConnectors } from './connection/connectors';
import { setIsMobile } from './settings/env';
import { resetModal } from './modal/modal';
import { resetNetworkSwitch } from './network-switch/switch';
import { resetOptions } from './settings/options';
import { forgetRestore } from './connection/restore';
import { resetRouter } from './modal/router';
import { forgetWalletRequests } from './wallets/loading';
import { resetWalletConnect } from './walletconnect/pairing';

export function resetState() {
  stopFollowingWallets();
  stopWatchingPageWallets();
  forgetAttempts();
  forgetRestore();
  resetOptions();
  resetChains();
  syncNetworks();
  resetBalances();
  resetAccounts();
  resetConnectors();
  resetModal();
  resetRouter('Connect');
  setIsMobile(false);
  forgetWalletRequests();
  resetWalletConnect();
  resetNetworkSwitch();
}

// Back to a fresh state: tests start from here, whatever ran before.
import { resetAccounts } from './account';
import { resetActivity } from './activity';
import { resetBalances } from './balances';
import { resetChains, syncNetworks } from './networks';
import { forgetAttempts, stopWatchingPageWallets, stopFollowingWallets, resetConnectors, forgetRestore } from './connection';
import { setIsMobile, resetOptions } from './settings';
import { resetModal, resetRouter } from './router';
import { resetNetworkSwitch } from './network-switch';
import { forgetWalletRequests } from './wallets';
import { stopAnalytics } from './analytics';
import { forgetHostedRequests, resetHosted } from './hosted';
import { resetWalletConnect } from './walletconnect';
import { resetAuthFlows } from './auth';

export function resetState() {
  stopFollowingWallets();
  stopWatchingPageWallets();
  forgetAttempts();
  forgetRestore();
  resetOptions();
  resetChains();
  syncNetworks();
  resetBalances();
  resetActivity();
  resetAccounts();
  resetConnectors();
  resetModal();
  resetRouter('Connect');
  setIsMobile(false);
  forgetWalletRequests();
  resetWalletConnect();
  resetAuthFlows();
  resetNetworkSwitch();
  stopAnalytics();
  resetHosted();
  forgetHostedRequests();
}

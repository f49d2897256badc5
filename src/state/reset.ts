// Back to a fresh state: tests start from here, whatever ran before.
import { resetAccounts } from './account';
import { resetBalances } from './balances';
import { resetChains, syncNetworks } from './chains';
import { forgetSessions } from './connection';
import { resetConnectors } from './connectors';
import { setIsMobile } from './env';
import { resetModal } from './modal';
import { resetNetworkSwitch } from './network-switch';
import { resetOptions } from './options';
import { forgetRestore } from './restore';
import { resetRouter } from './router';
import { forgetWalletRequests } from './wallet-loading';
import { resetWalletConnect } from './walletconnect';

export function resetState() {
  forgetSessions();
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

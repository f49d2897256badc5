// Back to a fresh state: tests start from here, whatever ran before.
import { resetAccounts } from './account';
import { resetChains, syncNetworks } from './chains';
import { forgetSessions } from './connection';
import { resetConnectors } from './connectors';
import { setIsMobile } from './env';
import { resetModal } from './modal';
import { resetOptions } from './options';
import { resetRouter } from './router';
import { resetWalletConnect } from './walletconnect';

export function resetState() {
  forgetSessions();
  resetOptions();
  resetChains();
  syncNetworks();
  resetAccounts();
  resetConnectors();
  resetModal();
  resetRouter('Connect');
  setIsMobile(false);
  resetWalletConnect();
}

// What the element's entry needs to know about WalletConnect without loading it.
import { readStored } from '../../services/storage/storage';
import type { ChainNamespace } from '../shared';

export const WALLETCONNECT_ID = 'walletConnect';
/** Our own note that a session exists, so a reload loads WalletConnect only when there is one to restore. */
export const WALLETCONNECT_SESSION_KEY = 'walletconnect-session';

export interface StoredWalletConnectSession {
  namespaces: ChainNamespace[];
}

export function storedWalletConnectSession(): StoredWalletConnectSession | undefined {
  return readStored<StoredWalletConnectSession>(WALLETCONNECT_SESSION_KEY);
}

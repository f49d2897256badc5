// What the entry knows of WalletConnect: a stored WalletConnect session restores through its
// connector, whose code (and the provider's) loads only when such a session exists.
import { createError } from '../../services/errors';
import { registerConnectorLoader } from '../connection/restore';

/** Lets stored WalletConnect sessions come back (the element calls it when it starts). */
export function enableWalletConnectRestore() {
  registerConnectorLoader('walletConnect', () =>
    import('./session').then(
      ({ walletConnectConnector }) => walletConnectConnector,
      // Reported once, by the restore, under its catalogue name.
      (cause: unknown) => Promise.reject(createError('ChunkLoadError', { cause })),
    ));
}

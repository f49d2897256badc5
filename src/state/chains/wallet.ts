// The connected wallet of a namespace, as its adapter signs with it.
import { createError } from '../../services/errors';
import { connectedConnector, type ProviderOf } from '../connection';
import type { ChainNamespace } from '../shared';

/** The provider of the wallet connected on `namespace`; throws DisconnectedError when there is none. */
export function connectedProvider<N extends ChainNamespace>(namespace: N): ProviderOf<N> {
  const provider = connectedConnector(namespace)?.provider(namespace);
  if (!provider) throw createError('DisconnectedError', { message: `No wallet is connected on ${namespace}` });
  return provider;
}

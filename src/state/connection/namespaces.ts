// Which namespaces have a connected account, and which of them is active.
import { accountOf } from '../account';
import { activateNamespace } from '../router';
import { activeNamespace } from '../networks';
import { NAMESPACES, type ChainNamespace } from '../shared';

/** The namespaces whose account is connected (whatever connector holds them). */
export function connectedNamespaces(): ChainNamespace[] {
  return NAMESPACES.filter((namespace) => accountOf(namespace).status === 'connected');
}

/** Makes `namespace` active on its account's network (the Account view's switch). */
export function switchActiveNamespace(namespace: ChainNamespace) {
  activateNamespace(namespace);
}

/** When the active namespace has no account but another has, that one becomes active. */
export function activateConnectedNamespace() {
  if (accountOf(activeNamespace()).status === 'connected') return;
  const [other] = connectedNamespaces();
  if (other) switchActiveNamespace(other);
}

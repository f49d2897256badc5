// Which host events a state change means: a pure diff of two observations, so
// that every cause (the visitor, the host, the wallet) fires the same events.
import { networkOfCaipAddress as networkOf, NAMESPACES, type ChainNamespace } from '../state';

export interface ObservedAccount {
  status: string;
  address?: string;
  caipAddress?: string;
  restored?: boolean;
}

export interface Observation {
  accounts: Record<ChainNamespace, ObservedAccount>;
  activeCaipNetworkId: string;
  open: boolean;
}

/** A change to announce; `connect` details are completed by the bridge (connector info). */
export type StateChange =
  | { type: 'connect'; namespace: ChainNamespace; account: ObservedAccount; caipNetworkId?: string }
  | { type: 'disconnect'; namespace: ChainNamespace }
  | { type: 'accountchange'; address?: string; caipAddress?: string }
  | { type: 'networkchange'; caipNetworkId: string; namespace: ChainNamespace }
  | { type: 'open' }
  | { type: 'close' };

const namespaceOf = (caipNetworkId: string) => caipNetworkId.split(':')[0] as ChainNamespace;
const isConnected = (account: ObservedAccount) => account.status === 'connected';

function accountChanges(previous: Observation, next: Observation): StateChange[] {
  const changes: StateChange[] = [];
  const announced = new Set<string>();
  for (const namespace of NAMESPACES) {
    const before = previous.accounts[namespace];
    const after = next.accounts[namespace];
    if (!isConnected(before) && isConnected(after)) {
      changes.push({ type: 'connect', namespace, account: after, caipNetworkId: networkOf(after.caipAddress) });
    } else if (isConnected(before) && !isConnected(after)) {
      changes.push({ type: 'disconnect', namespace });
    } else if (isConnected(before) && isConnected(after) && before.address !== after.address) {
      changes.push({ type: 'accountchange', address: after.address, caipAddress: after.caipAddress });
      announced.add(namespace);
    }
  }
  // The active account became another connected one (a namespace switch): the host's account changed.
  const activeBefore = previous.accounts[namespaceOf(previous.activeCaipNetworkId)];
  const activeNamespace = namespaceOf(next.activeCaipNetworkId);
  const activeAfter = next.accounts[activeNamespace];
  if (
    isConnected(activeBefore) &&
    isConnected(activeAfter) &&
    activeBefore.address !== activeAfter.address &&
    !announced.has(activeNamespace)
  ) {
    changes.push({ type: 'accountchange', address: activeAfter.address, caipAddress: activeAfter.caipAddress });
  }
  return changes;
}

function networkChanges(previous: Observation, next: Observation): StateChange[] {
  const changes: StateChange[] = [];
  const active = next.activeCaipNetworkId;
  if (previous.activeCaipNetworkId !== active)
    changes.push({ type: 'networkchange', caipNetworkId: active, namespace: namespaceOf(active) });
  // A connected namespace that is not the active one moved network (its wallet switched): announced too.
  for (const namespace of NAMESPACES) {
    const before = previous.accounts[namespace];
    const after = next.accounts[namespace];
    const network = networkOf(after.caipAddress);
    if (!isConnected(before) || !isConnected(after) || !network || network === active) continue;
    if (networkOf(before.caipAddress) !== network) changes.push({ type: 'networkchange', caipNetworkId: network, namespace });
  }
  return changes;
}

/** The events between two observations, in the order a host expects them. */
export function stateChanges(previous: Observation, next: Observation): StateChange[] {
  const changes = [...accountChanges(previous, next), ...networkChanges(previous, next)];
  if (!previous.open && next.open) changes.push({ type: 'open' });
  if (previous.open && !next.open) changes.push({ type: 'close' });
  return changes;
}

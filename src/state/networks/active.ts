// Configured networks and the active one.
import { defineProxySlice, resolveNetwork } from '../shared';
import { optionsState } from '../settings';
import type { CaipNetworkId, ChainNamespace, Network } from '../shared';

interface ChainsState {
  /** The configured networks, resolved, in configuration order. */
  networks: Network[];
  activeCaipNetworkId: CaipNetworkId;
  /** A network of a namespace being connected (SwitchActiveChain): the connect should land on it. */
  requestedCaipNetworkId?: CaipNetworkId;
}

export const chainsState = defineProxySlice<ChainsState>({
  name: 'networks/chains',
  initial: () => ({ networks: [], activeCaipNetworkId: 'eip155:1' }),
  // Options are back at their defaults by now (an earlier slice): their networks.
  reset: () => syncNetworks(),
});

export function namespaceOf(caipNetworkId: string): ChainNamespace {
  return caipNetworkId.split(':')[0] as ChainNamespace;
}

export function activeNamespace(): ChainNamespace {
  return namespaceOf(chainsState.activeCaipNetworkId);
}

export function findNetwork(caipNetworkId: string): Network | undefined {
  return chainsState.networks.find((network) => network.caipNetworkId === caipNetworkId);
}

/** A network by id: a configured one, or a resolved one (a wallet moved to it). */
export function networkById(caipNetworkId: CaipNetworkId): Network | undefined {
  return findNetwork(caipNetworkId) ?? resolveNetwork(caipNetworkId, optionsState.customNetworks);
}

/** The active network: a configured one, or a resolved one the wallet moved to. */
export function activeNetwork(): Network | undefined {
  return networkById(chainsState.activeCaipNetworkId);
}

export function isActiveNetworkSupported(): boolean {
  return findNetwork(chainsState.activeCaipNetworkId) !== undefined;
}

export function networksOf(namespace: ChainNamespace): Network[] {
  return chainsState.networks.filter((network) => network.chainNamespace === namespace);
}

/** Rebuilds the network list from the options; keeps the active network if still configured. */
export function syncNetworks() {
  const { networks: ids, defaultNetwork } = optionsState.options;
  const custom = optionsState.customNetworks;
  chainsState.networks = ids.map((id) => resolveNetwork(id, custom)).filter((n): n is Network => n !== undefined);
  if (findNetwork(chainsState.activeCaipNetworkId)) return;
  const preferred = defaultNetwork && findNetwork(defaultNetwork) ? defaultNetwork : chainsState.networks[0]?.caipNetworkId;
  if (preferred) chainsState.activeCaipNetworkId = preferred;
}

export function setActiveNetwork(caipNetworkId: CaipNetworkId) {
  chainsState.activeCaipNetworkId = caipNetworkId;
}

export function setRequestedNetwork(caipNetworkId: CaipNetworkId | undefined) {
  chainsState.requestedCaipNetworkId = caipNetworkId;
}

/** Where a new connection should land: the network the visitor asked for, else the active one. */
export function preferredNetwork(): CaipNetworkId {
  return chainsState.requestedCaipNetworkId ?? chainsState.activeCaipNetworkId;
}

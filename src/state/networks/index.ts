// Networks: the configured networks, the active one, and their RPC URLs. Light.
export {
  activeNamespace,
  activeNetwork,
  chainsState,
  findNetwork,
  isActiveNetworkSupported,
  namespaceOf,
  networkById,
  networksOf,
  preferredNetwork,
  setActiveNetwork,
  setRequestedNetwork,
  syncNetworks,
} from './active';
export { rpcUrlFor } from './rpc';

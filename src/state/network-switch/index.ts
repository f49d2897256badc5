// Network switch: choosing a network in the Networks views or by switchNetwork(): the
// wallet switches, or another namespace connects. Lazy: the modal's chunk.
export { connectForNetwork } from './requested-network';
export {
  abandonNetworkSwitch,
  chooseNetwork,
  networkDisabledReason,
  networkSwitchState,
  retryNetworkSwitch,
  switchNetwork,
} from './switch';

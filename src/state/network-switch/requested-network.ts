// SwitchActiveChain: the visitor chose a network of a namespace that is not connected,
// confirmed, and connects a wallet for it; the new connection then ends on that network.
import { subscribe } from 'valtio';
import { accountOf, accountState } from '../account';
import { chainsState, findNetwork, namespaceOf, setActiveNetwork, setRequestedNetwork } from '../networks';
import { modalState, currentView, pushView, routerState } from '../router';
import { chooseNetwork } from './switch';
import { defineSlice, type ViewName } from '../shared';

// While these show, a connection is still being made: the chosen network waits for its outcome.
const CONNECTING_VIEWS: readonly ViewName[] = [
  'Connect',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'AllWallets',
];

const watching = defineSlice<{ stop?: () => void }>({
  name: 'network-switch/requested-network',
  initial: () => ({}),
  dispose: ({ stop }) => stop?.(),
});

export function forgetRequestedNetwork() {
  watching.stop?.();
  watching.stop = undefined;
  setRequestedNetwork(undefined);
}

/** True once the request is settled: landed, handed to the wallet to switch, or abandoned. */
function landOnRequestedNetwork(): boolean {
  const requested = chainsState.requestedCaipNetworkId;
  if (!requested) return true;
  // Abandoned: the modal closed before the connection was made.
  if (!modalState.open) return true;
  const namespace = namespaceOf(requested);
  if (accountOf(namespace).status !== 'connected' || CONNECTING_VIEWS.includes(currentView())) return false;
  const landed = accountOf(namespace).caipAddress?.startsWith(`${requested}:`);
  forgetRequestedNetwork();
  if (landed) setActiveNetwork(requested);
  // The new wallet is elsewhere (a browser wallet on its own chain): it is asked to switch.
  else void chooseNetwork(requested);
  return true;
}

/** SwitchActiveChain confirmed: Connect for the network's namespace; the connection then lands on it. */
export function connectForNetwork(caipNetworkId: string) {
  const network = findNetwork(caipNetworkId);
  if (!network) return;
  forgetRequestedNetwork();
  setRequestedNetwork(network.caipNetworkId);
  pushView('Connect', { namespace: network.chainNamespace });
  const check = () => {
    if (landOnRequestedNetwork()) forgetRequestedNetwork();
  };
  const stops = [accountState, modalState, routerState].map((observed) => subscribe(observed, check));
  watching.stop = () => stops.forEach((stop) => stop());
}

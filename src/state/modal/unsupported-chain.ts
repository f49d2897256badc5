// Rules that follow the wallet rather than a click: a wallet on a network the site does
// not configure opens UnsupportedChain (and leaves it when it comes back), and a connection
// made for a chosen network (SwitchActiveChain) ends on that network.
import { subscribe } from 'valtio';
import { accountState, accountOf } from '../account/account';
import { chainsState, namespaceOf, setActiveNetwork, setRequestedNetwork } from '../networks/active';
import { withChunk } from './chunks';
import { modalState } from './modal';
import { openModal, routeContext } from './navigation';
import { optionsState } from '../settings/options';
import { currentView, mustShowUnsupportedChain, resetRouter, routerState, viewOnOpen } from './router';
import type { ViewName } from '../shared/types';

// While these show, a connection is still being made: the chosen network waits for its outcome.
const CONNECTING_VIEWS: readonly ViewName[] = ['Connect', 'ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'AllWallets'];

function followUnsupportedChain(wasUnsupported: boolean): boolean {
  const context = routeContext();
  const unsupported = mustShowUnsupportedChain(context);
  if (unsupported && !wasUnsupported) openModal();
  else if (!unsupported && modalState.open && currentView() === 'UnsupportedChain') resetRouter(viewOnOpen(context));
  return unsupported;
}

function landOnRequestedNetwork() {
  const requested = chainsState.requestedCaipNetworkId;
  if (!requested) return;
  // Abandoned: the modal closed before the connection was made.
  if (!modalState.open) return setRequestedNetwork(undefined);
  const namespace = namespaceOf(requested);
  if (accountOf(namespace).status !== 'connected' || CONNECTING_VIEWS.includes(currentView())) return;
  setRequestedNetwork(undefined);
  const landed = accountOf(namespace).caipAddress?.startsWith(`${requested}:`);
  if (landed) return setActiveNetwork(requested);
  // The new wallet is elsewhere (a browser wallet on its own chain): it is asked to switch.
  withChunk(() => import('../network-switch/switch'), ({ chooseNetwork }) => chooseNetwork(requested));
}

/** Starts both rules; returns the stop. */
export function watchNetworkRules(): () => void {
  let unsupported = mustShowUnsupportedChain(routeContext());
  const onChange = () => {
    unsupported = followUnsupportedChain(unsupported);
    landOnRequestedNetwork();
  };
  const stops = [accountState, chainsState, optionsState, modalState, routerState].map((observed) => subscribe(observed, onChange));
  return () => stops.forEach((stop) => stop());
}

// A rule that follows the wallet rather than a click: a wallet on a network the site does
// not configure opens UnsupportedChain (and leaves it when it comes back).
import { subscribe } from 'valtio';
import { accountState } from '../account';
import { chainsState } from '../networks';
import { modalState } from './modal';
import { openModal, routeContext } from './navigation';
import { optionsState } from '../settings';
import { currentView, mustShowUnsupportedChain, resetRouter, routerState, viewOnOpen } from './router';

function followUnsupportedChain(wasUnsupported: boolean): boolean {
  const context = routeContext();
  const unsupported = mustShowUnsupportedChain(context);
  if (unsupported && !wasUnsupported) openModal();
  else if (!unsupported && modalState.open && currentView() === 'UnsupportedChain') resetRouter(viewOnOpen(context));
  return unsupported;
}

/** Starts the rule; returns the stop. */
export function watchUnsupportedChain(): () => void {
  let unsupported = mustShowUnsupportedChain(routeContext());
  const onChange = () => {
    unsupported = followUnsupportedChain(unsupported);
  };
  const stops = [accountState, chainsState, optionsState, modalState, routerState].map((observed) => subscribe(observed, onChange));
  return () => stops.forEach((stop) => stop());
}

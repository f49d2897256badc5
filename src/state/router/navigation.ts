// Opening, closing and going back: the router's rules applied to live state.
import { accountNetwork, accountOf } from '../account';
import { activeNamespace, isActiveNetworkSupported, networksOf, setActiveNetwork } from '../networks';
import { envState, optionsState } from '../settings';
import { modalState, setModalLoading, setModalOpen, shakeModal } from './modal';
import {
  currentView,
  historyAfterBack,
  mustShowUnsupportedChain,
  resetRouter,
  routerState,
  setHistory,
  viewOnOpen,
  type RouteContext,
} from './router';
import { NAMESPACES, type ChainNamespace, type ViewName } from '../shared';

export function routeContext(): RouteContext {
  const { options } = optionsState;
  return {
    isConnected: accountOf(activeNamespace()).status === 'connected',
    hasAdapters: !options.walletconnectOnly,
    isMobile: envState.isMobile,
    activeNetworkSupported: isActiveNetworkSupported(),
    disableNetworkSwitch: options.disableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
  };
}

/** Makes `namespace` active, on its connected account's network or else its first configured one, unless it already is. */
export function activateNamespace(namespace: ChainNamespace): boolean {
  if (activeNamespace() === namespace) return true;
  const target = accountNetwork(namespace) ?? networksOf(namespace)[0]?.caipNetworkId;
  if (!target) return false;
  setActiveNetwork(target);
  return true;
}

export function openModal({ view, namespace }: { view?: ViewName; namespace?: ChainNamespace } = {}) {
  if (namespace) activateNamespace(namespace);
  // Connect lists only the requested namespace's wallets.
  resetRouter(viewOnOpen(routeContext(), view), namespace ? { namespace } : {});
  setModalOpen(true);
  // A stored session is being restored: the skeleton shows until it settles (no flash of Connect).
  if (NAMESPACES.some((candidate) => accountOf(candidate).status === 'reconnecting')) setModalLoading(true);
}

/**
 * After a connection's outcome (connected, restored, ended): an open modal starts over on the view it
 * would open on (Account, UnsupportedChain, Connect, or the WalletConnect view without adapters).
 */
export function showStartView() {
  if (modalState.open) resetRouter(viewOnOpen(routeContext()));
}

export function closeModal() {
  setModalOpen(false);
}

/** Escape or the close button: views that must be resolved shake instead of closing (a wallet on an unsupported network). */
export function requestClose(): boolean {
  const context = routeContext();
  if (modalState.open && context.isConnected && (currentView() === 'UnsupportedChain' || mustShowUnsupportedChain(context))) {
    shakeModal();
    return false;
  }
  closeModal();
  return true;
}

export function goBack() {
  const next = historyAfterBack([...routerState.history], routeContext());
  if (next) setHistory(next);
  else closeModal();
}

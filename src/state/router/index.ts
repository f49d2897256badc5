// The modal and its router: open/closed, the history stack, navigation rules applied to live state,
// and the rule that follows the wallet onto UnsupportedChain. Light: loads with the button.
export { modalState, setModalLoading, setModalOpen } from './modal';
export { activateNamespace, closeModal, goBack, openModal, requestClose, routeContext, showStartView } from './navigation';
export {
  currentView,
  pushView,
  resetRouter,
  routerState,
  setHistory,
  viewOnOpen,
  type ParamsOf,
  type RouteData,
  type RouteParams,
} from './router';
export { watchUnsupportedChain } from './unsupported-chain';

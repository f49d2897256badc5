// Modal: open/closed, the router's history, navigation rules applied to live state, and
// what the host hears (error and transaction events, lazy chunks that fail). Light.
export { loadChunk, reportChunkError, withChunk } from './chunks';
export { emitStateEvent, onStateEvent, reportError, type StateEvent } from './events';
export { modalState, setModalLoading, setModalOpen } from './modal';
export { activateNamespace, closeModal, goBack, openModal, requestClose, routeContext, showStartView } from './navigation';
export { currentView, pushView, resetRouter, routerState, setHistory, viewOnOpen } from './router';
export { watchUnsupportedChain } from './unsupported-chain';

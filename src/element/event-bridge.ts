// State → DOM events, dispatched once per page from the element that owns the
// dialog (./page.ts). Every event bubbles and is composed, so hosts can listen
// on that element or on `document`.
import { subscribe } from 'valtio';
import {
  accountState,
  chainsState,
  connectorsState,
  findConnector,
  modalState,
  NAMESPACES,
  onStateEvent,
  optionsState,
  routerState,
  type StateEvent,
} from '../state';
import { publicErrorMessage } from '../state/shared';
import { englishMessage } from '../react/i18n/shell';
import { stateChanges, type Observation, type StateChange } from './state-changes';

function observe(): Observation {
  const accounts = {} as Observation['accounts'];
  for (const namespace of NAMESPACES) {
    const { status, address, caipAddress, restored } = accountState.byNamespace[namespace];
    accounts[namespace] = { status, address, caipAddress, restored };
  }
  return { accounts, activeCaipNetworkId: chainsState.activeCaipNetworkId, open: modalState.open };
}

/** The DOM event (type and detail) for a state change. */
function toEvent(change: StateChange): [string, unknown] {
  switch (change.type) {
    case 'connect': {
      const { namespace, account, caipNetworkId } = change;
      const connectorId = connectorsState.connectedIds[namespace];
      const connector = connectorId ? findConnector(connectorId) : undefined;
      return [
        'connect',
        {
          address: account.address,
          caipAddress: account.caipAddress,
          caipNetworkId,
          namespace,
          connector: connector
            ? {
                id: connector.id,
                name: connector.name,
                type: connector.type,
                ...(connector.provider ? { provider: connector.provider } : {}),
              }
            : { id: connectorId },
          restored: Boolean(account.restored),
        },
      ];
    }
    case 'disconnect':
      return ['disconnect', { namespace: change.namespace }];
    case 'accountchange':
      return ['accountchange', { address: change.address, caipAddress: change.caipAddress }];
    case 'networkchange':
      return ['networkchange', { caipNetworkId: change.caipNetworkId, namespace: change.namespace }];
    case 'open':
      return ['open', { view: routerState.history[routerState.history.length - 1] }];
    case 'close':
      return ['close', {}];
  }
}

/** Where the page's events are dispatched: the element that owns the dialog (src/element/page.ts), looked up at dispatch time. */
export type EventTargetOf = () => EventTarget | undefined;

function dispatcher(target: EventTargetOf) {
  return (type: string, detail: unknown) => target()?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

type StateErrorEvent = Extract<StateEvent, { type: 'error' }>;

/**
 * Dispatches `error` in a microtask (as valtio's batched notifications do for the other events): never inside the
 * host's own call, so a listener the host adds right after creating, configuring or inserting the element, in the
 * same script, hears a malformed initial value. With `debug`, a configuration error is also one console line.
 */
export function dispatchError(target: EventTargetOf, event: StateErrorEvent) {
  // The only way out for an error's words: scrubbed of URLs' queries and the project id, and bounded.
  const detail = event.detail === undefined ? undefined : publicErrorMessage(event.detail, [optionsState.options.projectId]);
  const message = englishMessage(event.messageKey, detail, event.reasonKey);
  const eventDetail = { code: event.code, message, view: event.view ?? routerState.history.at(-1) };
  if (event.code === 'InvalidConfigurationError' && optionsState.options.debug) console.warn(`<wallet-modal> ${message}`);
  queueMicrotask(() => dispatcher(target)('error', eventDetail));
}

/** Dispatches `error` and `transaction`, in a microtask after they happen; returns the stop. */
export function bridgeStateEvents(target: EventTargetOf): () => void {
  const dispatch = dispatcher(target);
  return onStateEvent((event) => {
    if (event.type === 'error') dispatchError(target, event);
    else {
      const { hash, caipNetworkId, kind, name } = event;
      queueMicrotask(() =>
        dispatch('transaction', name === undefined ? { hash, caipNetworkId, kind } : { hash, caipNetworkId, kind, name }),
      );
    }
  });
}

/** Dispatches connect, disconnect, accountchange, networkchange, open and close for changes from now on. */
export function bridgeStateChanges(target: EventTargetOf): () => void {
  const dispatch = dispatcher(target);
  let previous = observe();
  const onChange = () => {
    const next = observe();
    for (const change of stateChanges(previous, next)) dispatch(...toEvent(change));
    previous = next;
  };
  // Batched notification: one callback sees a whole action's changes, never half of them.
  const unsubscribers = [subscribe(accountState, onChange), subscribe(chainsState, onChange), subscribe(modalState, onChange)];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}

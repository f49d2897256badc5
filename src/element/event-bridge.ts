// State → DOM events, dispatched once per page from the element that owns the
// dialog (./page.ts). Every event bubbles and is composed, so hosts can listen
// on that element or on `document`.
import { subscribe } from 'valtio';
import {
  accountState,
  chainsState,
  connectorSnapshot,
  modalState,
  NAMESPACES,
  onStateEvent,
  optionsState,
  routerState,
  type StateEvent,
} from '../state';
import { publicErrorMessage } from '../state/shared';
import { englishMessage, hasEnglishMessage } from '../react/i18n/shell';
import { elementChunks } from './chunks';
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
      return [
        'connect',
        {
          address: account.address,
          caipAddress: account.caipAddress,
          caipNetworkId,
          namespace,
          connector: connectorSnapshot(namespace) ?? { id: undefined },
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

/**
 * Events leave in the order they happened. An `error` whose English text is not in yet (its chunk loads when the page
 * is idle, or now) waits for it, and every event after it waits behind it: `waiting` is the last one queued.
 */
const queue: { waiting?: Promise<void> } = {};

function inOrder(send: () => void, ready?: Promise<unknown>): boolean {
  if (!queue.waiting && !ready) return false;
  const waiting = Promise.all([queue.waiting, ready]).then(send, send);
  queue.waiting = waiting;
  void waiting.then(() => {
    if (queue.waiting === waiting) delete queue.waiting;
  });
  return true;
}

function send(target: EventTargetOf, type: string, detail: unknown) {
  target()?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

function dispatcher(target: EventTargetOf) {
  return (type: string, detail: unknown) => {
    if (!inOrder(() => send(target, type, detail))) send(target, type, detail);
  };
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
  const view = event.view ?? routerState.history.at(-1);
  const message = () => {
    const text = englishMessage(event.messageKey, detail, event.reasonKey);
    if (event.code === 'InvalidConfigurationError' && optionsState.options.debug) console.warn(`<wallet-modal> ${text}`);
    return { code: event.code, message: text, view };
  };
  // Before the English error messages are in, the event waits for them (if they cannot load: the unknown error's words).
  if (!hasEnglishMessage(event.messageKey)) inOrder(() => send(target, 'error', message()), elementChunks.englishErrors.quiet());
  else {
    const eventDetail = message();
    queueMicrotask(() => dispatcher(target)('error', eventDetail));
  }
}

/** Dispatches `error`, `transaction`, `signin` and `signout`, in a microtask after they happen; returns the stop. */
export function bridgeStateEvents(target: EventTargetOf): () => void {
  const dispatch = dispatcher(target);
  return onStateEvent((event) => {
    if (event.type === 'error') dispatchError(target, event);
    else if (event.type === 'signin') queueMicrotask(() => dispatch('signin', event.detail));
    else if (event.type === 'signout') queueMicrotask(() => dispatch('signout', event.detail));
    else {
      // The detail is the event less its type: {hash, caipNetworkId, kind, status}, `reason` or `name` when they are given.
      const { type: _type, ...detail } = event;
      queueMicrotask(() => dispatch('transaction', detail));
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

// State → DOM events. Every event bubbles and is composed, so hosts can
// listen on the element or on `document`.
import { subscribe } from 'valtio';
import { accountState } from '../state/account';
import { chainsState, namespaceOf } from '../state/chains';
import { connectorsState, findConnector } from '../state/connectors';
import { onStateEvent } from '../state/events';
import { modalState } from '../state/modal';
import { routerState } from '../state/router';
import { NAMESPACES, type ChainNamespace } from '../state/types';
import { en, format, isMessageKey } from '../react/i18n/catalogue';

interface Observed {
  accounts: Record<ChainNamespace, { status: string; address?: string; caipAddress?: string; restored?: boolean }>;
  activeCaipNetworkId: string;
  open: boolean;
}

function observe(): Observed {
  const accounts = {} as Observed['accounts'];
  for (const namespace of NAMESPACES) {
    const { status, address, caipAddress, restored } = accountState.byNamespace[namespace];
    accounts[namespace] = { status, address, caipAddress, restored };
  }
  return { accounts, activeCaipNetworkId: chainsState.activeCaipNetworkId, open: modalState.open };
}

function englishMessage(key: string, detail?: string): string {
  const message = isMessageKey(key) ? format(en[key]) : en['error.unknown'];
  return detail ? `${message} (${detail})` : message;
}

function changes(previous: Observed, next: Observed): [string, unknown][] {
  const events: [string, unknown][] = [];
  for (const namespace of NAMESPACES) {
    const before = previous.accounts[namespace];
    const after = next.accounts[namespace];
    const wasConnected = before.status === 'connected';
    const isConnected = after.status === 'connected';
    if (!wasConnected && isConnected) {
      const connectorId = connectorsState.connectedIds[namespace];
      const connector = connectorId ? findConnector(connectorId) : undefined;
      const caipNetworkId = after.caipAddress?.split(':').slice(0, 2).join(':');
      events.push(['connect', {
        address: after.address, caipAddress: after.caipAddress, caipNetworkId, namespace,
        connector: connector ? { id: connector.id, name: connector.name, type: connector.type } : { id: connectorId },
        restored: Boolean(after.restored),
      }]);
    } else if (wasConnected && !isConnected) {
      events.push(['disconnect', { namespace }]);
    } else if (wasConnected && isConnected && before.address !== after.address) {
      events.push(['accountchange', { address: after.address, caipAddress: after.caipAddress }]);
    }
  }
  if (previous.activeCaipNetworkId !== next.activeCaipNetworkId) {
    events.push(['networkchange', { caipNetworkId: next.activeCaipNetworkId, namespace: namespaceOf(next.activeCaipNetworkId) }]);
  }
  if (!previous.open && next.open) events.push(['open', { view: routerState.history[routerState.history.length - 1] }]);
  if (previous.open && !next.open) events.push(['close', {}]);
  return events;
}

function dispatcher(target: HTMLElement) {
  return (type: string, detail: unknown) => target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** Dispatches `error` and `transaction` as they happen; returns the stop. */
export function bridgeStateEvents(target: HTMLElement): () => void {
  const dispatch = dispatcher(target);
  return onStateEvent((event) => {
    if (event.type === 'error') {
      dispatch('error', { code: event.code, message: englishMessage(event.messageKey, event.detail), view: event.view ?? routerState.history.at(-1) });
    } else {
      dispatch('transaction', { hash: event.hash, caipNetworkId: event.caipNetworkId, kind: event.kind });
    }
  });
}

/** Dispatches connect, disconnect, accountchange, networkchange, open and close for changes from now on. */
export function bridgeStateChanges(target: HTMLElement): () => void {
  const dispatch = dispatcher(target);
  let previous = observe();
  const onChange = () => {
    const next = observe();
    for (const [type, detail] of changes(previous, next)) dispatch(type, detail);
    previous = next;
  };
  // Batched notification: one callback sees a whole action's changes, never half of them.
  const unsubscribers = [
    subscribe(accountState, onChange),
    subscribe(chainsState, onChange),
    subscribe(modalState, onChange),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}

// Discrete happenings the host hears about (`error`, `transaction`); the
// element's event bridge turns them into DOM events.
import type { ViewName } from './types';

export type StateEvent =
  | { type: 'error'; code: string; messageKey: string; view?: ViewName; detail?: string }
  | { type: 'transaction'; hash: string; caipNetworkId: string; kind: 'send' | 'swap' | 'approve' | 'onramp' | 'name' };

type Listener = (event: StateEvent) => void;
const listeners = new Set<Listener>();

export function onStateEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitStateEvent(event: StateEvent) {
  for (const listener of listeners) listener(event);
}

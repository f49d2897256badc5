// The lazy half of <wallet-modal>: React, rendered through r2wc into an
// inner element's own open shadow root.
import r2wc from '@r2wc/react-to-web-component';
import { App } from './App';

export const MODAL_TAG = 'wallet-modal-dialog';

/** The modal's ::part names, forwarded so hosts can style `wallet-modal::part(dialog)`. */
export const MODAL_PARTS = ['dialog', 'header', 'primary-button'];

/** Defines the inner element once and returns a new instance of it. */
export function createModalElement(): HTMLElement {
  if (!customElements.get(MODAL_TAG)) customElements.define(MODAL_TAG, r2wc(App, { shadow: 'open', props: {} }));
  const element = document.createElement(MODAL_TAG);
  element.setAttribute('exportparts', MODAL_PARTS.join(', '));
  return element;
}

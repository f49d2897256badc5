// The modal: open or closed, a loading flag, and a 500 ms shake.
import { defineProxySlice, defineTimer } from '../shared';

export const SHAKE_MS = 500;

export const modalState = defineProxySlice({ name: 'modal/modal', initial: () => ({ open: false, loading: false, shake: false }) });

const shaking = defineTimer('modal/shake');

export function setModalOpen(open: boolean) {
  modalState.open = open;
  if (!open) modalState.loading = false;
}

export function setModalLoading(loading: boolean) {
  modalState.loading = loading;
}

export function shakeModal() {
  // The previous shake's timer goes before the flag is set again (a fake clock in the tests counts on that order).
  shaking.clear();
  modalState.shake = true;
  shaking.set(() => (modalState.shake = false), SHAKE_MS);
}

// The modal: open or closed, a loading flag, and a 500 ms shake.
import { proxy } from 'valtio';

export const SHAKE_MS = 500;

export const modalState = proxy({ open: false, loading: false, shake: false });

let shakeTimer: ReturnType<typeof setTimeout> | undefined;

export function setModalOpen(open: boolean) {
  modalState.open = open;
  if (!open) modalState.loading = false;
}

export function setModalLoading(loading: boolean) {
  modalState.loading = loading;
}

export function shakeModal() {
  clearTimeout(shakeTimer);
  modalState.shake = true;
  shakeTimer = setTimeout(() => {
    modalState.shake = false;
  }, SHAKE_MS);
}

export function resetModal() {
  clearTimeout(shakeTimer);
  modalState.open = false;
  modalState.loading = false;
  modalState.shake = false;
}

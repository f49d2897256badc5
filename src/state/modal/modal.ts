// The modal: open or closed, a loading flag, and a 500 ms shake.
import { defineProxySlice, defineSlice } from '../shared';

export const SHAKE_MS = 500;

export const modalState = defineProxySlice({ name: 'modal/modal', initial: () => ({ open: false, loading: false, shake: false }) });

const shaking = defineSlice<{ timer?: ReturnType<typeof setTimeout> }>({
  name: 'modal/shake',
  initial: () => ({}),
  dispose: ({ timer }) => clearTimeout(timer),
});

export function setModalOpen(open: boolean) {
  modalState.open = open;
  if (!open) modalState.loading = false;
}

export function setModalLoading(loading: boolean) {
  modalState.loading = loading;
}

export function shakeModal() {
  clearTimeout(shaking.timer);
  modalState.shake = true;
  shaking.timer = setTimeout(() => {
    modalState.shake = false;
  }, SHAKE_MS);
}

// The WAI-ARIA dialog pattern on a native <dialog>: showModal (top layer,
// inert page), labelled by its title, focus in on open, Tab wraps, Escape
// asks to close, focus returns to the opener.
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { deepActiveElement, focusableIn } from './focus';
import { dialogStyles } from './Dialog.styles';
import { useStyles } from './useStyles';
import { useKeyboardInset } from './use-keyboard-inset';
import { useSwipeDismiss } from './use-swipe-dismiss';

interface DialogProps {
  open: boolean;
  titleId: string;
  shake: boolean;
  onRequestClose(): void;
  children: ReactNode;
}

function focusFirst(dialog: HTMLDialogElement) {
  const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
  const body = dialog.querySelector('.wm-dialog-body');
  const target = preferred ?? (body ? focusableIn(body)[0] : undefined) ?? focusableIn(dialog)[0];
  target?.focus();
}

export function Dialog({ open, titleId, shake, onRequestClose, children }: DialogProps) {
  useStyles(dialogStyles);
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // Our own close() fires `close` too, a task later, when the state may have opened the dialog again.
  const closedByState = useRef(false);
  // The bottom sheet closes on a downward swipe, not while it shakes (UnsupportedChain refuses to close).
  useSwipeDismiss(ref, open && !shake, onRequestClose);
  useKeyboardInset(ref, open);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = deepActiveElement();
      dialog.showModal();
      focusFirst(dialog);
    } else if (!open && dialog.open) {
      closedByState.current = true;
      dialog.close();
      const target = opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    }
  }, [open]);

  // A dialog the platform closed on its own (a close request we could not veto) asks the
  // state; if the state keeps it open (e.g. UnsupportedChain shakes), it is shown again.
  const wantsOpen = useRef(open);
  useLayoutEffect(() => {
    wantsOpen.current = open;
  }, [open]);
  // A layout effect: listening from the same commit that opens the dialog, so no close slips past.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const onClose = () => {
      const ours = closedByState.current;
      closedByState.current = false;
      if (ours || !wantsOpen.current) return;
      onRequestClose();
      queueMicrotask(() => {
        if (wantsOpen.current && dialog && !dialog.open) dialog.showModal();
      });
    };
    dialog?.addEventListener('close', onClose);
    return () => dialog?.removeEventListener('close', onClose);
  }, [onRequestClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onRequestClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusables = focusableIn(ref.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const active = deepActiveElement();
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The dialog itself handles Escape and Tab (the WAI-ARIA dialog pattern).
    <dialog
      ref={ref}
      className={`wm-dialog${shake ? ' wm-shake' : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      part="dialog"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onRequestClose();
      }}
    >
      {children}
    </dialog>
  );
}

// Where the secure site's iframe lives: a `<dialog>` of its own at the end of the page's body,
// closed (and the iframe hidden) except while the visitor approves a request. Shown with
// showModal(), it enters the top layer above the modal's own dialog, which becomes inert under it;
// the iframe never moves, so it never reloads. Its styles are inline and `!important`: no host
// style sheet can reveal it outside an approval, nor hide or cover it during one.
import type { FrameDisplay } from './frame-element';

export interface FrameDialog {
  /** Where the iframe goes (`openSecureSite`'s container). */
  readonly container: HTMLDialogElement;
  readonly open: boolean;
  /** Shows `display`'s frame above everything, for the visitor to approve or cancel in it. */
  show(display: FrameDisplay): void;
  /** Hides it again. */
  hide(display: FrameDisplay): void;
  remove(): void;
}

const important = (element: HTMLElement, styles: Record<string, string>) => {
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
};

const HIDDEN = { display: 'none' };
const SHOWN = {
  display: 'block',
  position: 'fixed',
  inset: '0',
  margin: 'auto',
  width: 'min(400px, 100vw)',
  height: 'min(640px, 100dvh)',
  'max-width': '100vw',
  'max-height': '100dvh',
  padding: '0',
  border: '0',
  'border-radius': '16px',
  overflow: 'hidden',
  background: 'transparent',
  opacity: '1',
  visibility: 'visible',
  transform: 'none',
  filter: 'none',
  'clip-path': 'none',
  'pointer-events': 'auto',
  'z-index': '2147483647',
};
const FRAME_SHOWN = {
  display: 'block',
  width: '100%',
  height: '100%',
  border: '0',
  opacity: '1',
  visibility: 'visible',
  'pointer-events': 'auto',
};

/** The dialog, appended to `parent` (the page's body), closed. `label` names it for assistive technology. */
export function createFrameDialog(parent: Node, label: string): FrameDialog {
  const dialog = document.createElement('dialog');
  dialog.dataset.wmSecureSiteDialog = '';
  dialog.setAttribute('aria-label', label);
  important(dialog, HIDDEN);
  // Escape would close it while the frame still shows the request: the frame's own Cancel answers it.
  // A refused cancel is not enough (a second Escape closes a modal dialog without asking): closed
  // while shown, it opens again at once. (Not `closedby="none"`: Escape would then close the modal under it.)
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  let shown: FrameDisplay | undefined;
  dialog.addEventListener('close', () => {
    if (!shown || dialog.open || !dialog.isConnected) return;
    dialog.showModal();
    shown.iframe.focus();
  });
  parent.appendChild(dialog);

  return {
    container: dialog,
    get open() {
      return dialog.open;
    },
    show(display) {
      shown = display;
      display.show();
      important(dialog, SHOWN);
      important(display.iframe, FRAME_SHOWN);
      if (!dialog.open && dialog.isConnected) dialog.showModal();
      display.iframe.focus();
    },
    hide(display) {
      shown = undefined;
      display.hide();
      if (dialog.open) dialog.close();
      dialog.removeAttribute('style');
      important(dialog, HIDDEN);
    },
    remove() {
      shown = undefined;
      if (dialog.open) dialog.close();
      dialog.remove();
    },
  };
}

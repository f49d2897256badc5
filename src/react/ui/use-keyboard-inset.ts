// The on-screen keyboard (phones) shrinks the visual viewport, not the layout one: a bottom sheet
// would sit under it. While the sheet is open it is lifted by what the keyboard covers (the
// `--_keyboard-inset` property its phone styles read), and the focused field is scrolled into view.
import { useEffect, type RefObject } from 'react';

/** How much of the layout viewport's bottom the visual viewport leaves out (the keyboard), in CSS px. */
export function coveredBottom(layoutHeight: number, viewport: { height: number; offsetTop: number }): number {
  return Math.max(0, Math.round(layoutHeight - viewport.height - viewport.offsetTop));
}

export function useKeyboardInset(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const sheet = ref.current;
    const viewport = window.visualViewport;
    if (!sheet || !enabled || !viewport) return;
    const update = () => {
      const covered = coveredBottom(window.innerHeight, viewport);
      if (covered > 0) sheet.style.setProperty('--_keyboard-inset', `${covered}px`);
      else sheet.style.removeProperty('--_keyboard-inset');
      const focused = (sheet.getRootNode() as Document | ShadowRoot).activeElement;
      if (covered > 0 && focused instanceof HTMLElement && sheet.contains(focused)) focused.scrollIntoView({ block: 'nearest' });
    };
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    sheet.addEventListener('focusin', update);
    update();
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      sheet.removeEventListener('focusin', update);
      sheet.style.removeProperty('--_keyboard-inset');
    };
  }, [ref, enabled]);
}

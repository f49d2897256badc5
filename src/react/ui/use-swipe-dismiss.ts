// Swipe-down to dismiss the bottom sheet (phones): a downward touch drag that starts where nothing
// inside the sheet is scrolled asks to close, as the close button does. Touch events, not pointer
// events, so a drag the browser also treats as a scroll still reaches us.
import { useEffect, type RefObject } from 'react';

/** How far (CSS px) a drag must go down, and more down than sideways, to dismiss. */
export const SWIPE_DISMISS_PX = 80;

/** Whether something between `target` and `root` is scrolled down (then the drag scrolls it back instead). */
function scrolledBetween(target: EventTarget | null, root: HTMLElement): boolean {
  for (let node = target instanceof Element ? target : null; node && node !== root; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return root.scrollTop > 0;
}

/**
 * Listens on `ref`'s element while `enabled` (not while UnsupportedChain shakes): a finished downward swipe
 * calls `onDismiss`. The sheet follows the finger meanwhile and springs back when the swipe is too short.
 */
export function useSwipeDismiss(ref: RefObject<HTMLElement | null>, enabled: boolean, onDismiss: () => void) {
  useEffect(() => {
    const sheet = ref.current;
    if (!sheet || !enabled) return;
    let start: { x: number; y: number } | undefined;
    let dy = 0;
    let dx = 0;
    const reset = () => {
      start = undefined;
      sheet.style.removeProperty('transform');
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch || scrolledBetween(event.target, sheet)) return void reset();
      start = { x: touch.clientX, y: touch.clientY };
      dy = 0;
      dx = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      dy = touch.clientY - start.y;
      dx = touch.clientX - start.x;
      sheet.style.transform = dy > 0 ? `translateY(${dy}px)` : '';
    };
    const onEnd = () => {
      const swiped = start !== undefined && dy >= SWIPE_DISMISS_PX && dy > Math.abs(dx);
      reset();
      if (swiped) onDismiss();
    };
    sheet.addEventListener('touchstart', onStart, { passive: true });
    sheet.addEventListener('touchmove', onMove, { passive: true });
    sheet.addEventListener('touchend', onEnd);
    sheet.addEventListener('touchcancel', reset);
    return () => {
      sheet.removeEventListener('touchstart', onStart);
      sheet.removeEventListener('touchmove', onMove);
      sheet.removeEventListener('touchend', onEnd);
      sheet.removeEventListener('touchcancel', reset);
      reset();
    };
  }, [ref, enabled, onDismiss]);
}

import { useEffect, type RefObject } from 'react';
import { deepActiveElement, focusableIn } from '../../ui/focus';

/**
 * Moves focus to the view's first control when focus is not already inside it: on open (the
 * button that led here is gone) and whenever `shown` changes what the view offers.
 */
export function useFocusInside(container: RefObject<HTMLElement | null>, shown: unknown) {
  useEffect(() => {
    const element = container.current;
    if (!element || element.contains(deepActiveElement())) return;
    focusableIn(element)[0]?.focus();
  }, [container, shown]);
}

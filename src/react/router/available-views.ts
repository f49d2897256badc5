// Which routes this build renders, for components that must not import the
// view table (it imports them: an import cycle).
import { createContext, useContext } from 'react';
import type { ViewName } from '../../state/shared';

export const AvailableViewsContext = createContext<(view: ViewName) => boolean>(() => false);

export function useHasView(): (view: ViewName) => boolean {
  return useContext(AvailableViewsContext);
}

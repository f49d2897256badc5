import { createContext, useContext, useLayoutEffect } from 'react';
import { adoptStyles } from './adopt-styles';

export const ShadowRootContext = createContext<ShadowRoot | Document | null>(null);

/** Adopts `css` into the component's shadow root. */
export function useStyles(css: string) {
  const root = useContext(ShadowRootContext);
  useLayoutEffect(() => {
    if (root) adoptStyles(root, css);
  }, [root, css]);
}

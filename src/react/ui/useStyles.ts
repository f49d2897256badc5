// Styles reach the shadow root as adopted stylesheets: nothing is injected
// into the host document, and no inline <style> needs a CSP nonce.
import { createContext, useContext, useLayoutEffect } from 'react';

export const ShadowRootContext = createContext<ShadowRoot | Document | null>(null);

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adopts `css` into the component's shadow root (once per root). */
export function adoptStyles(root: ShadowRoot | Document, css: string) {
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

export function useStyles(css: string) {
  const root = useContext(ShadowRootContext);
  useLayoutEffect(() => {
    if (root) adoptStyles(root, css);
  }, [root, css]);
}

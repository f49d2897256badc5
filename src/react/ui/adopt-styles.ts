// Styles reach shadow roots as adopted stylesheets: nothing is injected into
// the host document, and no inline <style> needs a CSP nonce. No React here:
// the element's shell uses it before React loads.

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

/** Adopts `css` into `root` (once per root). */
export function adoptStyles(root: ShadowRoot | Document, css: string) {
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

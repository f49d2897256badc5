// Who embeds the auth frame: its parent's origin (location.ancestorOrigins[0], or the referrer's origin
// where ancestorOrigins is missing), and whether that is the origin the element claimed in `?origin=`.

/** The parent's origin when it is an http(s) origin; undefined when not embedded or opaque. */
export function embedderOrigin(win = window) {
  if (win.parent === win) return undefined;
  const candidate = win.location.ancestorOrigins?.length ? win.location.ancestorOrigins[0] : originOfUrl(win.document.referrer);
  return isHttpOrigin(candidate) ? candidate : undefined;
}

function originOfUrl(value) {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function isHttpOrigin(value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

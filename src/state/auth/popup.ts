// The social sign-in pop-up is the page's window: opened here, at the edge, so the sign-in actions
// (actions.ts) read no global. Kept apart from config.ts, which loads with the connector only, and
// from the secure site's client, which the sign-in views do not load.

/**
 * The pop-up, opened blank in the visitor's click (pop-up blockers; services/secure-site/social-popup.ts
 * says why blank); named, so a second sign-in reuses it. Null when the browser refused.
 */
export const openSignInPopup = (): Window | null => globalThis.open('', 'wm-secure-site', 'popup,width=600,height=800');

// The sign-in pop-up is the page's window: opened here, at the edge, so the sign-in actions
// (actions.ts) read no global. Kept apart from config.ts, which loads with the connector only.

/** The sign-in pop-up, opened in the visitor's click (pop-up blockers); named, so a second sign-in reuses it. */
export const openSignInPopup = (): Window | null => globalThis.open('', 'wm-auth', 'popup,width=480,height=640');

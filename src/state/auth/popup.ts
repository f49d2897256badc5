// The social sign-in pop-up is the page's window: opened here, at the edge, so the sign-in actions
// (actions.ts) read no global. Kept apart from config.ts, which loads with the connector only.

/**
 * The pop-up, opened blank in the visitor's click (pop-up blockers); named, so a second sign-in
 * reuses it. Null when the browser refused. Blank, not on the secure site's loading page: a
 * navigation begun in the click wins over the one to the provider's page that follows it (made
 * without the click's activation), and a quick answer would leave the pop-up on "Loading".
 */
export const openSignInPopup = (): Window | null => globalThis.open('', 'wm-secure-site', 'popup,width=600,height=800');

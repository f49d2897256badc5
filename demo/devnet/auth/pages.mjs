// The auth service's own pages, as HTML: a provider's consent page, the Farcaster approval page and the
// page each answer ends on. Plain forms (they work without script); the only script closes the pop-up.
import { FARCASTER_IDENTITIES, SOCIAL_LOGINS } from './identities.mjs';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stylesheet every page links (served at /auth.css). */
export const PAGE_CSS =
  'body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}ul{list-style:none;padding:0}li{margin:.75rem 0}button{font:inherit;padding:.4rem .8rem}';

function page(title, body, { close = false, head = '' } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/auth.css">${close ? '<script src="/close.js" defer></script>' : ''}${head}</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const hostOf = (origin) => new URL(origin).host;

const identityList = (identities, verb) =>
  `<ul>${identities
    .map(
      (identity, index) => `<li><span>${escapeHtml(identity.name)} (${escapeHtml(identity.email ?? identity.handle)})</span>
<button type="submit" name="identity" value="${index}">${escapeHtml(`${verb} ${verb === 'Approve as' ? identity.handle : identity.name}`)}</button></li>`,
    )
    .join('')}</ul>`;

/** "Sign in with <Provider>": an identity per button ("Continue as <name>") and Cancel. */
export function consentPage(provider, state, origin) {
  const { name, identities } = SOCIAL_LOGINS[provider];
  return page(
    `Sign in with ${name}`,
    `<p>Choose an account to continue to ${escapeHtml(hostOf(origin))}. (Devnet: no real ${escapeHtml(name)} account is used.)</p>
<form method="post" action="/oauth/${provider}"><input type="hidden" name="state" value="${escapeHtml(state)}">
${identityList(identities, 'Continue as')}
<p><button type="submit" name="action" value="cancel">Cancel</button></p></form>`,
  );
}

/** "Sign in to <host> with Farcaster": an identity per button ("Approve as @alice.eth") and Reject. */
export function farcasterPage(channel, origin) {
  return page(
    `Sign in to ${hostOf(origin)} with Farcaster`,
    `<p>Approve this sign-in with one of your Farcaster accounts. (Devnet.)</p>
<form method="post" action="/farcaster/approve"><input type="hidden" name="channel" value="${escapeHtml(channel)}">
${identityList(FARCASTER_IDENTITIES, 'Approve as')}
<p><button type="submit" name="action" value="reject">Reject</button></p></form>`,
  );
}

/** Where an answer ends: a title, a status line, and (for pop-ups) a script that closes the window. */
export function answerPage(title, message, { close = true } = {}) {
  return page(title, `<p role="status">${escapeHtml(message)}</p>`, { close });
}

/** The script of openerResultPage: posts the page's own URL as `{resultUri}` to the opener, on the dapp's origin only. */
export const OPENER_RESULT_JS =
  "const origin = document.querySelector('meta[name=opener-origin]').content;\nwindow.opener?.postMessage({ resultUri: location.href }, origin);\n";

/** The end of a secure-site social sign-in (served at /oauth/<provider>/result): tells the opener at `origin`, the dapp. */
export function openerResultPage(title, message, origin) {
  const head = `<meta name="opener-origin" content="${escapeHtml(origin)}"><script src="/oauth-result.js" defer></script>`;
  return page(title, `<p role="status">${escapeHtml(message)}</p>`, { head });
}

/** "Approve a new device": the link of the device-approval mail (secure-site email sign-in from a new device). */
export function devicePage(token, email) {
  return page(
    'Approve a new device',
    `<p>Someone is signing in as ${escapeHtml(email)} on a device this account has not used. Approve it only if it is you. (Devnet.)</p>
<form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(token)}">
<p><button type="submit" name="action" value="approve">Approve</button> <button type="submit" name="action" value="deny">Deny</button></p></form>`,
  );
}

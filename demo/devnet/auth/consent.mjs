// The pages a visitor answers a sign-in on: GET/POST /oauth/<provider>?state= (the social consent page
// in the modal's pop-up) and GET/POST /farcaster/approve?channel= (opened from the Farcaster link or QR).
import { sendHtml, readForm } from './http.mjs';
import { answerPage, consentPage, farcasterPage, openerResultPage } from './pages.mjs';

const gone = (res, status, message) => sendHtml(res, status, answerPage('Sign-in', message, { close: false }));

/** The identity index a form chose, or undefined for Cancel/Reject; null when the form is neither. */
function choiceOf(form, refuse) {
  if (form.get('action') === refuse) return undefined;
  const index = Number(form.get('identity'));
  return form.has('identity') && Number.isInteger(index) && index >= 0 ? index : null;
}

/** The handler for the consent and approval pages over `flows` (flows.mjs). */
export function consentPages(flows) {
  async function social(req, res, url, provider) {
    const form = req.method === 'POST' ? await readForm(req) : undefined;
    const state = form ? form.get('state') : url.searchParams.get('state');
    const flow = flows.socialPage(provider, state);
    if (!flow) return gone(res, 404, 'This sign-in request is unknown.');
    if (flow.status !== 'pending')
      return gone(res, 409, `This sign-in request is already ${flow.status === 'done' ? 'complete' : 'cancelled'}.`);
    if (!form) return sendHtml(res, 200, consentPage(provider, state, flow.origin));
    const choice = choiceOf(form, 'cancel');
    if (choice === null) return sendHtml(res, 400, consentPage(provider, state, flow.origin));
    flows.answerSocial(flow, choice);
    res.writeHead(303, { location: flow.resultUri, 'cache-control': 'no-store' });
    return res.end();
  }

  /** The secure-site protocol's end of a social sign-in: the page posts its own URL as `{resultUri}` to the opener. */
  function result(res, url, provider) {
    const flow = flows.socialPage(provider, url.searchParams.get('state'));
    if (!flow || flow.status === 'pending') return gone(res, 404, 'This sign-in request is unknown.');
    const message = flow.status === 'done' ? 'Signed in. You can close this window.' : 'Sign-in cancelled. You can close this window.';
    return sendHtml(res, 200, openerResultPage(flow.status === 'done' ? 'Signed in' : 'Sign-in cancelled', message, flow.origin));
  }

  async function farcaster(req, res, url) {
    const form = req.method === 'POST' ? await readForm(req) : undefined;
    const channel = form ? form.get('channel') : url.searchParams.get('channel');
    const flow = flows.farcasterPage(channel);
    if (!flow) return gone(res, 404, 'This sign-in link is unknown.');
    const state = flows.farcasterState(flow);
    if (state === 'expired') return gone(res, 410, 'This sign-in link has expired. Ask for a new one.');
    if (state !== 'pending') return gone(res, 409, `This sign-in was already ${state === 'done' ? 'approved' : 'rejected'}.`);
    if (!form) return sendHtml(res, 200, farcasterPage(channel, flow.origin));
    const choice = choiceOf(form, 'reject');
    if (choice === null) return sendHtml(res, 400, farcasterPage(channel, flow.origin));
    flows.answerFarcaster(flow, choice);
    return flow.status === 'done'
      ? sendHtml(res, 200, answerPage('Approved', 'Approved. You can close this window.'))
      : sendHtml(res, 200, answerPage('Sign-in rejected', 'Sign-in rejected. You can close this window.'));
  }

  return async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'POST') return false;
    const resultMatch = req.method === 'GET' && /^\/oauth\/([a-z]{1,20})\/result$/.exec(url.pathname);
    if (resultMatch) {
      result(res, url, resultMatch[1]);
      return true;
    }
    const match = /^\/oauth\/([a-z]{1,20})$/.exec(url.pathname);
    if (match) {
      await social(req, res, url, match[1]);
      return true;
    }
    if (url.pathname === '/farcaster/approve') {
      await farcaster(req, res, url);
      return true;
    }
    return false;
  };
}

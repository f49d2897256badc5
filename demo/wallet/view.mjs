// The wallet page's DOM: proposals, requests and sessions as cards with
// labelled buttons. Everything from a dapp is rendered as text.

/** Creates an element; string children become text nodes. */
export function h(tag, props = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else if (value !== undefined) element.setAttribute(name, value);
  }
  element.append(...children.filter((child) => child !== undefined));
  return element;
}

function fill(container, cards, emptyText) {
  container.replaceChildren(...(cards.length ? cards : [h('p', {}, emptyText)]));
}

export function logLine(text) {
  const log = document.getElementById('log');
  log.append(h('li', {}, `${new Date().toLocaleTimeString()} ${text}`));
}

/** A card with what is asked and Approve / Reject buttons whose accessible names say what they act on. */
function decisionCard({ label, title, details, subject, onApprove, onReject }) {
  return h(
    'article',
    { class: 'card', 'aria-label': label },
    h('strong', {}, title),
    h('pre', {}, details),
    h('button', { type: 'button', 'aria-label': `Approve ${subject}`, onclick: onApprove }, 'Approve'),
    h('button', { type: 'button', 'aria-label': `Reject ${subject}`, onclick: onReject }, 'Reject'),
  );
}

/** A proposal's one-click sign-in: the domains it asks to sign in to, when it asks. */
const signInLine = ({ signIn }) => (signIn.length > 0 ? `\nand sign in to: ${signIn.join(', ')}` : '');

/** @param {Array<{id: number, dappName: string, url: string, chains: string[], methods: string[], signIn: string[]}>} proposals */
export function renderProposals(proposals, actions) {
  const cards = proposals.map((proposal) =>
    decisionCard({
      label: `Session proposal from ${proposal.dappName}`,
      title: proposal.dappName,
      details: `${proposal.url}\nchains: ${proposal.chains.join(', ')}\nmethods: ${proposal.methods.join(', ')}${signInLine(proposal)}`,
      subject: `session proposal from ${proposal.dappName}`,
      onApprove: () => actions.approveProposal(proposal.id),
      onReject: () => actions.rejectProposal(proposal.id),
    }),
  );
  fill(document.getElementById('proposals'), cards, 'None pending.');
}

/** One-click sign-in requests (session and sign-in together): `{id, dappName, domain, chains}`. */
export function renderAuthRequests(requests, actions) {
  const cards = requests.map((request) =>
    decisionCard({
      label: `Sign-in request from ${request.dappName}`,
      title: `${request.dappName}: connect and sign in`,
      details: `${request.domain}\nchains: ${request.chains.join(', ')}`,
      subject: `sign-in request from ${request.dappName}`,
      onApprove: () => actions.approveAuthRequest(request.id),
      onReject: () => actions.rejectAuthRequest(request.id),
    }),
  );
  document.getElementById('auth-requests').replaceChildren(...cards);
}

/** @param {Array<{id: number, method: string, chainId: string, dappName: string, summary: string}>} requests */
export function renderRequests(requests, actions) {
  const cards = requests.map((request) =>
    decisionCard({
      label: `${request.method} request from ${request.dappName}`,
      title: `${request.method} on ${request.chainId}`,
      details: request.summary,
      subject: `${request.method} request ${request.id}`,
      onApprove: () => actions.approveRequest(request.id),
      onReject: () => actions.rejectRequest(request.id),
    }),
  );
  fill(document.getElementById('requests'), cards, 'None pending.');
}

/** @param {Array<{topic: string, dappName: string, accounts: string[]}>} sessions */
export function renderSessions(sessions, actions) {
  const cards = sessions.map((session) =>
    h(
      'article',
      { class: 'card', 'aria-label': `Session with ${session.dappName}` },
      h('strong', {}, session.dappName),
      h('pre', {}, session.accounts.join('\n')),
      h(
        'button',
        { type: 'button', 'aria-label': `Disconnect ${session.dappName}`, onclick: () => actions.disconnect(session.topic) },
        'Disconnect',
      ),
    ),
  );
  fill(document.getElementById('sessions'), cards, 'No active sessions.');
}

/** Fills the account picker with the first `count` dev accounts. */
export function renderAccounts(addresses) {
  const select = document.getElementById('account');
  select.replaceChildren(...addresses.map((address, index) => h('option', { value: String(index) }, `#${index} ${address}`)));
}

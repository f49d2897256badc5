// The demo wallets' approve/reject prompt: a modal <dialog> in its own shadow
// root (modal so it stays usable above a host page's own modal dialog), or an
// automatic answer when a test set one with setAutoApprove.

const STYLES = `
dialog { position: fixed; inset: auto 16px 16px auto; margin: 0; width: min(360px, calc(100vw - 32px));
  box-sizing: border-box; padding: 16px; border: 1px solid #3a3f4b; border-radius: 16px; background: #16181d;
  color: #f1f3f7; font: 14px/1.45 system-ui, sans-serif; box-shadow: 0 12px 40px rgb(0 0 0 / 45%); }
dialog::backdrop { background: rgb(0 0 0 / 25%); }
header { display: flex; gap: 10px; align-items: center; }
img { width: 32px; height: 32px; border-radius: 8px; }
h2 { margin: 0; font-size: 16px; }
p { margin: 12px 0 8px; }
dl { margin: 0 0 12px; display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; }
dt { color: #aab0bd; }
dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; font-size: 12px; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { font: inherit; padding: 8px 16px; border-radius: 10px; border: 1px solid #4a5060; background: #23262e; color: inherit; cursor: pointer; }
button.approve { background: #3b6ff5; border-color: #3b6ff5; color: #fff; }
button:focus-visible { outline: 3px solid #9db8ff; outline-offset: 2px; }
`;

let sheet;
const styleSheet = () => {
  sheet ??= new CSSStyleSheet();
  sheet.replaceSync(STYLES);
  return sheet;
};

function element(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Shows one prompt; resolves true on Approve, false on Reject or Escape. */
function showPrompt({ walletName, icon, action, details = [] }) {
  const host = element('div');
  host.dataset.devnetWalletPrompt = walletName;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [styleSheet()];
  const site = location.host || location.origin;
  const reject = element('button', { type: 'button', className: 'reject', textContent: 'Reject' });
  const approve = element('button', { type: 'button', className: 'approve', textContent: 'Approve' });
  const dialog = element('dialog', {}, [
    element('header', {}, [element('img', { src: icon, alt: '' }), element('h2', { id: 'title', textContent: walletName })]),
    element('p', { id: 'summary', textContent: `${site} asks to ${action}.` }),
    element(
      'dl',
      {},
      details.flatMap(([term, value]) => [element('dt', { textContent: term }), element('dd', { textContent: value })]),
    ),
    element('div', { className: 'actions' }, [reject, approve]),
  ]);
  dialog.setAttribute('aria-labelledby', 'title');
  dialog.setAttribute('aria-describedby', 'summary');
  shadow.append(dialog);
  (document.body ?? document.documentElement).append(host);
  return new Promise((resolve) => {
    const finish = (approved) => {
      dialog.close();
      host.remove();
      resolve(approved);
    };
    approve.addEventListener('click', () => finish(true));
    reject.addEventListener('click', () => finish(false));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(false);
    });
    dialog.showModal();
    reject.focus();
  });
}

/** Asks the person (one prompt at a time) or answers as setAutoApprove said. */
export class Approvals {
  /** @type {'prompt'|'approve'|'reject'} */
  mode = 'prompt';
  #queue = Promise.resolve();

  constructor({ walletName, icon, autoApprove }) {
    this.walletName = walletName;
    this.icon = icon;
    if (autoApprove !== undefined) this.setAutoApprove(autoApprove);
  }

  /** true approves every request, 'reject' rejects every request, false prompts. */
  setAutoApprove(value) {
    this.mode = value === true ? 'approve' : value === 'reject' ? 'reject' : 'prompt';
  }

  /** @param {{action: string, details?: Array<[string, string]>}} request */
  ask(request) {
    if (this.mode !== 'prompt') return Promise.resolve(this.mode === 'approve');
    const answer = this.#queue.then(() => showPrompt({ walletName: this.walletName, icon: this.icon, ...request }));
    this.#queue = answer.catch(() => {});
    return answer;
  }
}

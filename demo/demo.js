// The demo host page: attributes in, DOM events out. No framework.
const wallet = document.getElementById('wallet');
const log = document.getElementById('event-log');
const EVENTS = ['connect', 'disconnect', 'networkchange', 'accountchange', 'open', 'close', 'transaction', 'error', 'signin', 'signout'];

// The devnet's networks (names, currencies, RPCs and icons) and the router its swaps call, as this page defines them (see index.html).
wallet.config = {
  networks: JSON.parse(document.getElementById('devnet-networks').textContent),
  swapRouters: JSON.parse(document.getElementById('devnet-swap-routers').textContent),
};

for (const type of EVENTS) {
  document.addEventListener(type, (event) => {
    if (!(event instanceof CustomEvent)) return;
    const item = document.createElement('li');
    item.dataset.event = type;
    if (typeof event.detail?.status === 'string') item.dataset.status = event.detail.status;
    const name = document.createElement('strong');
    name.textContent = type;
    const detail = document.createElement('code');
    detail.textContent = JSON.stringify(event.detail);
    item.append(name, ' ', detail);
    log.prepend(item);
  });
}

const theme = document.getElementById('theme');
theme.value = wallet.getAttribute('theme') ?? 'dark';
theme.addEventListener('change', () => {
  wallet.setAttribute('theme', theme.value);
  document.documentElement.dataset.theme = theme.value;
});

// Sign-in with the wallet against the devnet's reference backend (data-signin-url): off unless chosen here or with
// ?signin=required|optional in the page's URL.
const signIn = document.getElementById('signin');
function applySignIn(mode) {
  if (mode === 'off') {
    wallet.removeAttribute('signin-url');
    wallet.removeAttribute('signin');
    return;
  }
  wallet.setAttribute('signin', mode);
  wallet.setAttribute('signin-url', wallet.dataset.signinUrl);
}
signIn.value = new URLSearchParams(location.search).get('signin') ?? 'off';
applySignIn(signIn.value);
signIn.addEventListener('change', () => applySignIn(signIn.value));
document.getElementById('signin-again').addEventListener('click', () => void wallet.signIn());

document.getElementById('open-from-host').addEventListener('click', () => wallet.open());
document.getElementById('clear-log').addEventListener('click', () => log.replaceChildren());

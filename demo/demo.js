// The demo host page: attributes in, DOM events out. No framework.
const wallet = document.getElementById('wallet');
const log = document.getElementById('event-log');
const EVENTS = ['connect', 'disconnect', 'networkchange', 'accountchange', 'open', 'close', 'transaction', 'error', 'signin', 'signout'];

// The devnet's networks (names, currencies, RPCs and icons) and the router its swaps call, as this page defines them (see index.html).
const devnetNetworks = JSON.parse(document.getElementById('devnet-networks').textContent);
wallet.config = {
  networks: devnetNetworks,
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
document.documentElement.dataset.theme = theme.value;
theme.addEventListener('change', () => {
  wallet.setAttribute('theme', theme.value);
  document.documentElement.dataset.theme = theme.value;
});

// The modal's language (its `lang` attribute); the page itself stays in English.
const locale = document.getElementById('locale');
locale.value = wallet.getAttribute('lang') ?? 'en';
locale.addEventListener('change', () => wallet.setAttribute('lang', locale.value));

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

// The account panel, the network switcher and the feature buttons follow the element's store (`wallet.store`: one
// snapshot of the connection, its network and balance, as every host framework reads it).
const facts = Object.fromEntries(
  ['status', 'address', 'network', 'balance', 'signin'].map((name) => [name, document.getElementById(`fact-${name}`)]),
);
const network = document.getElementById('network');
const featureButtons = [...document.querySelectorAll('[data-view]')];
const sendButton = document.querySelector('#host-send button[type="submit"]');
const short = (address) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);
const STATUS = { connected: 'Connected', connecting: 'Connecting…', reconnecting: 'Reconnecting…', disconnected: 'Not connected' };

function showState() {
  const { status, address, network: active, balance } = wallet.store.getSnapshot();
  const { signIn: signedIn } = wallet.state;
  const connected = status === 'connected';
  facts.status.textContent = STATUS[status] ?? status;
  facts.address.textContent = connected && address ? short(address) : '–';
  facts.address.title = connected && address ? address : '';
  facts.network.textContent = connected && active ? active.name : '–';
  facts.balance.textContent = connected && balance ? balance.formatted : '–';
  facts.signin.textContent = signedIn?.status === 'signed-in' ? `Yes, until ${new Date(signedIn.expiresAt).toLocaleString()}` : 'No';
  for (const button of featureButtons) button.disabled = !connected;
  sendButton.disabled = !connected || !active?.caipNetworkId.startsWith('eip155:');
  network.disabled = !connected;
  if (active && network.value !== active.caipNetworkId) network.value = active.caipNetworkId;
}

for (const { caipNetworkId, name } of devnetNetworks) network.append(new Option(name, caipNetworkId));
network.addEventListener('change', () => void wallet.switchNetwork(network.value).catch(showState));
for (const button of featureButtons) button.addEventListener('click', () => wallet.open({ view: button.dataset.view }));
// Sign-in is not in the store's snapshot: its events redraw the panel too.
for (const type of ['signin', 'signout']) document.addEventListener(type, showState);
customElements.whenDefined('wallet-modal').then(() => {
  wallet.store.subscribe(showState);
  showState();
});

// A send the host makes itself, through the element's EIP-1193 provider; the modal follows it once told its hash.
const sendForm = document.getElementById('host-send');
const sendResult = document.getElementById('host-send-result');
sendForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const to = sendForm.elements.to.value.trim();
  const amount = sendForm.elements.amount.value.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) return void (sendResult.textContent = 'The recipient is not an address (0x and 40 hex digits).');
  if (!/^\d{1,9}(\.\d{1,18})?$/.test(amount)) return void (sendResult.textContent = 'The amount is not a number of ETH.');
  const [whole, fraction = ''] = amount.split('.');
  const wei = BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'));
  sendButton.disabled = true;
  sendResult.textContent = 'Approve in your wallet…';
  try {
    const hash = await wallet.getProvider('eip155').request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.state.address, to, value: `0x${wei.toString(16)}` }],
    });
    wallet.addTransaction({ hash, description: `Sent ${amount} ETH from the demo page` });
    sendResult.textContent = `Sent: ${short(hash)}`;
  } catch (error) {
    sendResult.textContent = error?.code === 4001 ? 'You rejected the transaction.' : `Not sent: ${error?.message ?? error}`;
  } finally {
    showState();
  }
});

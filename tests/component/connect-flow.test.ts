// The first real flow: an EIP-6963 wallet announced on the page connects,
// shows on Account, follows the wallet's events, and disconnects.
import { expect } from 'chai';
import { ETH, testApi } from '../fixtures/api-ledger';
import { TestWallet, TEST_ACCOUNTS } from '../fixtures/test-wallet';
import { accessibleName, findButtonIn, query, recordEvents, textOf, waitFor } from '../fixtures/dom';
import { chooseWalletFromButton, createWalletModal, freshPage, walletEntry, type WalletModal } from '../fixtures/wallet-modal';

const EVENTS = ['connect', 'disconnect', 'accountchange', 'networkchange', 'error', 'open', 'close'];

describe('connect flow with an EIP-6963 wallet', () => {
  let element: WalletModal;
  let wallet: TestWallet;
  let events: ReturnType<typeof recordEvents>;
  let walletName = '';
  let walletCount = 0;
  // Wallets announced by earlier tests stay on the page, as they would; each test picks its own by name.
  const walletButton = () => walletEntry(element, walletName);

  beforeEach(async () => {
    freshPage();
    walletName = `Test Wallet ${(walletCount += 1)}`;
    wallet = new TestWallet(walletName, `org.example.test${walletCount}`).announce();
    events = recordEvents(EVENTS);
    // The blockchain service holds the wallet's 1.2345 ETH on both chains.
    const balances = [ETH(String(wallet.balanceWei))];
    const apiUrl = await testApi({ balances: { 'eip155:31337': balances, 'eip155:31338': balances } });
    element = createWalletModal({ networks: 'eip155:31337,eip155:31338', 'api-url': apiUrl });
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  const openAndChooseWallet = () => chooseWalletFromButton(element, walletName);

  it('lists the announced wallet with its name and icon', async () => {
    element.open();
    const button = await waitFor(walletButton, 'the wallet');
    // The icon is preloaded (2 s timeout), so it replaces the initials once loaded.
    const icon = await waitFor(() => button.querySelector('img'), 'the icon');
    expect(icon.getAttribute('src')).to.equal(wallet.info.icon);
    expect(accessibleName(button)).to.equal(`${walletName} Installed`);
  });

  it('connects, shows the shortened address on Account, and fires connect', async () => {
    await openAndChooseWallet();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'the Disconnect button');
    expect(wallet.calls).to.include.members(['eth_requestAccounts', 'eth_chainId']);
    expect(textOf(element)).to.contain('0xf39F…2266');
    expect(findButtonIn(element, 'Copy address')).to.be.instanceOf(HTMLButtonElement);
    const [connect] = await waitFor(() => events.of('connect').length > 0 && events.of('connect'), 'the connect event');
    expect(connect).to.deep.include({
      address: TEST_ACCOUNTS[0],
      caipAddress: `eip155:31337:${TEST_ACCOUNTS[0]}`,
      caipNetworkId: 'eip155:31337',
      namespace: 'eip155',
      restored: false,
    });
    expect(connect?.connector).to.deep.include({ id: wallet.info.rdns, name: walletName, type: 'announced' });
    expect(element.state).to.include({ status: 'connected', address: TEST_ACCOUNTS[0] });
  });

  it('shows the balance on the account button once connected', async () => {
    await openAndChooseWallet();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
    const accountButton = await waitFor(
      () => findButtonIn(element, /^Account 0xf39F…2266 1\.2345 ETH$/),
      'the account button with balance',
    );
    expect(accountButton.getAttribute('part')).to.equal('account-button');
  });

  it('disconnects, returns to Connect and fires disconnect', async () => {
    await openAndChooseWallet();
    (await waitFor(() => findButtonIn(element, 'Disconnect'), 'Disconnect')).click();
    await waitFor(() => events.of('disconnect').length === 1, 'the disconnect event');
    expect(events.of('disconnect')[0]).to.deep.equal({ namespace: 'eip155' });
    await waitFor(walletButton, 'the wallet list again');
    expect(element.state.status).to.equal('disconnected');
    expect(wallet.listenerCount('accountsChanged')).to.equal(0);
  });

  it('follows accountsChanged and chainChanged with accountchange and networkchange', async () => {
    await openAndChooseWallet();
    await waitFor(() => events.of('connect').length === 1, 'connect');
    await waitFor(() => wallet.listenerCount('accountsChanged') > 0, 'the page following the wallet');
    wallet.emit('accountsChanged', [TEST_ACCOUNTS[1]]);
    const [change] = await waitFor(() => events.of('accountchange').length > 0 && events.of('accountchange'), 'accountchange');
    expect(change).to.deep.equal({ address: TEST_ACCOUNTS[1], caipAddress: `eip155:31337:${TEST_ACCOUNTS[1]}` });
    wallet.emit('chainChanged', '0x7a6a');
    const networkChanges = await waitFor(
      () => events.of('networkchange').find((detail) => detail.caipNetworkId === 'eip155:31338') && events.of('networkchange'),
      'networkchange',
    );
    expect(networkChanges.at(-1)).to.deep.equal({ caipNetworkId: 'eip155:31338', namespace: 'eip155' });
    expect(element.state.address).to.equal(TEST_ACCOUNTS[1]);
  });

  it('a wallet that locks (accountsChanged []) ends the session and fires disconnect', async () => {
    await openAndChooseWallet();
    await waitFor(() => events.of('connect').length === 1, 'connect');
    await waitFor(() => wallet.listenerCount('accountsChanged') > 0, 'the page following the wallet');
    wallet.emit('accountsChanged', []);
    await waitFor(() => events.of('disconnect').length === 1, 'disconnect');
    await waitFor(walletButton, 'Connect again');
  });

  it('a rejection (4001) shows the mapped message and a retry that works', async () => {
    wallet.mode = 'reject';
    await openAndChooseWallet();
    const alert = await waitFor(() => query(element, '[role="alert"]'), 'the rejection message');
    expect(alert.textContent).to.contain('Connection declined');
    const [error] = events.of('error');
    expect(error).to.include({ code: 'UserRejectedError', view: 'ConnectingExternal' });
    expect(String(error?.message)).to.match(/rejected/i);
    expect(element.state.status).to.equal('disconnected');
    wallet.mode = 'approve';
    (await waitFor(() => findButtonIn(element, 'Try again'), 'the retry button')).click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after retry');
    expect(events.of('connect')).to.have.length(1);
  });

  it('a failing wallet shows the failure, and Back returns to the wallet list', async () => {
    wallet.mode = 'fail';
    await openAndChooseWallet();
    const alert = await waitFor(() => query(element, '[role="alert"]'), 'the failure');
    expect(alert.textContent).to.contain('Connection failed');
    expect(events.of('error')[0]).to.include({ code: 'InternalRpcError' });
    findButtonIn(element, 'Back')?.click();
    await waitFor(walletButton, 'the wallet list');
  });

  it('the host methods: getProvider, switchNetwork (asks the wallet), disconnect()', async () => {
    expect(element.getProvider()).to.equal(undefined);
    await element.switchNetwork('eip155:31338');
    expect(element.state.network?.caipNetworkId).to.equal('eip155:31338');
    await element.switchNetwork('eip155:31337');
    await openAndChooseWallet();
    await waitFor(() => events.of('connect').length === 1, 'connect');
    expect(element.getProvider()).to.equal(wallet);
    await element.switchNetwork('eip155:31338');
    expect(wallet.calls).to.include('wallet_switchEthereumChain');
    await waitFor(() => element.state.network?.caipNetworkId === 'eip155:31338', 'the wallet on 31338');
    let notFound: unknown;
    await element.switchNetwork('eip155:999').catch((error: unknown) => (notFound = error));
    expect(String(notFound)).to.contain('Network not found');
    await element.disconnect();
    await waitFor(() => events.of('disconnect').length === 1, 'disconnect');
    expect(element.getProvider()).to.equal(undefined);
    expect(wallet.authorized).to.equal(false);
  });
});

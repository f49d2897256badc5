// Sessions survive a reload (simulated: the state is reset, localStorage kept,
// the element created again) and a visitor can be connected on eip155 and
// solana at once, switching which one is active.
import { expect } from 'chai';
import { resetState } from '../../src/state/reset';
import { restoreSessions } from '../../src/state/connection/restore';
import { ETH, SOL, testApi } from '../fixtures/api-ledger';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { TestSolanaWallet, TEST_SOLANA_ACCOUNTS } from '../fixtures/test-solana-wallet';
import { TestWallet, TEST_ACCOUNTS } from '../fixtures/test-wallet';
import { findButtonIn, query, recordEvents, waitFor } from '../fixtures/dom';
import { chooseWalletFromButton, createWalletModal, freshPage, walletEntry, type WalletModal } from '../fixtures/wallet-modal';

const EVENTS = ['connect', 'disconnect', 'accountchange', 'networkchange', 'error'];
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const EVM_LABEL = /^Account 0xf39F…2266/;
const SOLANA_LABEL = /^Account DRpbCB…21hy/;

describe('sessions', () => {
  let element: WalletModal;
  let evm: TestWallet;
  let solana: TestSolanaWallet;
  let events: ReturnType<typeof recordEvents>;
  let count = 0;
  let apiUrl = '';

  function createElement(attributes: Record<string, string> = {}) {
    element = createWalletModal(
      {
        ...attributes,
        networks: `eip155:31337,${SOLANA_DEVNET}`,
        'rpc-urls': `${SOLANA_DEVNET}=${location.origin}/__test/http/solana-balance/2000000000/${crypto.randomUUID()}`,
        'api-url': apiUrl,
      },
      { config: DEVNET_CONFIG },
    );
  }

  /** A page reload: the state starts over, localStorage stays, the wallets stay installed. */
  function reload(attributes: Record<string, string> = {}) {
    element.remove();
    events.stop();
    resetState();
    solana.reload();
    evm.calls.length = 0;
    solana.calls.length = 0;
    events = recordEvents(EVENTS);
    createElement(attributes);
  }

  async function connectFromList(name: string) {
    await chooseWalletFromButton(element, name);
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  }

  /** Connected on EVM, the host switches to Solana: SwitchActiveChain asks, then Connect lists the Solana wallet. */
  async function connectSolanaAfterConfirm() {
    await element.switchNetwork(SOLANA_DEVNET);
    (await waitFor(() => findButtonIn(element, 'Connect a wallet'), 'the SwitchActiveChain confirmation')).click();
    (await waitFor(() => walletEntry(element, solana.name), solana.name)).click();
    await waitFor(() => findButtonIn(element, SOLANA_LABEL), 'the Solana account on the button');
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  }

  const connectEvents = () => events.of('connect');
  /** The barrier for "nothing was asked": the restore the element started on this page has settled. */
  const restoreFinished = () => restoreSessions();

  beforeEach(async () => {
    freshPage();
    count += 1;
    apiUrl = await testApi({ balances: { 'eip155:31337': [ETH('1234500000000000000')], [SOLANA_DEVNET]: [SOL('2000000000')] } });
    evm = new TestWallet(`Evm Session ${count}`, `org.example.session${count}`).announce();
    solana = new TestSolanaWallet(`Solana Session ${count}`).register();
    events = recordEvents(EVENTS);
    createElement();
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it('EIP-6963: restored after a reload with eth_accounts only (no prompt), connect has restored: true', async () => {
    await connectFromList(evm.info.name);
    reload();
    await waitFor(() => findButtonIn(element, EVM_LABEL), 'the restored account on the button');
    expect(evm.calls).to.include('eth_accounts');
    expect(evm.calls).not.to.include('eth_requestAccounts');
    const [connect] = await waitFor(() => connectEvents().length > 0 && connectEvents(), 'connect');
    expect(connect).to.deep.include({ address: TEST_ACCOUNTS[0], namespace: 'eip155', restored: true });
    expect(connect?.connector).to.deep.include({ id: evm.info.rdns, type: 'announced' });
    expect(events.of('error')).to.deep.equal([]);
  });

  it('EIP-6963: a session the wallet ended while the page was closed ends cleanly, without a prompt or an error', async () => {
    await connectFromList(evm.info.name);
    evm.authorized = false;
    reload();
    await waitFor(() => evm.calls.includes('eth_accounts'), 'the silent check');
    await waitFor(() => findButtonIn(element, 'Connect Wallet'), 'Connect Wallet again');
    expect(element.state.status).to.equal('disconnected');
    expect(evm.calls).not.to.include('eth_requestAccounts');
    expect(connectEvents()).to.deep.equal([]);
    expect(events.of('error')).to.deep.equal([]);
    reload();
    await restoreFinished();
    expect(evm.calls, 'the stored session was cleared').to.deep.equal([]);
  });

  it('a restore that fails for real ends disconnected: an error event for the host, nothing shown to the visitor', async () => {
    await connectFromList(evm.info.name);
    const request = evm.request.bind(evm);
    evm.request = async (args) => {
      if (args.method === 'eth_accounts') throw Object.assign(new Error('Internal error'), { code: -32603 });
      return request(args);
    };
    reload();
    const [error] = await waitFor(() => events.of('error').length > 0 && events.of('error'), 'the error event');
    expect(error).to.include({ code: 'InternalRpcError' });
    await waitFor(() => findButtonIn(element, 'Connect Wallet'), 'Connect Wallet');
    element.open();
    await waitFor(() => findButtonIn(element, new RegExp(`^${evm.info.name}`)), 'the wallet list');
    expect(query(element, '[role="alert"]')).to.equal(null);
    expect(connectEvents()).to.deep.equal([]);
  });

  it('with walletconnect-only, a stored browser-wallet session is not restored', async () => {
    await connectFromList(evm.info.name);
    reload({ 'walletconnect-only': '' });
    await restoreFinished();
    expect(evm.calls).to.deep.equal([]);
    expect(element.state.status).to.equal('disconnected');
  });

  it('Solana: restored with a silent connect, connect has restored: true', async () => {
    await connectFromList(solana.name);
    reload();
    await waitFor(() => findButtonIn(element, SOLANA_LABEL), 'the restored Solana account');
    expect(solana.calls).to.deep.equal(['connect:silent']);
    const [connect] = await waitFor(() => connectEvents().length > 0 && connectEvents(), 'connect');
    expect(connect).to.deep.include({
      address: TEST_SOLANA_ACCOUNTS[0],
      namespace: 'solana',
      caipNetworkId: SOLANA_DEVNET,
      restored: true,
    });
  });

  it('Solana: a wallet that no longer authorises the site ends the session quietly', async () => {
    await connectFromList(solana.name);
    solana.authorized = false;
    reload();
    await waitFor(() => solana.calls.includes('connect:silent'), 'the silent connect');
    await waitFor(() => findButtonIn(element, 'Connect Wallet'), 'Connect Wallet');
    expect(connectEvents()).to.deep.equal([]);
    expect(events.of('error')).to.deep.equal([]);
    expect(solana.calls).not.to.include('connect');
  });

  it('while restoring: the button says Reconnecting…, an opened modal shows the skeleton, then Account (never Connect)', async () => {
    await connectFromList(solana.name);
    const release = solana.holdConnects();
    reload();
    await waitFor(() => findButtonIn(element, 'Reconnecting…'), 'Reconnecting…');
    element.open();
    await waitFor(() => query(element, '.wm-skeleton'), 'the loading skeleton');
    expect(findButtonIn(element, new RegExp(`^${solana.name}`)), 'no wallet list while restoring').to.equal(undefined);
    release();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after the restore');
    expect(query(element, '.wm-skeleton')).to.equal(null);
    expect(connectEvents()[0]).to.include({ restored: true });
  });

  it('both namespaces at once: Account switches between them; disconnecting one keeps the other', async () => {
    await connectFromList(evm.info.name);
    // The host makes Solana active: Connect then offers only the Solana wallets.
    element.open({ namespace: 'solana' });
    await waitFor(() => findButtonIn(element, new RegExp(`^${solana.name}`)), 'the Solana wallet');
    expect(findButtonIn(element, new RegExp(`^${evm.info.name}`)), 'no EVM wallet on the Solana Connect').to.equal(undefined);
    findButtonIn(element, new RegExp(`^${solana.name}`))?.click();
    await waitFor(() => findButtonIn(element, SOLANA_LABEL), 'the button on the Solana account');
    expect(connectEvents().map((detail) => detail.namespace)).to.deep.equal(['eip155', 'solana']);

    (await waitFor(() => findButtonIn(element, /^Switch to Devnet A 0xf39F…2266$/), 'the switch to the EVM account')).click();
    await waitFor(() => findButtonIn(element, EVM_LABEL), 'the button on the EVM account');
    expect(events.of('networkchange').at(-1)).to.deep.equal({ caipNetworkId: 'eip155:31337', namespace: 'eip155' });
    // The host's account changed too: it is now the EVM one.
    expect(events.of('accountchange').at(-1)).to.deep.equal({ address: TEST_ACCOUNTS[0], caipAddress: `eip155:31337:${TEST_ACCOUNTS[0]}` });
    expect(element.state.address).to.equal(TEST_ACCOUNTS[0]);

    (await waitFor(() => findButtonIn(element, /^Switch to Solana Devnet DRpbCB…21hy$/), 'the switch back')).click();
    await waitFor(() => findButtonIn(element, SOLANA_LABEL), 'the Solana account again');

    (await waitFor(() => findButtonIn(element, 'Disconnect'), 'Disconnect')).click();
    await waitFor(() => events.of('disconnect').length === 1, 'disconnect');
    expect(events.of('disconnect')[0]).to.deep.equal({ namespace: 'solana' });
    await waitFor(() => findButtonIn(element, EVM_LABEL), 'the EVM account, still connected and now active');
    expect(events.of('networkchange').at(-1)).to.deep.equal({ caipNetworkId: 'eip155:31337', namespace: 'eip155' });
    expect(findButtonIn(element, /^Switch to/)).to.equal(undefined);
  });

  it('both namespaces at once: the inactive EVM wallet switching chain fires networkchange for eip155; the active network stays Solana', async () => {
    await connectFromList(evm.info.name);
    await connectSolanaAfterConfirm();
    const before = events.of('networkchange').length;
    evm.switchChain(31338);
    await waitFor(() => events.of('networkchange').length > before, 'networkchange for the inactive namespace');
    expect(events.of('networkchange').slice(before)).to.deep.equal([{ caipNetworkId: 'eip155:31338', namespace: 'eip155' }]);
    expect(element.state.network?.caipNetworkId).to.equal(SOLANA_DEVNET);
    await waitFor(() => findButtonIn(element, SOLANA_LABEL), 'the button still on the Solana account');
  });

  it('both namespaces at once: the inactive wallet locking changes nothing shown; then the active one locking returns to Connect', async () => {
    await connectFromList(evm.info.name);
    await connectSolanaAfterConfirm();
    element.open();
    await waitFor(() => findButtonIn(element, /^Switch to Devnet A/), 'Account with the switch');
    evm.emit('accountsChanged', []);
    await waitFor(() => events.of('disconnect').length === 1, 'the EVM disconnect');
    expect(events.of('disconnect')[0]).to.deep.equal({ namespace: 'eip155' });
    expect(findButtonIn(element, SOLANA_LABEL), 'Solana stays on the button').to.be.instanceOf(HTMLButtonElement);
    expect(findButtonIn(element, 'Disconnect'), 'Account stays open').to.be.instanceOf(HTMLButtonElement);
    solana.lock();
    await waitFor(() => events.of('disconnect').length === 2, 'the Solana disconnect');
    await waitFor(() => findButtonIn(element, new RegExp(`^${solana.name}`)), 'the modal back on Connect');
    expect(element.state.status).to.equal('disconnected');
  });

  it("open({namespace}) makes a connected namespace active on its account's network", async () => {
    element.setAttribute('networks', `eip155:31337,eip155:31338,${SOLANA_DEVNET}`);
    evm.chainId = 31338;
    await connectFromList(evm.info.name);
    await connectSolanaAfterConfirm();
    element.open({ namespace: 'eip155' });
    await waitFor(() => findButtonIn(element, EVM_LABEL), 'the EVM account');
    expect(element.state.network?.caipNetworkId).to.equal('eip155:31338');
    expect(findButtonIn(element, 'Disconnect'), 'Account').to.be.instanceOf(HTMLButtonElement);
  });

  it('both namespaces come back after a reload', async () => {
    await connectFromList(evm.info.name);
    await connectSolanaAfterConfirm();
    reload();
    await waitFor(() => connectEvents().length === 2, 'two restored connects');
    expect(connectEvents().every((detail) => detail.restored === true)).to.equal(true);
    expect(evm.calls).not.to.include('eth_requestAccounts');
    expect(solana.calls).not.to.include('connect');
  });
});

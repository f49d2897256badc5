// Solana wallets through the Wallet Standard: listed next to EIP-6963 wallets,
// connect (with the SOL balance), reject and retry, change events, disconnect.
import { expect } from 'chai';
import { resetState } from '../../src/state/reset';
import { SOL, testApi } from '../fixtures/api-ledger';
import { TestSolanaWallet, TEST_SOLANA_ACCOUNTS } from '../fixtures/test-solana-wallet';
import { TestWallet } from '../fixtures/test-wallet';
import { accessibleName, findButtonIn, query, recordEvents, textOf, waitFor } from '../fixtures/dom';
import { chooseWalletFromButton, createWalletModal, freshPage, walletEntry, type WalletModal } from '../fixtures/wallet-modal';

const EVENTS = ['connect', 'disconnect', 'accountchange', 'networkchange', 'error'];
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

describe('connect flow with a Wallet Standard Solana wallet', () => {
  let element: WalletModal;
  let wallet: TestSolanaWallet;
  let events: ReturnType<typeof recordEvents>;
  let balanceKey = '';
  let apiUrl = '';
  let count = 0;
  // Wallets registered by earlier tests stay on the page; each test picks its own by name.
  const walletButton = () => walletEntry(element, wallet.name);

  function createElement(networks = `eip155:31337,${SOLANA_DEVNET}`) {
    const rpcUrls = `${SOLANA_DEVNET}=${location.origin}/__test/http/solana-balance/1500000000/${balanceKey}`;
    element = createWalletModal({ networks, 'rpc-urls': rpcUrls, 'api-url': apiUrl });
  }

  beforeEach(async () => {
    freshPage();
    count += 1;
    balanceKey = crypto.randomUUID();
    // The blockchain service and the chain agree: 1.5 SOL.
    apiUrl = await testApi({ balances: { [SOLANA_DEVNET]: [SOL('1500000000')] } });
    wallet = new TestSolanaWallet(`Solana Test ${count}`).register();
    events = recordEvents(EVENTS);
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  const openAndChoose = () => chooseWalletFromButton(element, wallet.name);

  it('lists the Solana wallet with its icon next to the EIP-6963 wallets, only when a Solana network is configured', async () => {
    const evm = new TestWallet(`Evm Beside ${count}`, `org.example.beside${count}`).announce();
    createElement();
    element.open();
    const button = await waitFor(walletButton, 'the Solana wallet');
    // The icon is preloaded, so it replaces the (aria-hidden) initials once loaded.
    const icon = await waitFor(() => button.querySelector('img'), 'the icon');
    expect(icon.getAttribute('src')).to.equal(wallet.icon);
    expect(accessibleName(button)).to.equal(`${wallet.name} Installed`);
    expect(findButtonIn(element, new RegExp(`^${evm.info.name}`))).to.be.instanceOf(HTMLButtonElement);
    element.remove();

    resetState();
    createElement('eip155:31337');
    element.open();
    await waitFor(() => findButtonIn(element, new RegExp(`^${evm.info.name}`)), 'the EVM wallet');
    expect(walletButton()).to.equal(undefined);
  });

  it('connects: Account shows the address, the button the SOL balance, connect fires with the solana CAIP ids', async () => {
    createElement();
    await openAndChoose();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
    expect(wallet.calls).to.deep.equal(['connect']);
    const address = TEST_SOLANA_ACCOUNTS[0] ?? '';
    expect(textOf(element)).to.contain(`${address.slice(0, 6)}…${address.slice(-4)}`);
    const [connect] = await waitFor(() => events.of('connect').length > 0 && events.of('connect'), 'connect');
    expect(connect).to.deep.include({
      address,
      caipAddress: `${SOLANA_DEVNET}:${address}`,
      caipNetworkId: SOLANA_DEVNET,
      namespace: 'solana',
      restored: false,
    });
    expect(connect?.connector).to.deep.equal({ id: `ws:${wallet.name}`, name: wallet.name, type: 'announced' });
    await waitFor(() => findButtonIn(element, /^Account \S+ 1\.5 SOL$/), 'the account button with 1.5 SOL');
    expect(element.state).to.include({ status: 'connected', address });
    expect(element.getProvider('solana')).to.equal(wallet);
    expect(element.getProvider()).to.equal(wallet);
    expect(events.of('networkchange').at(-1)).to.deep.equal({ caipNetworkId: SOLANA_DEVNET, namespace: 'solana' });
  });

  for (const [mode, what] of [
    ['reject', 'a WalletError 4001'],
    ['rejectWords', '"User rejected" in words'],
  ] as const) {
    it(`a rejection (${what}) shows the mapped message, and retry connects`, async () => {
      wallet.mode = mode;
      createElement();
      await openAndChoose();
      const alert = await waitFor(() => query(element, '[role="alert"]'), 'the rejection');
      expect(alert.textContent).to.contain('Connection declined');
      expect(events.of('error')[0]).to.include({ code: 'UserRejectedError', view: 'ConnectingExternal' });
      expect(element.state.status).to.equal('disconnected');
      wallet.mode = 'approve';
      (await waitFor(() => findButtonIn(element, 'Try again'), 'retry')).click();
      await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after retry');
      expect(events.of('connect')).to.have.length(1);
    });
  }

  it('a wallet on none of the configured networks fails with "Unsupported chain"', async () => {
    wallet = new TestSolanaWallet(`Solana Elsewhere ${count}`, ['solana:localnet']).register();
    createElement();
    await openAndChoose();
    const alert = await waitFor(() => query(element, '[role="alert"]'), 'the failure');
    expect(alert.textContent).to.contain('Connection failed');
    expect(alert.textContent).to.contain('Unsupported chain');
    const [error] = events.of('error');
    expect(error).to.include({ code: 'UnsupportedChainError', view: 'ConnectingExternal' });
    expect(String(error?.message)).to.contain('solana:localnet');
    expect(element.state.status).to.equal('disconnected');
  });

  it('follows the wallet: another account fires accountchange; no account fires disconnect and returns to Connect', async () => {
    createElement();
    await openAndChoose();
    await waitFor(() => events.of('connect').length === 1, 'connect');
    wallet.switchAccount(1);
    const [change] = await waitFor(() => events.of('accountchange').length > 0 && events.of('accountchange'), 'accountchange');
    expect(change).to.deep.equal({ address: TEST_SOLANA_ACCOUNTS[1], caipAddress: `${SOLANA_DEVNET}:${TEST_SOLANA_ACCOUNTS[1]}` });
    wallet.lock();
    await waitFor(() => events.of('disconnect').length === 1, 'disconnect');
    expect(events.of('disconnect')[0]).to.deep.equal({ namespace: 'solana' });
    await waitFor(walletButton, 'Connect again');
    expect(wallet.listenerCount()).to.equal(0);
  });

  it('Disconnect tells the wallet (standard:disconnect), fires disconnect and forgets the provider', async () => {
    createElement();
    await openAndChoose();
    (await waitFor(() => findButtonIn(element, 'Disconnect'), 'Disconnect')).click();
    await waitFor(() => events.of('disconnect').length === 1, 'disconnect');
    // Telling the wallet is best effort, with code that may still be loading: it follows the event.
    await waitFor(() => wallet.calls.includes('disconnect'), 'standard:disconnect');
    expect(element.getProvider('solana')).to.equal(undefined);
    await waitFor(walletButton, 'the wallet list again');
  });
});

// Every string a view renders comes from the message catalogue. Rendered in
// the pseudo-locale, catalogue strings are marked ⟦…⟧; data (names,
// addresses, balances) sits in translate="no" elements. Anything else fails.
import { expect } from 'chai';
import { setModalLoading } from '../../src/state/router';
import { walletConnectState } from '../../src/state/walletconnect';
import { catalogueFor } from '../../src/react/i18n/catalogue';
import { en } from '../fixtures/english';
import { ETH, SOL, testApi } from '../fixtures/api-ledger';
import { TestSolanaWallet } from '../fixtures/test-solana-wallet';
import { TestWallet } from '../fixtures/test-wallet';
import { unmarkedTexts } from '../fixtures/catalogue-strings';
import { findButtonIn, query, roots, textOf, waitFor } from '../fixtures/dom';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

describe('i18n', () => {
  let element: WalletModal;

  beforeEach(async () => {
    freshPage();
    element = createWalletModal({ lang: 'en-XA', networks: 'eip155:31337' }, { config: DEVNET_CONFIG, append: false });
    const balances = {
      'eip155:31337': [
        ETH('1234500000000000000'),
        {
          name: 'Devnet USD Coin',
          symbol: 'dUSDC',
          decimals: 6,
          amount: '2500000',
          tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        },
      ],
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': [SOL('1000000000')],
    };
    element.setAttribute('api-url', await testApi({ balances }));
  });

  afterEach(() => element.remove());

  it('English is complete: every key has a non-empty string', () => {
    for (const [key, text] of Object.entries(en)) expect(text, key).to.be.a('string').and.not.equal('');
  });

  it('lang picks the catalogue, falling back to the base language and then English', () => {
    expect(catalogueFor('en-GB')['connect.title']).to.equal('Connect Wallet');
    expect(catalogueFor('fr')['connect.title']).to.equal('Connect Wallet');
    expect(catalogueFor('en-XA')['connect.title']).to.equal('⟦Connect Wallet⟧');
  });

  it('the button, Connect, ConnectingExternal (rejected), Account and the skeleton render only catalogue strings', async () => {
    const wallet = new TestWallet('Catalogue Wallet', `org.example.cat${Math.random()}`).announce();
    element.setAttribute('debug', '');
    element.setAttribute('features', 'send,bogus');
    document.body.append(element);
    await waitFor(() => findButtonIn(element, '⟦Connect Wallet⟧'), 'the button');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    element.open();
    const walletButton = await waitFor(() => findButtonIn(element, /Catalogue Wallet/), 'the wallet list');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    wallet.mode = 'reject';
    walletButton.click();
    await waitFor(() => findButtonIn(element, '⟦Try again⟧'), 'the rejection');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    wallet.mode = 'approve';
    findButtonIn(element, '⟦Try again⟧')?.click();
    await waitFor(() => findButtonIn(element, '⟦Disconnect⟧'), 'Account');
    await waitFor(() => textOf(element)?.includes('ETH'), 'the balance');
    await waitFor(() => textOf(element)?.includes('dUSDC'), 'the token list');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    setModalLoading(true);
    await waitFor(() => query(element, '.wm-skeleton'), 'the skeleton');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });

  it('Account with both namespaces connected (the switch) and the Solana Connect list render only catalogue strings', async () => {
    const solanaNetwork = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    const evm = new TestWallet('Both Evm Wallet', `org.example.both${Math.random()}`).announce();
    const solana = new TestSolanaWallet(`Both Solana Wallet ${Math.random()}`).register();
    element.setAttribute('networks', `eip155:31337,${solanaNetwork}`);
    element.setAttribute('rpc-urls', `${solanaNetwork}=${location.origin}/__test/http/solana-balance/1000000000/${crypto.randomUUID()}`);
    document.body.append(element);
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(evm.info.name)), 'the EVM wallet')).click();
    await waitFor(() => findButtonIn(element, '⟦Disconnect⟧'), 'Account');
    element.open({ namespace: 'solana' });
    const solanaButton = await waitFor(() => findButtonIn(element, new RegExp(solana.name)), 'the Solana wallet list');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
    solanaButton.click();
    await waitFor(() => findButtonIn(element, /^⟦Switch to/), 'the namespace switch');
    await waitFor(() => textOf(element)?.includes('SOL'), 'the SOL balance');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });

  it('Networks (a disabled reason), SwitchNetwork (rejected), SwitchActiveChain and UnsupportedChain render only catalogue strings', async () => {
    const solanaNetwork = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    const wallet = new TestWallet('Networks Catalogue Wallet', `org.example.netcat${Math.random()}`).announce();
    const networkButton = (name: string) =>
      [...(query(element, '.wm-list')?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.includes(name));
    element.setAttribute('networks', `eip155:31337,eip155:31338,${solanaNetwork}`);
    document.body.append(element);
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(wallet.info.name)), 'the wallet')).click();
    await waitFor(() => findButtonIn(element, '⟦Disconnect⟧'), 'Account');
    element.open({ view: 'Networks' });
    await waitFor(() => networkButton('Devnet B'), 'Networks');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
    element.setAttribute('disable-network-switch', '');
    await waitFor(() => networkButton('Devnet B')?.getAttribute('aria-disabled') === 'true', 'the disabled reason');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
    element.removeAttribute('disable-network-switch');

    wallet.mode = 'reject';
    (
      await waitFor(
        () => networkButton('Devnet B')?.getAttribute('aria-disabled') !== 'true' && networkButton('Devnet B'),
        'Devnet B enabled',
      )
    ).click();
    await waitFor(() => findButtonIn(element, '⟦Retry⟧'), 'the rejection');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    findButtonIn(element, '⟦Back⟧')?.click();
    (await waitFor(() => networkButton('Solana Devnet'), 'Solana Devnet')).click();
    await waitFor(() => findButtonIn(element, '⟦Connect a wallet⟧'), 'SwitchActiveChain');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    wallet.switchChain(1);
    await waitFor(() => networkButton('Devnet A') && findButtonIn(element, '⟦Disconnect⟧'), 'UnsupportedChain');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });

  it('Connect with the registry lists, AllWallets and its empty search render only catalogue strings', async () => {
    element.setAttribute('project-id', 'i18n-test');
    element.setAttribute('registry-url', `${location.origin}/__test/registry`);
    document.body.append(element);
    element.open();
    const allWallets = await waitFor(() => findButtonIn(element, /^⟦All wallets⟧/), 'All wallets');
    await waitFor(() => !query(element, '.wm-skeleton-row') && query(element, '.wm-list-item-name'), 'recommended wallets');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    allWallets.click();
    await waitFor(() => query(element, '[role="gridcell"]'), 'the grid');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    const search = await waitFor(() => query<HTMLInputElement>(element, 'input[type="search"]'), 'the search');
    // React tracks the value property: set it the way typing does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, 'no such wallet');
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => textOf(element).includes('⟦No wallets found⟧'), 'the empty result');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });

  it('a registry that fails shows its message in catalogue strings', async () => {
    element.setAttribute('project-id', 'i18n-test');
    element.setAttribute('registry-url', `${location.origin}/__test/no-registry-here`);
    document.body.append(element);
    element.open();
    await waitFor(() => findButtonIn(element, '⟦Try again⟧'), 'the retry');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });

  it("the WalletConnect views (QR code with a wallet's links, the failure, the basic view) render only catalogue strings", async () => {
    Object.assign(walletConnectState, {
      status: 'ready',
      pairing: { uri: 'wc:abc@2?relay-protocol=irn&symKey=def', expiry: Math.floor(Date.now() / 1000) + 240 },
      wallet: {
        id: 'w',
        name: 'Some Wallet',
        mobile_link: 'https://w.example',
        desktop_link: 'somewallet:',
        webapp_link: 'https://app.w.example',
      },
    });
    document.body.append(element);
    element.open({ view: 'ConnectingWalletConnect' });
    await waitFor(() => query(element, 'svg[role="img"]'), 'the QR code');
    await waitFor(() => query(element, '.wm-wc a'), 'the wallet links');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    Object.assign(walletConnectState, {
      status: 'failed',
      pairing: undefined,
      error: { messageKey: 'error.projectIdRequired', rejected: false },
    });
    await waitFor(() => query(element, '[role="alert"]'), 'the failure');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    element.open({ view: 'ConnectingWalletConnectBasic' });
    await waitFor(() => query(element, '.wm-wc-about'), 'the basic view');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

// Every string a view renders comes from the message catalogue. Rendered in
// the pseudo-locale, catalogue strings are marked ⟦…⟧; data (names,
// addresses, balances) sits in translate="no" elements. Anything else fails.
import { expect } from 'chai';
import '../../src/element/index';
import { resetState } from '../../src/state/reset';
import { setModalLoading } from '../../src/state/modal';
import { walletConnectState } from '../../src/state/walletconnect';
import { catalogueFor, en } from '../../src/react/i18n/catalogue';
import { TestWallet } from '../fixtures/test-wallet';
import { findButtonIn, query, roots, textOf, waitFor } from '../fixtures/dom';

function unmarkedTexts(root: ShadowRoot): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!text || node.parentElement?.closest('[translate="no"]')) continue;
    if (!/^⟦[\s\S]*⟧$/.test(text)) texts.push(text);
  }
  for (const element of root.querySelectorAll('[aria-label]')) {
    const label = element.getAttribute('aria-label') ?? '';
    if (!/^⟦[\s\S]*⟧$/.test(label)) texts.push(`aria-label: ${label}`);
  }
  return texts;
}

describe('i18n', () => {
  let element: HTMLElement & { open(options?: { view?: string }): void };

  beforeEach(() => {
    resetState();
    element = document.createElement('wallet-modal') as typeof element;
    element.setAttribute('lang', 'en-XA');
    element.setAttribute('networks', 'eip155:31337');
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
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    setModalLoading(true);
    await waitFor(() => query(element, '.wm-skeleton'), 'the skeleton');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });

  it('the WalletConnect views (QR code with a wallet\'s links, the failure, the basic view) render only catalogue strings', async () => {
    Object.assign(walletConnectState, {
      status: 'ready',
      pairing: { uri: 'wc:abc@2?relay-protocol=irn&symKey=def', expiry: Math.floor(Date.now() / 1000) + 240 },
      wallet: { id: 'w', name: 'Some Wallet', mobile_link: 'https://w.example', desktop_link: 'somewallet:', webapp_link: 'https://app.w.example' },
    });
    document.body.append(element);
    element.open({ view: 'ConnectingWalletConnect' });
    await waitFor(() => query(element, 'svg[role="img"]'), 'the QR code');
    await waitFor(() => query(element, '.wm-wc a'), 'the wallet links');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    Object.assign(walletConnectState, { status: 'failed', pairing: undefined, error: { messageKey: 'error.projectIdRequired', rejected: false } });
    await waitFor(() => query(element, '[role="alert"]'), 'the failure');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    element.open({ view: 'ConnectingWalletConnectBasic' });
    await waitFor(() => query(element, '.wm-wc-about'), 'the basic view');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

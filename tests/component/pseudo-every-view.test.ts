// Every route of the modal (the router's view list, features included), rendered in the
// pseudo-locale with a wallet connected: any visible text or label not marked ⟦…⟧ bypassed
// the catalogue (data sits in translate="no" elements). One failure lists every view's leaks.
// And every route in Arabic: mirrored (`dir=rtl` on the modal's root) and axe-clean.
import { expect } from 'chai';
import { axeViolations } from '../fixtures/axe';
import { VIEWS } from '../../src/react/router/views';
import { ETH, testApi } from '../fixtures/api-ledger';
import { TestWallet } from '../fixtures/test-wallet';
import { unmarkedTexts } from '../fixtures/catalogue-strings';
import { findButtonIn, query, roots, waitFor } from '../fixtures/dom';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

describe('every view in the pseudo-locale', () => {
  let element: WalletModal;

  beforeEach(() => freshPage());
  afterEach(() => element.remove());

  it('renders only catalogue strings, connected, on every route', async () => {
    new TestWallet('Pseudo Wallet', `org.example.pseudo${Math.random()}`).announce();
    element = createWalletModal({ lang: 'en-XA', networks: 'eip155:31337' }, { config: DEVNET_CONFIG, append: false });
    element.setAttribute('api-url', await testApi({ balances: { 'eip155:31337': [ETH('1234500000000000000')] } }));
    document.body.append(element);
    element.open();
    (await waitFor(() => findButtonIn(element, /Pseudo Wallet/), 'the wallet')).click();
    await waitFor(() => findButtonIn(element, '⟦Disconnect⟧'), 'Account');

    const views = Object.keys(VIEWS);
    expect(views.length).to.be.at.least(20);
    const leaks: string[] = [];
    for (const view of views) {
      element.open({ view });
      // The route's title is up, and its chunk (a feature's) has replaced the skeleton.
      await waitFor(
        () => query(element, 'h2')?.textContent && !query(element, '.wm-skeleton') && query(element, '.wm-dialog-body')?.childElementCount,
        `the ${view} view`,
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
      leaks.push(
        ...roots(element)
          .flatMap(unmarkedTexts)
          .map((text) => `${view}: ${text}`),
      );
    }
    expect(leaks).to.deep.equal([]);
  });

  it('in Arabic, every route is mirrored and axe-clean, connected', async () => {
    new TestWallet('Arabic Wallet', `org.example.arabic${Math.random()}`).announce();
    element = createWalletModal({ lang: 'ar', networks: 'eip155:31337' }, { config: DEVNET_CONFIG, append: false });
    element.setAttribute('api-url', await testApi({ balances: { 'eip155:31337': [ETH('1234500000000000000')] } }));
    document.body.append(element);
    element.open();
    (await waitFor(() => findButtonIn(element, /Arabic Wallet/), 'the wallet')).click();
    // The translation arrived: Account's Disconnect is in Arabic.
    await waitFor(() => findButtonIn(element, 'قطع الاتصال'), 'Account in Arabic', 10_000);

    const found: string[] = [];
    for (const view of Object.keys(VIEWS)) {
      element.open({ view });
      await waitFor(
        () => query(element, 'h2')?.textContent && !query(element, '.wm-skeleton') && query(element, '.wm-dialog-body')?.childElementCount,
        `the ${view} view`,
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const root = query(element, 'wallet-modal-dialog')?.shadowRoot?.querySelector('.wm-root') ?? query(element, '.wm-root');
      if (root?.getAttribute('dir') !== 'rtl') found.push(`${view}: not mirrored`);
      found.push(...(await axeViolations(element)).map((violation) => `${view}: ${violation.id} ${JSON.stringify(violation.nodes)}`));
    }
    expect(found).to.deep.equal([]);
  });
});

// A phone with no wallet app on the page: Connect says so (no extension advice) and each
// recommended wallet comes with a link to get its app from the store (the registry's
// `play_store`, or `app_store` on iOS). A desktop, or a phone with a wallet on the page, gets none.
import { expect } from 'chai';
import { setIsMobile } from '../../../src/state/settings';
import { query, roots, textOf, waitFor } from '../../fixtures/dom';
import { TestWallet } from '../../fixtures/test-wallet';
import { createWalletModal, freshPage, type WalletModal } from '../../fixtures/wallet-modal';

const storeLinks = (element: WalletModal) =>
  roots(element).flatMap((root) => [...root.querySelectorAll<HTMLAnchorElement>('a.wm-store-link')]);

describe('Connect on a phone without a wallet app', () => {
  let element: WalletModal;

  beforeEach(() => {
    freshPage();
    element = createWalletModal(
      { networks: 'eip155:31337', 'project-id': 'store-links', 'registry-url': `${location.origin}/__test/registry` },
      { append: false },
    );
  });
  afterEach(() => {
    setIsMobile(false);
    element.remove();
  });

  async function openConnect(isMobile: boolean) {
    document.body.append(element);
    // The element reads the device when it connects: a phone is set after.
    setIsMobile(isMobile);
    element.open();
    await waitFor(() => query(element, '.wm-list li:nth-child(4) .wm-list-item-name'), 'recommended wallets');
  }

  it('says to install a wallet app and links each recommended wallet to its store', async () => {
    await openConnect(true);
    await waitFor(() => storeLinks(element).length > 0, 'the store links');
    expect(textOf(element)).to.contain('No wallet app was found').and.not.contain('extension');
    for (const link of storeLinks(element)) {
      const name = link.closest('li')?.querySelector('.wm-list-item-name')?.textContent;
      expect(link.textContent).to.equal(`Get ${name}`);
      expect(link.href).to.match(/^https:\/\/apps\.example\/android\//);
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.contain('noopener');
      // Its layout height: the sheet may still be sliding in, and a transform scales its boxes.
      expect(link.offsetHeight, 'a touch target').to.be.at.least(44);
    }
  });

  it('a desktop, or a phone with a wallet on the page, gets no store links', async () => {
    await openConnect(false);
    expect(storeLinks(element)).to.deep.equal([]);
    element.remove();

    new TestWallet('In-app Wallet', `org.example.inapp${Math.random()}`).announce();
    element = createWalletModal(
      { networks: 'eip155:31337', 'project-id': 'store-links', 'registry-url': `${location.origin}/__test/registry` },
      { append: false },
    );
    await openConnect(true);
    await waitFor(() => textOf(element).includes('In-app Wallet'), 'the page wallet');
    expect(storeLinks(element)).to.deep.equal([]);
  });
});

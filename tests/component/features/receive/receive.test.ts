// Receive (src/react/features/receive/): the connected address to be paid, opened
// from the account features row; its strings come from the catalogue.
import { expect } from 'chai';
import { unmarkedTexts } from '../../../fixtures/catalogue-strings';
import { DEVNET_CONFIG } from '../../../fixtures/devnet-networks';
import { findButtonIn, query, roots, textOf, waitFor } from '../../../fixtures/dom';
import { TestWallet, TEST_ACCOUNTS } from '../../../fixtures/test-wallet';
import { createWalletModal, freshPage, type WalletModal } from '../../../fixtures/wallet-modal';

describe('Receive', () => {
  let element: WalletModal;
  let count = 0;

  async function openReceive({ lang = 'en', features = 'receive' } = {}) {
    const name = `Receive Wallet ${(count += 1)}`;
    new TestWallet(name, `org.example.receive${count}`).announce();
    element = createWalletModal({ networks: 'eip155:31337,eip155:31338', features, lang }, { config: DEVNET_CONFIG });
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(name)), 'the wallet')).click();
    const receive = lang === 'en' ? 'Receive' : '⟦Receive⟧';
    (await waitFor(() => findButtonIn(element, receive), 'the Receive button')).click();
    await waitFor(() => query(element, 'svg[role="img"]'), 'the QR code');
  }

  beforeEach(freshPage);

  afterEach(() => element.remove());

  it('shows the full address, its QR code and the networks it receives on, copies it, and Back returns to Account', async () => {
    await openReceive();
    expect(textOf(element)).to.include(TEST_ACCOUNTS[0]);
    const qr = query(element, 'svg[role="img"][aria-label="QR code of your address"]');
    expect(qr?.querySelector('path')?.getAttribute('d')).to.match(/^M\d/);
    const networks = query(element, '.wm-receive-networks');
    expect([...networks!.children].map((item) => [item.textContent, item.getAttribute('aria-current')])).to.deep.equal([
      ['Devnet A', 'true'],
      ['Devnet B', null],
    ]);
    findButtonIn(element, 'Copy address')!.click();
    // Headless Chromium may refuse the clipboard: either outcome is announced, never silence.
    const status = await waitFor(
      () =>
        roots(element)
          .flatMap((root) => [...root.querySelectorAll('[role="status"]')])
          .find((node) => /Address copied|Could not copy/.test(node.textContent ?? '')),
      'the copy status',
    );
    expect(status.textContent).to.match(/Address copied|Could not copy the address/);
    findButtonIn(element, 'Back')!.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'back on Account');
  });

  it('renders only catalogue strings (its own strings.ts joins the catalogue)', async () => {
    await openReceive({ lang: 'en-XA' });
    expect(query(element, '.wm-dialog-title')?.textContent).to.equal('⟦Receive⟧');
    expect(textOf(element)).to.include('⟦Copy address⟧');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

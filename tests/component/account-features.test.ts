// The account features row and the first feature in the build, Receive.
import { expect } from 'chai';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { TestWallet, TEST_ACCOUNTS } from '../fixtures/test-wallet';
import { buttons, findButtonIn, query, roots, textOf, waitFor } from '../fixtures/dom';
import { connectWallet, createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

const featureNames = (element: HTMLElement) => {
  const nav = query(element, 'nav[aria-label="Account actions"]');
  return nav ? buttons(nav).map((button) => button.textContent?.trim()) : [];
};

describe('account features row and Receive', () => {
  let element: WalletModal;
  let count = 0;

  async function connect(features?: string) {
    const name = `Features Wallet ${(count += 1)}`;
    new TestWallet(name, `org.example.features${count}`).announce();
    element = createWalletModal({ networks: 'eip155:31337,eip155:31338', ...(features === undefined ? {} : { features }) }, { config: DEVNET_CONFIG });
    await connectWallet(element, name);
  }

  beforeEach(() => freshPage());

  afterEach(() => element.remove());

  it('shows only the features this build has, in the host order', async () => {
    await connect('history,receive,onramp');
    // History and on-ramp have no view in this build yet: only Receive shows.
    expect(featureNames(element)).to.deep.equal(['Receive']);
  });

  it('shows no row when the host configured none of the built features', async () => {
    await connect('onramp,swaps');
    expect(query(element, 'nav[aria-label="Account actions"]')).to.equal(null);
    expect(findButtonIn(element, 'Receive')).to.equal(undefined);
  });

  it('Receive shows the full address, its QR code and copies it', async () => {
    await connect();
    findButtonIn(element, 'Receive')!.click();
    const address = TEST_ACCOUNTS[0]!;
    await waitFor(() => textOf(element).includes(address), 'the full address');
    const qr = await waitFor(() => query(element, 'svg[role="img"][aria-label="QR code of your address"]'), 'the QR code');
    expect(qr.querySelector('path')?.getAttribute('d')).to.match(/^M\d/);
    const networks = query(element, '.wm-receive-networks');
    expect([...networks!.children].map((item) => [item.textContent, item.getAttribute('aria-current')])).to.deep.equal([['Devnet A', 'true'], ['Devnet B', null]]);
    findButtonIn(element, 'Copy address')!.click();
    // Headless Chromium may refuse the clipboard: either outcome is announced, never silence.
    const status = await waitFor(() => roots(element).flatMap((root) => [...root.querySelectorAll('[role="status"]')]).find((node) => /Address copied|Could not copy/.test(node.textContent ?? '')), 'the copy status');
    expect(status.textContent).to.match(/Address copied|Could not copy the address/);
    findButtonIn(element, 'Back')!.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'back on Account');
  });
});

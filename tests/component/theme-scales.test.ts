// The host's --wm-font-size and --wm-spacing scale the whole modal: the type scale and the spacing scale follow them.
import { expect } from 'chai';
import { TestWallet } from '../fixtures/test-wallet';
import { query, waitFor } from '../fixtures/dom';
import { createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

describe('the type and spacing scales', () => {
  let element: WalletModal;

  beforeEach(async () => {
    freshPage();
    new TestWallet('Alpha Wallet', `org.example.alpha${Math.random()}`).announce();
    element = createWalletModal();
    element.open();
    await waitFor(() => query(element, '.wm-connect'), 'Connect');
  });

  afterEach(() => element.remove());

  const style = (selector: string) => getComputedStyle(query(element, selector) as Element);

  it('defaults to a 15px body and a 4px unit', () => {
    expect(style('.wm-root').fontSize).to.equal('15px');
    expect(style('.wm-connect').rowGap).to.equal('12px');
  });

  it('--wm-font-size and --wm-spacing scale the text and the gaps', async () => {
    element.style.setProperty('--wm-font-size', '18px');
    element.style.setProperty('--wm-spacing', '5px');
    // Reduced motion makes a style change a 0.01 ms transition: the new values are waited for.
    await waitFor(
      () => style('.wm-root').fontSize === '18px' && style('.wm-connect').rowGap === '15px',
      () => `an 18px body and 15px gaps (${style('.wm-root').fontSize}, ${style('.wm-connect').rowGap})`,
    );
  });
});

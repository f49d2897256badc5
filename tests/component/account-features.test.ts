// The account features row: the host's `features` that this build has (the
// registry, src/react/features/registry.ts), in order. Receive's own tests: features/receive/.
import { expect } from 'chai';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { TestWallet } from '../fixtures/test-wallet';
import { buttons, findButtonIn, query } from '../fixtures/dom';
import { connectWallet, createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

const featureNames = (element: HTMLElement) => {
  const nav = query(element, 'nav[aria-label="Account actions"]');
  return nav ? buttons(nav).map((button) => button.textContent?.trim()) : [];
};

describe('account features row', () => {
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
    await connect('history,receive,names,onramp');
    // Names has no view in this build yet: Activity (history), Receive and Buy (onramp) show, in the host's order.
    expect(featureNames(element)).to.deep.equal(['Activity', 'Receive', 'Buy']);
  });

  it('offers Swap on an EVM network', async () => {
    await connect('swaps,receive');
    expect(featureNames(element)).to.deep.equal(['Swap', 'Receive']);
  });

  it('shows no row when the host configured none of the built features', async () => {
    await connect('names');
    expect(query(element, 'nav[aria-label="Account actions"]')).to.equal(null);
    expect(findButtonIn(element, 'Receive')).to.equal(undefined);
  });
});

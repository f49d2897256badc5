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
    element = createWalletModal(
      { networks: 'eip155:31337,eip155:31338', ...(features === undefined ? {} : { features }) },
      { config: DEVNET_CONFIG },
    );
    await connectWallet(element, name);
  }

  beforeEach(() => freshPage());

  afterEach(() => element.remove());

  it('shows the host’s features in the host’s order', async () => {
    await connect('history,receive,names,onramp');
    expect(featureNames(element)).to.deep.equal(['Activity', 'Receive', 'Name', 'Buy']);
  });

  it('offers Swap on an EVM network', async () => {
    await connect('swaps,receive');
    expect(featureNames(element)).to.deep.equal(['Swap', 'Receive']);
  });

  it('offers Name (EVM only) on an EVM network, and only what the host configured', async () => {
    await connect('names');
    expect(featureNames(element)).to.deep.equal(['Name']);
    expect(findButtonIn(element, 'Receive')).to.equal(undefined);
  });
});

// The account features row: the host's `features` that this build has (the
// registry, src/react/features/registry.ts), in order. Receive's own tests: features/receive/.
import { expect } from 'chai';
import '../../src/element/index';
import { resetState } from '../../src/state/reset';
import { TestWallet } from '../fixtures/test-wallet';
import { buttons, findButtonIn, query, waitFor } from '../fixtures/dom';

const featureNames = (element: HTMLElement) => {
  const nav = query(element, 'nav[aria-label="Account actions"]');
  return nav ? buttons(nav).map((button) => button.textContent?.trim()) : [];
};

describe('account features row', () => {
  let element: HTMLElement & { open(): void };
  let count = 0;

  async function connect(features?: string) {
    const name = `Features Wallet ${(count += 1)}`;
    new TestWallet(name, `org.example.features${count}`).announce();
    element = document.createElement('wallet-modal') as typeof element;
    element.setAttribute('networks', 'eip155:31337,eip155:31338');
    if (features !== undefined) element.setAttribute('features', features);
    document.body.append(element);
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(`^${name}( Installed)?$`)), 'the wallet')).click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
  }

  beforeEach(() => {
    localStorage.clear();
    resetState();
  });

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
});

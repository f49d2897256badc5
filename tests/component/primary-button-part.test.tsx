// Every primary action is styleable by the host as `wallet-modal::part(primary-button)` (README,
// CSS parts): on every route, connected, and in the states a route shows only with data
// (the on-ramp's best quote, the phone pairing before its link has arrived).
import { expect } from 'chai';
import { act } from 'react';
import { VIEWS } from '../../src/react/router/views';
import { ProviderQuotes } from '../../src/react/features/onramp/ProviderQuotes';
import { PhonePairing } from '../../src/react/connect/walletconnect/PhonePairing';
import { ETH, testApi } from '../fixtures/api-ledger';
import { TestWallet } from '../fixtures/test-wallet';
import { accessibleName, findButtonIn, query, roots, waitFor } from '../fixtures/dom';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { useReactRoot } from '../fixtures/react-root';
import { createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

const PRIMARY = '.wm-button--primary';

/** The primary-styled buttons and links in `root` that a host's `::part(primary-button)` rule cannot reach. */
function withoutPart(root: ParentNode): string[] {
  return [...root.querySelectorAll(PRIMARY)]
    .filter((element) => !(element.getAttribute('part') ?? '').split(/\s+/).includes('primary-button'))
    .map((element) => `${element.localName} “${accessibleName(element)}”`);
}

describe('the primary-button part', () => {
  describe('on every route', () => {
    let element: WalletModal;
    let hostStyle: HTMLStyleElement;

    beforeEach(() => {
      freshPage();
      // The host page's own rule, as README shows it.
      hostStyle = document.createElement('style');
      hostStyle.textContent = 'wallet-modal::part(primary-button) { scroll-margin-top: 7px; }';
      document.head.append(hostStyle);
    });
    afterEach(() => {
      element.remove();
      hostStyle.remove();
    });

    it("reaches each route's primary buttons from the host page, connected", async () => {
      new TestWallet('Part Wallet', `org.example.part${Math.random()}`).announce();
      element = createWalletModal({ networks: 'eip155:31337' }, { config: DEVNET_CONFIG, append: false });
      element.setAttribute('api-url', await testApi({ balances: { 'eip155:31337': [ETH('1234500000000000000')] } }));
      document.body.append(element);
      element.open();
      (await waitFor(() => findButtonIn(element, /Part Wallet/), 'the wallet')).click();
      await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');

      const missed: string[] = [];
      const styled = new Set<string>();
      for (const view of Object.keys(VIEWS)) {
        element.open({ view });
        await waitFor(
          () =>
            query(element, 'h2')?.textContent && !query(element, '.wm-skeleton') && query(element, '.wm-dialog-body')?.childElementCount,
          `the ${view} view`,
        );
        await new Promise((resolve) => requestAnimationFrame(resolve));
        for (const root of roots(element)) {
          missed.push(...withoutPart(root).map((name) => `${view}: ${name}`));
          for (const primary of root.querySelectorAll(PRIMARY)) {
            if (getComputedStyle(primary).scrollMarginTop === '7px') styled.add(view);
            else missed.push(`${view}: ${accessibleName(primary)} not styled by the host's rule`);
          }
        }
      }
      expect(missed).to.deep.equal([]);
      // The walk met primary buttons (4 or 5 routes show one at once, depending on what has loaded), so it cannot pass empty.
      expect(styled.size, [...styled].join(', ')).to.be.at.least(3);
    });
  });

  describe('in states a route shows only with data', () => {
    const page = useReactRoot();

    it("the on-ramp's best quote: its Continue", () => {
      const asset = { id: 'ETH', symbol: 'ETH', name: 'Ether', network: 'devnet', networkName: 'Devnet A', caipNetworkId: 'eip155:31337' };
      const quotes = [
        { provider: 'coinbase', status: 'idle' },
        { provider: 'meld', status: 'idle' },
      ] as const;
      act(() => page.root.render(<ProviderQuotes quotes={quotes} asset={asset} currency="USD" lang="en" ready />));
      expect(page.container.querySelectorAll(PRIMARY).length).to.equal(1);
      expect(withoutPart(page.container)).to.deep.equal([]);
    });

    it('the phone pairing, before the link is ready: its Preparing placeholder', () => {
      act(() =>
        page.root.render(
          <PhonePairing
            wallet={{ id: 'phone', name: 'Phone Wallet', mobile_link: 'phonewallet://' }}
            uri={undefined}
            rejected={undefined}
          />,
        ),
      );
      expect(page.container.querySelectorAll(PRIMARY).length).to.equal(1);
      expect(withoutPart(page.container)).to.deep.equal([]);
    });
  });
});

// On-ramp's views (src/react/features/onramp/) in the real element, with a test wallet and the
// devnet's blockchain-service code behind a test ledger (its on-ramp routes: the devnet's options,
// with the SPEC §9 limits, and both providers' quotes): typed amounts are refused with the limit,
// the fiat list shows each method's limits, and the two quotes show side by side, better first.
// Options failing (the built-in limits) is tests/e2e/onramp.spec.ts, with the devnet's fault injection.
import { expect } from 'chai';
import { ETH, testApi } from '../../../fixtures/api-ledger';
import { unmarkedTexts } from '../../../fixtures/catalogue-strings';
import { DEVNET_CONFIG } from '../../../fixtures/devnet-networks';
import { findButtonIn, query, recordEvents, roots, textOf, waitFor } from '../../../fixtures/dom';
import { TestWallet } from '../../../fixtures/test-wallet';
import { createWalletModal, freshPage, type WalletModal } from '../../../fixtures/wallet-modal';

const CHAIN = 'eip155:31337';

describe('On-ramp', () => {
  let element: WalletModal;
  let events: ReturnType<typeof recordEvents>;
  let count = 0;

  const amountField = () => waitFor(() => query<HTMLInputElement>(element, '.wm-amount-input') ?? undefined, 'the amount field');
  async function type(value: string) {
    const field = await amountField();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const problem = () => query(element, '.wm-amount-field .wm-onramp-warning')?.textContent ?? '';
  const says = (text: string) =>
    waitFor(() => (problem() === text ? true : undefined), `“${text}”`).catch((error: Error) => {
      throw new Error(`${error.message}; the view shows: ${textOf(element)}`);
    });

  async function openBuy(lang = 'en') {
    const wallet = new TestWallet(`Buy Wallet ${(count += 1)}`, `org.example.buy${count}`).announce();
    const apiUrl = await testApi({ balances: { [CHAIN]: [ETH('1500000000000000000')] } });
    element = createWalletModal({ networks: CHAIN, 'api-url': apiUrl, features: 'onramp,send', lang }, { config: DEVNET_CONFIG });
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(wallet.info.name)), 'the wallet')).click();
    (await waitFor(() => findButtonIn(element, lang === 'en' ? 'Buy' : '⟦Buy⟧'), 'the Buy button')).click();
    await amountField();
  }

  beforeEach(() => {
    freshPage();
    events = recordEvents(['error', 'transaction']);
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it("names the network as the host does (“ETH on Devnet A”), not by the service's label for its chain id", async () => {
    await openBuy();
    const picker = await waitFor(() => findButtonIn(element, 'You buy: ETH Devnet A'), '“ETH, Devnet A”');
    expect(picker.querySelector('.wm-picker-detail')?.textContent?.trim(), 'the network under the symbol').to.equal('Devnet A');
    expect(textOf(element)).to.not.include('31337');
  });

  it('the card limits apply as the visitor types', async () => {
    await openBuy();
    expect(findButtonIn(element, /^You buy: ETH /)).to.not.equal(undefined);
    expect(textOf(element)).to.include('USD · Card');
    await type('9.99');
    await says('Minimum 10.00 USD');
    await type('7500.01');
    await says('Maximum 7,500.00 USD');
    await type('1.001');
    await says('Enter an amount with at most 2 decimals');
    await type('50');
    await says('');
    expect(events.of('transaction')).to.deep.equal([]);
  });

  it('paying in EUR by bank account, the limit is 25,000.00', async () => {
    await openBuy();
    findButtonIn(element, /^You pay with/)?.click();
    (await waitFor(() => findButtonIn(element, /^EUR · Bank account/), 'EUR by bank account')).click();
    await waitFor(() => findButtonIn(element, 'You pay with: EUR · Bank account'), 'the form again');
    await type('25000.01');
    await says('Maximum 25,000.00 EUR');
    await type('25000');
    await says('');
  });

  it('the fiat list shows each currency and method with its limits', async () => {
    await openBuy();
    findButtonIn(element, /^You pay with/)?.click();
    const list = await waitFor(() => query(element, 'ul[aria-label="You pay with"]'), 'the list');
    expect([...list.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal([
      'USD · Card10.00 – 7,500.00 USD',
      'USD · Bank account10.00 – 25,000.00 USD',
      'EUR · Card10.00 – 7,500.00 EUR',
      'EUR · Bank account10.00 – 25,000.00 EUR',
    ]);
    findButtonIn(element, 'Back')?.click();
    await amountField();
  });

  it("shows both providers' quotes side by side, by name, the one that delivers more first, each with Continue", async () => {
    await openBuy();
    await type('50');
    const cards = () => roots(element).flatMap((root) => [...root.querySelectorAll('.wm-onramp-quote')]);
    await waitFor(
      () => (cards().length === 2 && cards().every((card) => card.querySelector('dl')) ? true : undefined),
      'both quotes',
    ).catch((error: Error) => {
      throw new Error(`${error.message}; the view shows: ${textOf(element)}`);
    });
    expect(cards().map((card) => card.getAttribute('data-provider'))).to.deep.equal(['coinbase', 'meld']);
    expect(cards()[0]?.textContent).to.include('Best price');
    // Named as the providers write their names, never by the service's id.
    expect(cards().map((card) => card.querySelector('h3 span')?.textContent)).to.deep.equal(['Coinbase', 'Meld']);
    expect(cards().map((card) => card.querySelector('button')?.textContent)).to.deep.equal([
      'Continue with Coinbase',
      'Continue with Meld',
    ]);
    for (const card of cards()) {
      expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).to.deep.equal(['You get', 'Fees', 'Total']);
      expect(card.querySelector('button')?.getAttribute('aria-disabled')).to.equal(null);
    }
  });

  it('renders only catalogue strings', async () => {
    await openBuy('en-XA');
    expect(textOf(element)).to.include('⟦');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

// Swap's views (src/react/features/swap/) in the real element, with a test wallet and the devnet's
// blockchain-service code behind a test ledger: the features row (EVM only), a network the exchange
// does not trade on ("Network not supported for Swaps", an `error` event), and, over the test
// service's one-for-one exchange, a wallet that answers the swap past its prompt deadline.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { ETH, SOL, testApi, type Ledger, type LedgerEntry } from '../../../fixtures/api-ledger';
import { unmarkedTexts } from '../../../fixtures/catalogue-strings';
import { DEVNET_A, DEVNET_B, DEVNET_CONFIG } from '../../../fixtures/devnet-networks';
import { answerLate, outlivePromptDeadline, UNKNOWN_OUTCOME } from '../../../fixtures/late-wallet-answer';
import { findButton, findButtonIn, query, recordEvents, roots, textOf, waitFor } from '../../../fixtures/dom';
import { TestSolanaWallet } from '../../../fixtures/test-solana-wallet';
import { TestWallet } from '../../../fixtures/test-wallet';
import { createWalletModal, freshPage, type WalletModal } from '../../../fixtures/wallet-modal';

const CHAIN = 'eip155:31337';
const DUSDC: LedgerEntry = {
  name: 'Devnet USD Coin',
  symbol: 'dUSDC',
  decimals: 6,
  amount: '25000000',
  tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
};
const DDAI: LedgerEntry = { name: 'Devnet Dai', symbol: 'dDAI', decimals: 18, amount: '0', tokenAddress: `0x${'da'.repeat(20)}` };
const ROUTER = `0x${'7e'.repeat(20)}`;

describe('Swap', () => {
  let element: WalletModal;
  let events: ReturnType<typeof recordEvents>;
  let count = 0;

  const featureRow = () => query(element, 'nav[aria-label="Account actions"]');

  async function openSwap(lang = 'en') {
    const wallet = new TestWallet(`Swap Wallet ${(count += 1)}`, `org.example.swap${count}`).announce();
    const apiUrl = await testApi({ balances: { [CHAIN]: [ETH('1500000000000000000'), DUSDC] } });
    element = createWalletModal({ networks: CHAIN, 'api-url': apiUrl, features: 'swaps,send', lang }, { config: DEVNET_CONFIG });
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(wallet.info.name)), 'the wallet')).click();
    (await waitFor(() => findButtonIn(element, lang === 'en' ? 'Swap' : '⟦Swap⟧'), 'the Swap button')).click();
  }

  beforeEach(() => {
    freshPage();
    events = recordEvents(['error', 'transaction']);
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it('is offered on EVM and hidden on Solana', async () => {
    const solanaNetwork = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    const solanaWallet = new TestSolanaWallet(`Swap Solana ${(count += 1)}`).register();
    const apiUrl = await testApi({ balances: { [solanaNetwork]: [SOL('1500000000')] } });
    element = createWalletModal({ networks: solanaNetwork, 'api-url': apiUrl, features: 'swaps,send' });
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(solanaWallet.name)), 'the wallet')).click();
    await waitFor(() => findButtonIn(element, 'Send'), 'the features row');
    expect(findButtonIn(element, 'Swap'), 'no Swap on Solana').to.equal(undefined);
    expect(featureRow()?.textContent).to.equal('Send');
  });

  it('on a network its exchange does not trade, says so and fires error', async () => {
    // The test ledger's chains have no exchange: the service answers as the hosted one does for an unsupported network.
    await openSwap();
    const alert = await waitFor(() => query(element, '[role="alert"]'), 'the message');
    expect(alert.textContent).to.equal('Network not supported for Swaps');
    expect(events.of('error').at(-1)).to.include({ code: 'SwapNetworkUnsupportedError', view: 'Swap' });
    expect(events.of('transaction')).to.deep.equal([]);
    findButtonIn(element, 'Back')?.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account again');
  });

  it('a wallet that answers the swap after the prompt deadline: the outcome is unknown, and the late hash is followed', async () => {
    const wallet = new TestWallet(`Swap Wallet ${(count += 1)}`, `org.example.swap${count}`).announce();
    const ledger: Ledger = { balances: { [CHAIN]: [ETH('1500000000000000000'), DUSDC] }, swap: { router: ROUTER, tokens: [DUSDC, DDAI] } };
    const apiUrl = await testApi(ledger);
    const config = { networks: [{ ...DEVNET_A, rpcUrl: `${apiUrl}/rpc` }, DEVNET_B], swapRouters: { [CHAIN]: [ROUTER] } };
    element = createWalletModal({ networks: CHAIN, 'api-url': apiUrl, features: 'swaps,send' }, { config });
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(wallet.info.name)), 'the wallet')).click();
    (await waitFor(() => findButtonIn(element, 'Swap'), 'the Swap button')).click();
    for (const [side, symbol] of [
      ['You pay', 'ETH'],
      ['You receive', 'dUSDC'],
    ] as const) {
      (await waitFor(() => findButtonIn(element, new RegExp(`^${side}:`)), `the ${side} token`)).click();
      const list = await waitFor(() => query(element, `ul[aria-label="${side}"]`), `the ${side} list`);
      (await waitFor(() => findButton(list, new RegExp(symbol)), `${symbol} in the list`)).click();
      await waitFor(() => findButtonIn(element, `${side}: ${symbol}`), `${symbol} chosen`).catch((error: Error) => {
        throw new Error(`${error.message}; the view shows: ${textOf(element)}`);
      });
    }
    const amount = await waitFor(() => query<HTMLInputElement>(element, '.wm-amount-field input'), 'the amount');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(amount, '0.05');
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    (await waitFor(() => findButtonIn(element, 'Review swap'), 'the quote', 5_000)).click();
    const swapButton = await waitFor(() => findButtonIn(element, 'Swap'), 'the preview');
    // The test ledger's RPC cannot simulate: the visitor confirms the unchecked swap first.
    swapButton.click();
    const unchecked = await waitFor(() => query<HTMLInputElement>(element, '.wm-swap-confirm input'), 'the unchecked swap to confirm');
    unchecked.click();
    await waitFor(() => !swapButton.disabled || undefined, 'Swap enabled once confirmed');
    expect((await outlivePromptDeadline(element, wallet, swapButton)).textContent).to.equal(UNKNOWN_OUTCOME);
    expect(String(wallet.sentTransactions[0]?.to).toLowerCase()).to.equal(ROUTER);
    expect(findButtonIn(element, 'Retry'), 'Retry under the warning').to.not.equal(undefined);
    expect(events.of('transaction')).to.deep.equal([]);

    const { sent, pending } = await answerLate(wallet, events, apiUrl, ledger);
    expect(sent).to.include({ caipNetworkId: CHAIN, kind: 'swap' });
    expect(pending).to.include({ hash: sent.hash, status: 'pending', kind: 'swap' });
    expect(wallet.sentTransactions, 'nothing sent again').to.have.length(1);
  });

  for (const [lang, swap] of [
    ['en', 'Swap'],
    ['de', 'Tauschen'],
  ] as const) {
    it(`at 320 px the custom slippage's placeholder shows whole (${lang})`, async () => {
      await setViewport({ width: 320, height: 640 });
      try {
        const wallet = new TestWallet(`Swap Wallet ${(count += 1)}`, `org.example.swap${count}`).announce();
        const apiUrl = await testApi({
          balances: { [CHAIN]: [ETH('1500000000000000000'), DUSDC] },
          swap: { router: ROUTER, tokens: [DUSDC, DDAI] },
        });
        const config = { networks: [{ ...DEVNET_A, rpcUrl: `${apiUrl}/rpc` }, DEVNET_B], swapRouters: { [CHAIN]: [ROUTER] } };
        element = createWalletModal({ networks: CHAIN, 'api-url': apiUrl, features: 'swaps,send', lang }, { config });
        element.open();
        (await waitFor(() => findButtonIn(element, new RegExp(wallet.info.name)), 'the wallet')).click();
        (await waitFor(() => findButtonIn(element, swap), 'the Swap button')).click();
        const input = await waitFor(() => query<HTMLInputElement>(element, '.wm-swap-slippage input'), 'the custom slippage');
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        expect(input.placeholder).to.match(/\(%\)$/);
        expect(context.measureText(input.placeholder).width, input.placeholder).to.be.at.most(room);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('renders only catalogue strings', async () => {
    await openSwap('en-XA');
    await waitFor(() => query(element, '[role="alert"]'), 'the message');
    expect(textOf(element)).to.include('⟦');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

// Swap's views (src/react/features/swap/) in the real element, with a test wallet and the devnet's
// blockchain-service code behind a test ledger. So far: the features row (EVM only), and a network
// the exchange does not trade on ("Network not supported for Swaps", an `error` event). The quote,
// balance, fee, route and wallet-step messages need the test service's /v1/convert routes.
import { expect } from 'chai';
import { ETH, SOL, testApi, type LedgerEntry } from '../../../fixtures/api-ledger';
import { unmarkedTexts } from '../../../fixtures/catalogue-strings';
import { DEVNET_CONFIG } from '../../../fixtures/devnet-networks';
import { findButtonIn, query, recordEvents, roots, textOf, waitFor } from '../../../fixtures/dom';
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

  it('renders only catalogue strings', async () => {
    await openSwap('en-XA');
    await waitFor(() => query(element, '[role="alert"]'), 'the message');
    expect(textOf(element)).to.include('⟦');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

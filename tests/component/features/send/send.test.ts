// Send's form and preview (src/react/features/send/) in the real element, with a test wallet and
// the devnet's blockchain-service code behind a test ledger: every validation message, name
// resolution, the token list, and the wallet's answers (approve, reject and Retry, a malformed hash).
import { expect } from 'chai';
import { ETH, SOL, testApi, type Ledger, type LedgerEntry } from '../../../fixtures/api-ledger';
import { unmarkedTexts } from '../../../fixtures/catalogue-strings';
import { DEVNET_A, DEVNET_B, DEVNET_CONFIG } from '../../../fixtures/devnet-networks';
import { answerLate, outlivePromptDeadline, UNKNOWN_OUTCOME } from '../../../fixtures/late-wallet-answer';
import { findButtonIn, query, recordEvents, roots, textOf, waitFor } from '../../../fixtures/dom';
import { TestSolanaWallet, TEST_SOLANA_ACCOUNTS } from '../../../fixtures/test-solana-wallet';
import { TestWallet, TEST_ACCOUNTS } from '../../../fixtures/test-wallet';
import { createWalletModal, freshPage, type WalletModal } from '../../../fixtures/wallet-modal';

const CHAIN = 'eip155:31337';
const DUSDC_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const DUSDC: LedgerEntry = { name: 'Devnet USD Coin', symbol: 'dUSDC', decimals: 6, amount: '25000000', tokenAddress: DUSDC_ADDRESS };
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const CAROL = {
  name: 'carol.wallet-modal.eth',
  addresses: { 60: RECEIVER },
  attributes: { avatar: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E' },
};

describe('Send', () => {
  let element: WalletModal;
  let wallet: TestWallet;
  let events: ReturnType<typeof recordEvents>;
  let count = 0;

  const input = (label: string) =>
    waitFor(
      () =>
        roots(element)
          .flatMap((root) => [...root.querySelectorAll<HTMLInputElement>('input')])
          .find((node) => {
            const id = node.id;
            const byLabel = id
              ? roots(element).some((root) => root.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent === label)
              : false;
            return byLabel || node.placeholder === label;
          }),
      `the ${label} field`,
    );

  async function type(label: string, value: string) {
    const field = await input(label);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  const amountValue = () => query<HTMLInputElement>(element, '.wm-amount-field input')?.value;
  const submitButton = () => query<HTMLButtonElement>(element, '.wm-send > button[type="submit"]');
  const buttonSays = (label: string) =>
    waitFor(() => (submitButton()?.textContent === label ? submitButton() : undefined), `the button saying “${label}”`).catch(
      (error: Error) => {
        throw new Error(`${error.message}; the view shows: ${textOf(element)}`);
      },
    );

  /** Send opened on a connected wallet; the test service's URL. With `ledgerRpc`, Devnet A's RPC is the ledger's (receipts it lists). */
  async function openSend(
    ledger: Ledger = { balances: { [CHAIN]: [ETH('1500000000000000000'), DUSDC] }, names: [CAROL] },
    lang = 'en',
    { ledgerRpc = false } = {},
  ) {
    wallet = new TestWallet(`Send Wallet ${(count += 1)}`, `org.example.send${count}`).announce();
    const apiUrl = await testApi(ledger);
    const config = ledgerRpc ? { networks: [{ ...DEVNET_A, rpcUrl: `${apiUrl}/rpc` }, DEVNET_B] } : DEVNET_CONFIG;
    element = createWalletModal({ networks: CHAIN, 'api-url': apiUrl, features: 'send,receive', lang }, { config });
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(wallet.info.name)), 'the wallet')).click();
    (await waitFor(() => findButtonIn(element, lang === 'en' ? 'Send' : '⟦Send⟧'), 'the Send button')).click();
    return apiUrl;
  }

  beforeEach(() => {
    freshPage();
    events = recordEvents(['error', 'transaction']);
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it('says what the amount lacks, one message at a time, and stays disabled until it is right', async () => {
    await openSend();
    await waitFor(() => textOf(element).includes('Balance: 1.5 ETH') || undefined, 'the native coin chosen', 5_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}: ${textOf(element)}`);
      },
    );
    expect((await buttonSays('Enter an amount')).getAttribute('aria-disabled')).to.equal('true');
    const cases: [string, string][] = [
      ['abc', 'Amount is not a number'],
      ['-1', 'Amount can’t be negative'],
      ['0', 'Amount must be more than 0'],
      ['0.0000000000000000001', 'Too many decimals for this token'],
      ['2', 'Insufficient balance'],
      ['1'.repeat(101), 'Amount too long'],
      ['0.5', 'Enter a receiver'],
    ];
    for (const [amount, message] of cases) {
      await type('Amount', amount);
      const button = await buttonSays(message);
      expect(button.getAttribute('aria-disabled'), amount).to.equal(message === 'Preview Send' ? null : 'true');
    }
  });

  it('without a token to send, the button asks for one and the token list says there is none', async () => {
    await openSend({ balances: { 'eip155:1': [ETH('1')] } });
    await buttonSays('Choose a token');
    (await waitFor(() => findButtonIn(element, 'Token: Select token'), 'the token button')).click();
    await waitFor(() => textOf(element).includes('No tokens to send on this network') || undefined, 'the empty list');
  });

  it('says what the receiver lacks: not an address, a wrong checksum, another network’s address; warns about your own', async () => {
    await openSend();
    await type('Amount', '0.5');
    const cases: [string, string][] = [
      ['hello', 'Not an address or a name'],
      ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293Bc', 'Address checksum is wrong'],
      ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'Address of another network'],
      [RECEIVER.toLowerCase(), 'Preview Send'],
    ];
    for (const [receiver, message] of cases) {
      await type('To', receiver);
      await buttonSays(message);
    }
    await type('To', TEST_ACCOUNTS[0]!);
    await waitFor(() => textOf(element).includes('This is your own address') || undefined, 'the own-address warning');
    expect(submitButton()?.getAttribute('aria-disabled'), 'a warning, not a refusal').to.equal(null);
  });

  it('resolves a name to its address and avatar before it may continue; an unknown name says so and fires error', async () => {
    await openSend();
    await type('Amount', '0.5');
    await type('To', 'carol.wallet-modal.eth');
    await buttonSays('Resolving name…');
    await buttonSays('Preview Send');
    expect(textOf(element)).to.include(`Sends to${RECEIVER}`);
    expect(query(element, '.wm-send-resolved img')?.getAttribute('src')).to.equal(CAROL.attributes.avatar);
    await type('To', 'nobody.wallet-modal.eth');
    await buttonSays('Error resolving name. Check the name and try again.');
    expect(events.of('error').at(-1)).to.include({ code: 'NameResolutionError', view: 'WalletSend' });
  });

  it('lists the tokens (native first, with balance and USD value) and sends the chosen one; Max fills a token’s whole balance', async () => {
    await openSend();
    (await waitFor(() => findButtonIn(element, /Balance: 1\.5 ETH/), 'the token button')).click();
    const items = await waitFor(() => {
      const list = query(element, '.wm-send-tokens .wm-list');
      return list && list.children.length === 2 ? [...list.children].map((item) => item.textContent) : undefined;
    }, 'the token list');
    expect(items[0]).to.match(/Ether 1\.5 ETH\$4,500\.00$/);
    expect(items[1]).to.match(/Devnet USD Coin 25 dUSDC\$25\.00$/);
    findButtonIn(element, /Devnet USD Coin/)!.click();
    await waitFor(() => textOf(element).includes('Balance: 25 dUSDC') || undefined, 'dUSDC chosen, back on the form');
    findButtonIn(element, 'Max')!.click();
    await waitFor(() => (amountValue() === '25' ? true : undefined), 'Max filled');
    expect(textOf(element)).to.include('Worth about $25.00');
  });

  it('asks the wallet: a rejection offers Retry, and the retried send fires transaction and returns to Account', async () => {
    await openSend();
    (
      await waitFor(() => findButtonIn(element, /Balance: 1\.5 ETH/), 'the token button').catch((error: Error) => {
        throw new Error(`${error.message}; the view shows: ${textOf(element)}`);
      })
    ).click();
    (await waitFor(() => findButtonIn(element, /Devnet USD Coin/), 'dUSDC')).click();
    await type('Amount', '12.5');
    await type('To', RECEIVER);
    (await buttonSays('Preview Send')).click();
    await waitFor(() => textOf(element).includes('Network fee') || undefined, 'the preview');
    expect(textOf(element)).to.include('12.5 dUSDC').and.include(RECEIVER).and.include('Devnet A');
    wallet.mode = 'reject';
    findButtonIn(element, 'Send')!.click();
    await waitFor(() => query(element, '[role="alert"]')?.textContent?.includes('Transaction rejected') || undefined, 'the rejection');
    expect(events.of('error').some((detail) => detail.code === 'UserRejectedError' && detail.view === 'WalletSendPreview')).to.equal(true);
    wallet.mode = 'approve';
    findButtonIn(element, 'Retry')!.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after the send');
    const [sent] = wallet.sentTransactions;
    expect(sent).to.include({ from: TEST_ACCOUNTS[0], to: DUSDC_ADDRESS });
    // transfer(RECEIVER, 12.5 dUSDC): the selector, the receiver, 12_500_000 base units.
    expect(sent?.data).to.equal(
      `0xa9059cbb${RECEIVER.slice(2).toLowerCase().padStart(64, '0')}${(12_500_000).toString(16).padStart(64, '0')}`,
    );
    const transaction = await waitFor(() => events.of('transaction').at(-1), 'the transaction event');
    expect(transaction).to.include({ caipNetworkId: CHAIN, kind: 'send' });
    expect(transaction.hash).to.match(/^0x[0-9a-f]{64}$/);
  });

  it('refuses a wallet’s malformed hash with a message and an error event; nothing is reported as sent', async () => {
    await openSend();
    await type('Amount', '0.1');
    await type('To', RECEIVER);
    (await buttonSays('Preview Send')).click();
    wallet.sendAnswer = 'not-a-hash';
    (await waitFor(() => findButtonIn(element, 'Send'), 'the preview')).click();
    await waitFor(() => query(element, '[role="alert"]')?.textContent?.includes('Transaction failed') || undefined, 'the failure');
    expect(events.of('error').some((detail) => detail.code === 'InvalidWalletAnswerError')).to.equal(true);
    expect(textOf(element)).to.include('Your wallet sent an answer that cannot be used');
    expect(events.of('transaction')).to.deep.equal([]);
    findButtonIn(element, 'Edit')!.click();
    expect((await input('Amount')).value, 'Edit keeps the values').to.equal('0.1');
  });

  it('a wallet that answers after the prompt deadline: the outcome is unknown, Retry stays under that warning, and the late hash is followed', async () => {
    const ledger: Ledger = { balances: { [CHAIN]: [ETH('1500000000000000000')] } };
    const apiUrl = await openSend(ledger, 'en', { ledgerRpc: true });
    await type('Amount', '0.1');
    await type('To', RECEIVER);
    (await buttonSays('Preview Send')).click();
    const sendButton = await waitFor(() => findButtonIn(element, 'Send'), 'the preview');
    expect((await outlivePromptDeadline(element, wallet, sendButton)).textContent).to.equal(UNKNOWN_OUTCOME);
    expect(events.of('error').filter((detail) => detail.code === 'WalletTimeoutError')).to.have.length(1);
    expect(events.of('transaction')).to.deep.equal([]);
    // Edit and back: the warning is still above the button, which sends again only when pressed.
    findButtonIn(element, 'Edit')!.click();
    (await buttonSays('Preview Send')).click();
    await waitFor(() => findButtonIn(element, 'Retry'), 'Retry on the preview again');
    expect(query(element, '[role="alert"]')?.textContent).to.include('Outcome unknown');
    expect(wallet.sentTransactions).to.have.length(1);

    // The visitor confirms in the wallet after all: the hash is the host's, and Activity follows it on the chain.
    const { sent, pending } = await answerLate(wallet, events, apiUrl, ledger);
    expect(sent).to.include({ caipNetworkId: CHAIN, kind: 'send' });
    expect(pending).to.include({ hash: sent.hash, status: 'pending', kind: 'send', to: RECEIVER });
  });

  it('on Solana: a Solana address is taken as is, an EVM one is another network’s, and names are refused (EVM only)', async () => {
    const solanaNetwork = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    const solanaWallet = new TestSolanaWallet(`Send Solana ${(count += 1)}`).register();
    const apiUrl = await testApi({ balances: { [solanaNetwork]: [SOL('1500000000')] } });
    element = createWalletModal({ networks: solanaNetwork, 'api-url': apiUrl, features: 'send' });
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(solanaWallet.name)), 'the wallet')).click();
    (await waitFor(() => findButtonIn(element, 'Send'), 'the Send button')).click();
    await waitFor(() => textOf(element).includes('Balance: 1.5 SOL') || undefined, 'SOL chosen', 5_000);
    await type('Amount', '0.5');
    const cases: [string, string][] = [
      ['alice.wallet-modal.eth', 'Names work on EVM networks only'],
      [RECEIVER, 'Address of another network'],
      [TEST_SOLANA_ACCOUNTS[1]!, 'Preview Send'],
      ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAW0', 'Not an address or a name'],
    ];
    for (const [receiver, message] of cases) {
      await type('To', receiver);
      await buttonSays(message);
    }
  });

  it('renders only catalogue strings', async () => {
    await openSend(undefined, 'en-XA');
    await waitFor(() => textOf(element).includes('⟦Max⟧') || undefined, 'the form');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

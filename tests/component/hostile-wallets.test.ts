// Hostile wallets beside honest ones: announcements and Wallet Standard objects of the wrong shape,
// wallets that answer markup or `0x1zz`, two wallets claiming one identity, a wallet that never
// answers. The button renders, the honest wallets list and connect, nothing is left loading.
import { expect } from 'chai';
import { registerWallet } from '@wallet-standard/wallet';
import type { Wallet } from '@wallet-standard/base';
import { resetState } from '../../src/state/reset';
import { restoreSessions } from '../../src/state/connection/restore';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { installFakeClock } from '../fixtures/fake-clock';
import { findButtonIn, recordEvents, textOf, waitFor } from '../fixtures/dom';
import { TestSolanaWallet } from '../fixtures/test-solana-wallet';
import { TestWallet } from '../fixtures/test-wallet';
import { chooseWalletFromButton, createWalletModal, freshPage, walletEntry, type WalletModal } from '../fixtures/wallet-modal';

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
const uuid = () => crypto.randomUUID();

/** Announcements of every wrong shape; none of them may stop the element or the honest wallets. */
function announceHostileWallets(count: number) {
  const provider = { request: async () => ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] };
  announce({ info: { uuid: uuid(), name: 42, icon: '', rdns: `org.example.number${count}` }, provider });
  announce({
    get info(): never {
      throw new Error('getter');
    },
    provider,
  });
  announce(
    new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    ),
  );
  announce({ info: { uuid: uuid(), name: 'No Provider', icon: '', rdns: `org.example.none${count}` }, provider: {} });
  announce({ info: { uuid: uuid(), name: 'Fake WalletConnect', icon: '', rdns: 'walletConnect' }, provider });
  announce(null);
}

/** Wallet Standard objects of the wrong shape (registered as a page script would, unchecked). */
function registerHostileStandardWallets() {
  const base = { version: '1.0.0', name: 'Hostile Sol', icon: 'data:image/png;base64,AA==', accounts: [], features: {} };
  registerWallet({ ...base, chains: undefined } as unknown as Wallet);
  registerWallet(
    Object.defineProperty({ ...base }, 'chains', {
      get: () => {
        throw new Error('getter');
      },
    }) as unknown as Wallet,
  );
  registerWallet({ ...base, chains: ['solana:devnet'] } as unknown as Wallet);
}

/** A wallet answering `accounts` and `chainId` as given (markup, dot segments, `0x1zz`, `true`). */
function liar(name: string, rdns: string, answers: { accounts?: unknown; chainId?: unknown }) {
  const wallet = new TestWallet(name, rdns);
  const honest = wallet.request.bind(wallet);
  wallet.request = async (args) => {
    if (args.method === 'eth_requestAccounts' && 'accounts' in answers) return answers.accounts;
    if (args.method === 'eth_chainId' && 'chainId' in answers) return answers.chainId;
    return honest(args);
  };
  return wallet.announce();
}

describe('hostile wallets', () => {
  let element: WalletModal;
  let events: ReturnType<typeof recordEvents>;
  let count = 0;

  const createElement = () => {
    element = createWalletModal({ networks: `eip155:31337,${SOLANA_DEVNET}` }, { config: DEVNET_CONFIG });
  };

  /** A page reload: the state starts over, localStorage stays, the wallets stay installed. */
  function reload() {
    element.remove();
    resetState();
    createElement();
  }

  beforeEach(() => {
    freshPage();
    count += 1;
    events = recordEvents(['connect', 'error']);
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it('skips malformed announcements and Wallet Standard wallets: the button renders, the honest wallets list and connect', async () => {
    announceHostileWallets(count);
    registerHostileStandardWallets();
    const honest = new TestWallet(`Honest ${count}`, `org.example.honest${count}`).announce();
    const solana = new TestSolanaWallet(`Honest Sol ${count}`).register();
    createElement();
    await chooseWalletFromButton(element, honest.info.name);
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
    expect(element.state.status).to.equal('connected');
    element.open({ view: 'Connect', namespace: 'solana' });
    await waitFor(() => walletEntry(element, solana.name), 'the honest Solana wallet');
    for (const skipped of ['No Provider', 'Fake WalletConnect', 'Hostile Sol'])
      expect(walletEntry(element, skipped), skipped).to.equal(undefined);
    expect(events.of('error')).to.deep.equal([]);
  });

  it('refuses a connection whose accounts or chain id are hostile: a catalogue message and an error event, nothing connected', async () => {
    const payloads: { accounts?: unknown; chainId?: unknown }[] = [
      { accounts: ['..'] },
      { accounts: ['<img src=x onerror=alert(1)>'] },
      { accounts: 'not a list' },
      { accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', true] },
      { chainId: '0x1zz' },
      { chainId: true },
    ];
    createElement();
    for (const [index, answers] of payloads.entries()) {
      const wallet = liar(`Liar ${count}-${index}`, `org.example.liar${count}x${index}`, answers);
      if (!element.isOpen) element.open();
      (await waitFor(() => walletEntry(element, wallet.info.name), wallet.info.name)).click();
      await waitFor(
        () => textOf(element).includes('Your wallet sent an answer that cannot be used') || undefined,
        `the message for ${JSON.stringify(answers)}`,
      );
      expect(events.of('error').at(-1), JSON.stringify(answers)).to.include({ code: 'InvalidWalletAnswerError' });
      expect(element.state.status).to.equal('disconnected');
      expect(events.of('connect')).to.deep.equal([]);
      element.close();
    }
  });

  it("ignores a connected wallet's hostile events and reports them; an honest event still applies", async () => {
    const wallet = new TestWallet(`Eventful ${count}`, `org.example.eventful${count}`).announce();
    createElement();
    await chooseWalletFromButton(element, wallet.info.name);
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
    // The wallet's events reach the page once it follows them (that code loads a little after the connection).
    await waitFor(() => wallet.listenerCount('accountsChanged') > 0, 'the page following the wallet');
    for (const accounts of [['..'], ['<b>x</b>'], 'x', [42]]) wallet.emit('accountsChanged', accounts);
    for (const chainId of ['0x1zz', true, '1e3']) wallet.emit('chainChanged', chainId);
    await waitFor(() => events.of('error').length === 7 || undefined, 'seven error events');
    expect(new Set(events.of('error').map((error) => error.code))).to.deep.equal(new Set(['InvalidWalletAnswerError']));
    expect(element.state).to.include({ status: 'connected', address: wallet.accounts[0] });
    expect(element.state.network?.caipNetworkId).to.equal('eip155:31337');
    wallet.emit('accountsChanged', [wallet.accounts[1]]);
    await waitFor(() => element.state.address === wallet.accounts[1] || undefined, 'the honest account change');
  });

  it('two wallets announcing one rdns keep distinct ids; the stored session is not handed to either without asking', async () => {
    const rdns = `org.example.twin${count}`;
    const first = new TestWallet(`Twin ${count}`, rdns).announce();
    createElement();
    await chooseWalletFromButton(element, first.info.name);
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
    const [connect] = await waitFor(() => events.of('connect').length > 0 && events.of('connect'), 'connect');
    expect(connect?.connector).to.deep.include({ id: rdns });
    const impostor = new TestWallet(`Impostor ${count}`, rdns).announce();
    impostor.authorized = true;
    first.calls.length = 0;
    reload();
    await restoreSessions();
    expect(first.calls).not.to.include('eth_accounts');
    expect(impostor.calls).not.to.include('eth_accounts');
    expect(element.state.status).to.equal('disconnected');
    expect(events.of('error').at(-1)).to.include({ code: 'WalletIdentityConflictError' });
    element.open();
    await waitFor(() => textOf(element).includes('Two wallets here claim the same name') || undefined, 'the notice on Connect');
    expect(walletEntry(element, first.info.name)).to.be.instanceOf(HTMLButtonElement);
    expect(walletEntry(element, impostor.info.name)).to.be.instanceOf(HTMLButtonElement);
  });

  it('a wallet that never answers the restore: after the deadline the button says Connect Wallet, with a message and an error event', async () => {
    const wallet = new TestWallet(`Silent ${count}`, `org.example.silent${count}`).announce();
    createElement();
    await chooseWalletFromButton(element, wallet.info.name);
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
    const honest = wallet.request.bind(wallet);
    wallet.request = async (args) => {
      if (args.method !== 'eth_accounts') return honest(args);
      wallet.calls.push(args.method);
      return new Promise(() => undefined);
    };
    const clock = installFakeClock();
    try {
      reload();
      await waitFor(() => wallet.calls.includes('eth_accounts') || undefined, 'the silent check');
      expect(element.state.status).to.equal('reconnecting');
      clock.tick(15_000);
      await waitFor(() => findButtonIn(element, 'Connect Wallet'), 'Connect Wallet after the deadline');
      expect(events.of('error').at(-1)).to.include({ code: 'WalletTimeoutError' });
      element.open();
      await waitFor(() => textOf(element).includes('Your wallet did not answer') || undefined, 'the message on Connect');
    } finally {
      clock.uninstall();
    }
  });
});

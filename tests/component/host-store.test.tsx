// A host's view of the page's store, through a real connection (an EIP-6963 wallet chosen in the modal):
// `el.store` and the package's named `store` export, and `wallet-modal/react`'s hooks and <WalletModal>.
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { store } from '../../src/element';
import { useWalletAccount, useWalletEvent, useWalletModal, useWalletNetwork, useWalletProvider, WalletModal } from '../../src/hosts/react';
import { ETH, testApi } from '../fixtures/api-ledger';
import { findButton, waitFor } from '../fixtures/dom';
import { TestWallet, TEST_ACCOUNTS } from '../fixtures/test-wallet';
import { connectWallet, createWalletModal, freshPage, type WalletModal as WalletModalElement } from '../fixtures/wallet-modal';

const [ALICE = ''] = TEST_ACCOUNTS;
const CONFIG = { features: ['receive' as const, 'send' as const] };
let walletCount = 0;

/** A wallet of its own for each test (wallets announced by earlier tests stay on the page, as they would). */
function announceWallet(): TestWallet {
  walletCount += 1;
  return new TestWallet(`Store Wallet ${walletCount}`, `org.example.store${walletCount}`).announce();
}

async function balancesApi(wallet: TestWallet) {
  const balances = [ETH(String(wallet.balanceWei))];
  return testApi({ balances: { 'eip155:31337': balances, 'eip155:31338': balances } });
}

describe('the page store, read by a host', () => {
  let element: WalletModalElement & { store: typeof store };
  let wallet: TestWallet;

  beforeEach(async () => {
    freshPage();
    wallet = announceWallet();
    element = createWalletModal({ networks: 'eip155:31337,eip155:31338', 'api-url': await balancesApi(wallet) }) as typeof element;
  });

  afterEach(() => element.remove());

  it('el.store is the named export, and its snapshot follows a connect, a wallet switch and a disconnect as el.state does', async () => {
    expect(element.store).to.equal(store);
    const before = store.getSnapshot();
    const told: unknown[] = [];
    const stop = store.subscribe(() => told.push(store.getSnapshot()));
    try {
      await connectWallet(element, wallet.info.name);
      const connected = await waitFor(() => store.getSnapshot().balance && store.getSnapshot(), 'the balance');
      expect(connected).not.to.equal(before);
      expect(connected).to.deep.include({ namespace: 'eip155', status: 'connected', address: ALICE, caipAddress: `eip155:31337:${ALICE}` });
      expect(connected.network).to.deep.include({ caipNetworkId: 'eip155:31337', chainId: 31337 });
      expect(connected.connector).to.deep.include({ name: wallet.info.name, type: 'announced' });
      expect(connected.balance).to.deep.include({ value: String(wallet.balanceWei), symbol: 'ETH' });
      expect(connected.embedded).to.equal(undefined);
      expect(connected.modal).to.deep.equal({ open: true, view: 'Account' });
      expect(element.state).to.deep.equal({
        status: 'connected',
        address: ALICE,
        caipAddress: `eip155:31337:${ALICE}`,
        network: { caipNetworkId: 'eip155:31337', name: connected.network?.name },
        balance: String(wallet.balanceWei),
        signIn: { status: 'signed-out' },
      });
      expect(store.getProvider('eip155')).to.equal(element.getProvider('eip155'));
      expect(told.at(-1)).to.equal(store.getSnapshot());

      wallet.switchChain(31338);
      await waitFor(() => store.getSnapshot().network?.chainId === 31338, 'the new chain');
      expect(store.getSnapshot().caipAddress).to.equal(`eip155:31338:${ALICE}`);

      await element.disconnect();
      expect(store.getSnapshot()).to.deep.include({ status: 'disconnected', address: undefined, connector: undefined });
      expect(Object.isFrozen(store.getSnapshot())).to.equal(true);
    } finally {
      stop();
    }
  });
});

describe('wallet-modal/react', () => {
  let container: HTMLElement;
  let root: Root;
  let wallet: TestWallet;

  beforeEach(() => {
    freshPage();
    wallet = announceWallet();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
  });

  function Host({ apiUrl, heard }: { apiUrl: string; heard: string[] }) {
    const { isOpen, view, open } = useWalletModal();
    const account = useWalletAccount();
    const solana = useWalletAccount('solana');
    const { chainId, switchNetwork } = useWalletNetwork();
    const provider = useWalletProvider('eip155');
    useWalletEvent('networkchange', (event) => heard.push(`networkchange ${event.detail.caipNetworkId}`));
    return (
      <>
        <WalletModal
          networks={['eip155:31337', 'eip155:31338']}
          apiUrl={apiUrl}
          noButton
          config={CONFIG}
          onConnect={(event) => heard.push(`connect ${event.detail.address}`)}
        />
        <output data-testid="host">
          {[
            isOpen ? `open on ${view}` : 'closed',
            account.status,
            account.address ?? '-',
            chainId,
            solana.status,
            provider ? 'provider' : 'none',
          ].join(' | ')}
        </output>
        <button onClick={() => open()}>Host opens</button>
        <button onClick={() => void switchNetwork('eip155:31338')}>Host switches</button>
      </>
    );
  }

  const hostText = () => container.querySelector('output')?.textContent ?? '';

  it('the hooks follow the store: the modal opens, a wallet connects, the network switches; <WalletModal> sets attributes and hears connect', async () => {
    const heard: string[] = [];
    const apiUrl = await balancesApi(wallet);
    root.render(<Host apiUrl={apiUrl} heard={heard} />);
    const element = await waitFor(() => container.querySelector<WalletModalElement>('wallet-modal'), 'the element');
    expect(element.getAttribute('networks')).to.equal('eip155:31337,eip155:31338');
    expect(element.hasAttribute('no-button')).to.equal(true);
    expect(element.config, 'config, as a property').to.deep.include(CONFIG);
    // The host re-renders once the store has told it of the element's networks (a microtask later; later on a busy machine).
    await waitFor(
      () => hostText() === 'closed | disconnected | - | 31337 | disconnected | none',
      () => `the host on 31337, showing ${hostText()}`,
    );

    findButton(container, 'Host opens')?.click();
    await waitFor(() => hostText().startsWith('open on Connect'), 'the host seeing the modal open');

    await connectWallet(element, wallet.info.name);
    await waitFor(() => hostText() === `open on Account | connected | ${ALICE} | 31337 | disconnected | provider`, 'the connected host');
    await waitFor(() => heard.includes(`connect ${ALICE}`), 'onConnect');

    findButton(container, 'Host switches')?.click();
    await waitFor(() => hostText().includes(' | 31338 | '), 'the switched network');
    await waitFor(() => heard.includes('networkchange eip155:31338'), 'useWalletEvent');
    await element.disconnect();
    await waitFor(() => hostText().includes(' | disconnected | - | '), 'the disconnected host');
  });
});

// `wallet-modal/vue` and `wallet-modal/svelte` as a host uses them, through a real connection (an EIP-6963 wallet
// chosen in the modal): a Vue component's composables and Svelte's readable stores follow the page's store; a
// disposed scope or a store's last unsubscribe stops following it; a Svelte store is told only of its own part.
import { expect } from 'chai';
import { createApp, defineComponent, effectScope, h } from 'vue';
import { get } from 'svelte/store';
import { store } from '../../src/element';
import { useWalletAccount, useWalletModal, useWalletModalSnapshot, useWalletNetwork } from '../../src/hosts/vue';
import { walletAccount, walletModal, walletNetwork } from '../../src/hosts/svelte';
import { findButton, waitFor } from '../fixtures/dom';
import { TestWallet, TEST_ACCOUNTS } from '../fixtures/test-wallet';
import { connectWallet, createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

const [ALICE = ''] = TEST_ACCOUNTS;
let walletCount = 0;

/** Lets the store tell its listeners (a microtask after a change) and Vue re-render. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('wallet-modal/vue and wallet-modal/svelte', () => {
  let element: WalletModal;
  let wallet: TestWallet;

  beforeEach(() => {
    freshPage();
    walletCount += 1;
    wallet = new TestWallet(`Host Wallet ${walletCount}`, `org.example.hosts${walletCount}`).announce();
    element = createWalletModal({ networks: 'eip155:31337,eip155:31338', 'no-button': '' });
  });

  afterEach(() => element.remove());

  it("a Vue component's composables follow the modal, a connect, a network switch and a disconnect", async () => {
    const Host = defineComponent({
      setup() {
        const { isOpen, view, open } = useWalletModal();
        const { status, address } = useWalletAccount();
        const solana = useWalletAccount('solana');
        const { chainId, switchNetwork } = useWalletNetwork();
        return () => [
          h(
            'output',
            [
              isOpen.value ? `open on ${view.value}` : 'closed',
              status.value,
              address.value ?? '-',
              chainId.value,
              solana.status.value,
            ].join(' | '),
          ),
          h('button', { onClick: () => open() }, 'Host opens'),
          h('button', { onClick: () => void switchNetwork('eip155:31338') }, 'Host switches'),
        ];
      },
    });
    const container = document.body.appendChild(document.createElement('div'));
    const app = createApp(Host);
    app.mount(container);
    const hostText = () => container.querySelector('output')?.textContent ?? '';
    try {
      await waitFor(
        () => hostText() === 'closed | disconnected | - | 31337 | disconnected',
        () => `the host on 31337, showing ${hostText()}`,
      );
      findButton(container, 'Host opens')?.click();
      await waitFor(() => hostText().startsWith('open on Connect'), 'the host seeing the modal open');
      await connectWallet(element, wallet.info.name);
      await waitFor(
        () => hostText() === `open on Account | connected | ${ALICE} | 31337 | disconnected`,
        () => `connected: ${hostText()}`,
      );
      findButton(container, 'Host switches')?.click();
      await waitFor(
        () => hostText().endsWith(` | ${ALICE} | 31338 | disconnected`),
        () => `switched: ${hostText()}`,
      );
      await element.disconnect();
      await waitFor(
        () => hostText().includes(' | disconnected | - | '),
        () => `disconnected: ${hostText()}`,
      );
    } finally {
      app.unmount();
      container.remove();
    }
  });

  it("a Vue scope's refs stop following the store once the scope is disposed", async () => {
    const scope = effectScope();
    const { snapshot, isOpen } = scope.run(() => ({ snapshot: useWalletModalSnapshot(), isOpen: useWalletModal().isOpen }))!;
    store.open();
    await waitFor(() => isOpen.value, 'the ref seeing the modal open');
    expect(snapshot.value).to.equal(store.getSnapshot());
    scope.stop();
    store.close();
    await waitFor(() => !store.getSnapshot().modal.open, 'the modal closed');
    await settle();
    expect(snapshot.value.modal.open, 'the disposed scope no longer follows').to.equal(true);
  });

  it('Svelte stores follow the store, each told only when its own part changes, until their last unsubscribe', async () => {
    const accounts: (string | undefined)[] = [];
    const chains: (number | undefined)[] = [];
    const modals: string[] = [];
    const stops = [
      walletAccount().subscribe((account) => accounts.push(account.address)),
      walletNetwork('eip155').subscribe((network) => chains.push(network.chainId)),
      walletModal.subscribe(({ isOpen, view }) => modals.push(isOpen ? `open on ${view}` : 'closed')),
    ];
    expect(walletAccount()).to.equal(walletAccount(), 'one store per namespace');
    try {
      await waitFor(() => chains.at(-1) === 31337, 'the element’s network');
      walletModal.open();
      await connectWallet(element, wallet.info.name);
      await waitFor(() => accounts.at(-1) === ALICE, 'the connected account');
      expect(get(walletAccount('eip155'))).to.include({ status: 'connected', address: ALICE });
      walletModal.close();
      await waitFor(() => modals.at(-1) === 'closed', 'the modal closed');

      const modalsBefore = modals.length;
      await walletNetwork().switchNetwork('eip155:31338');
      await waitFor(() => chains.at(-1) === 31338, 'the switched network');
      await settle();
      expect(modals.length, 'the modal store is not told of a network change').to.equal(modalsBefore);
      expect(new Set(accounts.filter(Boolean))).to.deep.equal(new Set([ALICE]));
    } finally {
      stops.forEach((stop) => stop());
    }
    const heard = accounts.length;
    await element.disconnect();
    await settle();
    expect(accounts.length, 'unsubscribed: not told of the disconnect').to.equal(heard);
    expect(get(walletAccount()).status).to.equal('disconnected');
  });
});

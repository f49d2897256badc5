// The wagmi connector against the real element and store, with wagmi 3 and wagmi 2 (`@wagmi/core`
// and its npm alias `wagmi-core-2`), as a host's wagmi app uses it: connect opens the modal and
// resolves once the visitor picks a wallet; closing the modal is a rejection; the wallet's account
// and chain changes reach wagmi in the same task they reach the modal; switchChain in wagmi moves
// the modal; disconnect in either ends both; a reload reconnects with no prompt; a transaction wagmi
// sends through it is followed by the modal (a toast, a `transaction` event), once.
import { expect } from 'chai';
import * as wagmi3 from '@wagmi/core';
import * as wagmi2 from 'wagmi-core-2';
import { http, type Chain } from 'viem';
import { walletModal } from '../../src/hosts/wagmi';
import { store } from '../../src/element';
import { resetState } from '../../src/state/reset';
import { queryAll, recordEvents, waitFor } from '../fixtures/dom';
import { TestWallet, TEST_ACCOUNTS } from '../fixtures/test-wallet';
import { createWalletModal, freshPage, walletEntry, type WalletModal } from '../fixtures/wallet-modal';

const chain = (id: number): Chain => ({
  id,
  name: `Devnet ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`${location.origin}/__no-rpc/${id}`] } },
});
const CHAINS = [chain(31337), chain(31338)] as const;

for (const [major, core] of [
  ['3', wagmi3],
  ['2', wagmi2 as unknown as typeof wagmi3],
] as const) {
  describe(`the wagmi connector with wagmi ${major}`, () => {
    let element: WalletModal;
    let wallet: TestWallet;
    let walletName: string;
    let count = 0;

    const newConfig = () =>
      core.createConfig({
        chains: CHAINS,
        connectors: [walletModal()],
        transports: { 31337: http(CHAINS[0].rpcUrls.default.http[0]), 31338: http(CHAINS[1].rpcUrls.default.http[0]) },
        storage: core.createStorage({ storage: localStorage, key: `wagmi${major}` }),
      });

    beforeEach(() => {
      freshPage();
      walletName = `Wagmi ${major} Wallet ${(count += 1)}`;
      wallet = new TestWallet(walletName, `org.example.wagmi${major}.${count}`).announce();
      element = createWalletModal({ networks: 'eip155:31337,eip155:31338' });
    });

    afterEach(() => element.remove());

    /** wagmi's connect, answered by the visitor choosing the wallet in the modal it opened. */
    async function connectThroughModal(config: ReturnType<typeof newConfig>) {
      const connecting = core.connect(config, { connector: config.connectors[0]! });
      (await waitFor(() => walletEntry(element, walletName), walletName)).click();
      return connecting;
    }

    it('connect opens the modal and resolves with the account the visitor connected; closing it is a rejection', async () => {
      const config = newConfig();
      const refused = core.connect(config, { connector: config.connectors[0]! }).catch((error: unknown) => error);
      await waitFor(() => element.isOpen, 'the modal open');
      element.close();
      expect((await refused) as Error).to.have.property('name', 'UserRejectedRequestError');

      const result = await connectThroughModal(config);
      expect(result.accounts).to.deep.equal([TEST_ACCOUNTS[0]]);
      expect(result.chainId).to.equal(31337);
      expect(core.getAccount(config)).to.deep.include({ status: 'connected', address: TEST_ACCOUNTS[0], chainId: 31337 });
      expect(store.getSnapshot().eip155.address).to.equal(TEST_ACCOUNTS[0]);
      // The provider wagmi signs with is the connected wallet's.
      const client = await core.getConnectorClient(config);
      expect(client.account.address).to.equal(TEST_ACCOUNTS[0]);
      expect(((await client.request({ method: 'eth_accounts' })) as string[])[0]).to.equal(TEST_ACCOUNTS[0]);
      expect(wallet.calls).to.include('eth_accounts');
    });

    it('the wallet switching account or chain reaches wagmi with the modal; switchChain in wagmi moves the modal', async () => {
      const config = newConfig();
      await connectThroughModal(config);
      const seen: string[] = [];
      const stop = core.watchAccount(config, {
        onChange: (account) => {
          // Whenever wagmi hears of a change, the modal already shows the same account and chain.
          const evm = store.getSnapshot().eip155;
          seen.push(`${account.address}@${account.chainId} modal ${evm.address}@${evm.network?.chainId}`);
        },
      });
      wallet.accounts = [TEST_ACCOUNTS[1]!, TEST_ACCOUNTS[0]!];
      wallet.emit('accountsChanged', wallet.accounts);
      await waitFor(() => core.getAccount(config).address === TEST_ACCOUNTS[1], 'wagmi on the second account');
      await core.switchChain(config, { chainId: 31338 });
      expect(store.getSnapshot().eip155.network?.chainId).to.equal(31338);
      expect(core.getAccount(config).chainId).to.equal(31338);
      stop();
      for (const line of seen) {
        const [wagmiSide, modalSide] = line.split(' modal ');
        expect(wagmiSide, line).to.equal(modalSide);
      }
    });

    it('a transaction wagmi sends is followed by the modal (a toast, a pending transaction event), once; the wallet’s own provider adds nothing', async () => {
      const config = newConfig();
      await connectThroughModal(config);
      element.close();
      const events = recordEvents(['transaction']);
      try {
        const hash = await core.sendTransaction(config, { to: TEST_ACCOUNTS[1] as `0x${string}`, value: 1n, gas: 21_000n });
        await waitFor(() => queryAll(element, '[part="toast"]').length === 1, 'a toast for wagmi’s send');
        expect(queryAll(element, '[part="toast"]')[0]!.dataset.status).to.equal('pending');
        expect(events.of('transaction')).to.deep.equal([{ hash, caipNetworkId: 'eip155:31337', kind: 'contract', status: 'pending' }]);
        // The host adds it as well, by habit: still one.
        store.addTransaction({ hash, caipNetworkId: 'eip155:31337' });
        // What the modal's own flows sign with: the wallet's provider, not wagmi's wrapper; a send through it is not
        // added. wagmi's next send is, after it: the events then name wagmi's two alone.
        const provider = store.getProvider('eip155') as { request(args: { method: string; params: unknown[] }): Promise<unknown> };
        await provider.request({ method: 'eth_sendTransaction', params: [{ from: TEST_ACCOUNTS[0], to: TEST_ACCOUNTS[1], value: '0x1' }] });
        const next = await core.sendTransaction(config, { to: TEST_ACCOUNTS[1] as `0x${string}`, value: 2n, gas: 21_000n });
        await waitFor(() => events.of('transaction').length >= 2, 'the second send’s event');
        expect(wallet.sentTransactions).to.have.length(3);
        expect(events.of('transaction').map((event) => event.hash)).to.deep.equal([hash, next]);
        expect(queryAll(element, '[part="toast"]')).to.have.length(2);
      } finally {
        events.stop();
      }
    });

    it('disconnect in wagmi ends the modal session, and the reverse; a reload reconnects with no prompt', async () => {
      const config = newConfig();
      await connectThroughModal(config);
      await core.disconnect(config);
      await waitFor(() => store.getSnapshot().eip155.status === 'disconnected', 'the modal disconnected');

      await connectThroughModal(config);
      await element.disconnect('eip155');
      await waitFor(() => core.getAccount(config).status === 'disconnected', 'wagmi disconnected');

      await connectThroughModal(config);
      // A reload: the page's state starts over, localStorage stays, the wallet stays installed; the element restores, wagmi reconnects.
      element.remove();
      resetState();
      element = createWalletModal({ networks: 'eip155:31337,eip155:31338' });
      const again = newConfig();
      await core.reconnect(again);
      await waitFor(() => core.getAccount(again).status === 'connected', 'wagmi reconnected');
      expect(wallet.calls.filter((call) => call === 'eth_requestAccounts')).to.have.length(3);
    });
  });
}

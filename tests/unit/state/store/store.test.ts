// The page's store: useSyncExternalStore's contract (the same frozen snapshot until something it holds
// changes, listeners told after a change), the actions, and what a snapshot holds after each of them.
import { expect } from 'chai';
import { accountState, authState, signInState } from '../../../../src/state/account';
import { applyAttributeSettings } from '../../../../src/state/configure';
import { completeConnection, registerConnector, type ConnectedAccount, type Connector } from '../../../../src/state/connection';
import { modalState } from '../../../../src/state/router';
import { resetState } from '../../../../src/state/reset';
import { store, type WalletModalSnapshot } from '../../../../src/state/store';
import { TEST_ACCOUNTS } from '../../../fixtures/test-wallet';
import { waitFor } from '../../../fixtures/dom';

const [ALICE = ''] = TEST_ACCOUNTS;
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

/** An embedded (auth) connector, registered: it switches where it is asked and ends when told. */
function embeddedConnector(): Connector {
  const connector: Connector = {
    id: 'embedded',
    name: 'Email',
    type: 'auth',
    kind: 'auth',
    namespaces: ['eip155'],
    switchPrompts: false,
    connect: async () => [],
    restore: async () => [],
    disconnect: async () => undefined,
    switchNetwork: async (network) => network.caipNetworkId,
    acceptedNetworks: () => undefined,
    provider: () => undefined,
    watch: () => () => undefined,
  };
  registerConnector(connector);
  return connector;
}

const onEvm: ConnectedAccount = { namespace: 'eip155', address: ALICE, caipNetworkId: 'eip155:31337' };

/** Resolves after valtio's batched notifications and the store's own microtask. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function isDeeplyFrozen(value: unknown): boolean {
  if (!value || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeeplyFrozen);
}

describe('store', () => {
  let calls: WalletModalSnapshot[];
  let stops: (() => void)[];

  beforeEach(() => {
    localStorage.clear();
    resetState();
    applyAttributeSettings({ networks: `eip155:31337,eip155:31338,${SOLANA_DEVNET}` });
    calls = [];
    stops = [store.subscribe(() => calls.push(store.getSnapshot()))];
  });

  afterEach(() => stops.forEach((stop) => stop()));

  it('is the same frozen snapshot until something it holds changes', async () => {
    const first = store.getSnapshot();
    expect(store.getSnapshot()).to.equal(first);
    expect(isDeeplyFrozen(first)).to.equal(true);
    expect(() => Object.assign(first, { status: 'connected' })).to.throw(TypeError);
    expect(() => Object.assign(first.modal, { open: true })).to.throw(TypeError);
    // What the snapshot does not hold (the modal's shake, a profile name) changes nothing.
    modalState.shake = true;
    accountState.byNamespace.eip155.profileName = 'alice.eth';
    await settled();
    expect(store.getSnapshot()).to.equal(first);
    expect(calls).to.deep.equal([]);
    expect(first).to.deep.include({ namespace: 'eip155', status: 'disconnected', modal: { open: false, view: undefined } });
    expect(first.network).to.deep.equal({ caipNetworkId: 'eip155:31337', name: first.network?.name, chainId: 31337 });
  });

  it('a connect, a network switch, open, close and a disconnect each give a new snapshot, at once and to the listeners', async () => {
    const before = store.getSnapshot();
    authState.user = { provider: 'email', email: 'visitor@example.com' };
    completeConnection(embeddedConnector(), [onEvm]);
    const connected = store.getSnapshot();
    expect(connected, 'read right after the action').not.to.equal(before);
    expect(connected).to.deep.include({ status: 'connected', address: ALICE, caipAddress: `eip155:31337:${ALICE}` });
    expect(connected.connector).to.deep.equal({ id: 'embedded', name: 'Email', type: 'auth' });
    expect(connected.embedded).to.deep.equal({ provider: 'email', email: 'visitor@example.com', accountType: 'smartAccount' });
    expect(connected.eip155).to.deep.equal({ ...connected.eip155, status: 'connected', address: ALICE });
    expect(connected.solana, 'an unchanged namespace keeps its object').to.equal(before.solana);
    await settled();
    expect(calls.at(-1)).to.equal(connected);

    await store.switchNetwork('eip155:31338');
    const switched = store.getSnapshot();
    expect(switched).not.to.equal(connected);
    expect(switched.network).to.deep.include({ caipNetworkId: 'eip155:31338', chainId: 31338 });
    expect(switched.caipAddress).to.equal(`eip155:31338:${ALICE}`);

    store.open();
    const opened = store.getSnapshot();
    expect(opened.modal).to.deep.equal({ open: true, view: 'Account' });
    store.close();
    expect(store.getSnapshot().modal).to.deep.equal({ open: false, view: undefined });

    await store.disconnect();
    const disconnected = store.getSnapshot();
    expect(disconnected).to.deep.include({ status: 'disconnected', address: undefined, connector: undefined, embedded: undefined });
    await settled();
    expect(calls.at(-1)).to.equal(disconnected);
    expect(new Set(calls).size, 'each call a new snapshot').to.equal(calls.length);
  });

  it('tells each listener once per batch of changes, and no more after its unsubscribe', async () => {
    const second: WalletModalSnapshot[] = [];
    const stop = store.subscribe(() => second.push(store.getSnapshot()));
    store.open({ view: 'Networks' });
    store.close();
    store.open({ view: 'Networks' });
    expect(calls, 'not inside the action').to.deep.equal([]);
    await settled();
    expect(calls).to.have.length(1);
    expect(second).to.deep.equal(calls);
    expect(calls[0]?.modal).to.deep.equal({ open: true, view: 'Networks' });
    stop();
    store.close();
    await settled();
    expect(calls).to.have.length(2);
    expect(second).to.have.length(1);
  });

  it('a listener that throws is reported, and the others are still told', async () => {
    const reported: unknown[] = [];
    const original = window.reportError;
    window.reportError = (error) => reported.push(error);
    const failure = new Error('host bug');
    try {
      stops.unshift(
        store.subscribe(() => {
          throw failure;
        }),
      );
      store.open();
      await settled();
    } finally {
      window.reportError = original;
    }
    expect(reported).to.deep.equal([failure]);
    expect(calls).to.have.length(1);
  });

  it('the server snapshot is one constant, frozen, disconnected snapshot', () => {
    store.open();
    const server = store.getServerSnapshot();
    expect(store.getServerSnapshot()).to.equal(server);
    expect(isDeeplyFrozen(server)).to.equal(true);
    expect(server).to.deep.equal({
      namespace: 'eip155',
      status: 'disconnected',
      eip155: { namespace: 'eip155', status: 'disconnected' },
      solana: { namespace: 'solana', status: 'disconnected' },
      modal: { open: false },
      signIn: { status: 'signed-out' },
    });
  });

  it("the snapshot's signIn follows the sign-in state, and the store tells its listeners", async () => {
    let told = 0;
    const stop = store.subscribe(() => (told += 1));
    const session = {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipNetworkId: 'eip155:1',
      expiresAt: '2030-01-01T00:00:00.000Z',
    } as const;
    Object.assign(signInState, { status: 'signed-in', ...session });
    expect(store.getSnapshot().signIn).to.deep.equal({ status: 'signed-in', ...session });
    await waitFor(() => told === 1, 'the listener told once');
    stop();
  });
});

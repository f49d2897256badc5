// The connection lifecycle against a small connector that implements the contract in the test:
// what follows a connect, a restore, the wallet's events and a disconnect, whatever the connector.
import { expect } from 'chai';
import { accountOf } from '../../../../src/state/account/account';
import { applyAttributeSettings } from '../../../../src/state/configure';
import { completeConnection, connectWallet, disconnect } from '../../../../src/state/connection/actions';
import type { ConnectedAccount, ConnectionRequest, Connector, ConnectorEvents } from '../../../../src/state/connection/connector';
import { connectorsState, registerConnector } from '../../../../src/state/connection/connectors';
import { registerConnectorLoader, restoreSessions } from '../../../../src/state/connection/restore';
import { rememberSession, storedSession } from '../../../../src/state/connection/stored';
import { onStateEvent, type StateEvent } from '../../../../src/state/events/events';
import { setModalOpen } from '../../../../src/state/router/modal';
import { currentView, resetRouter } from '../../../../src/state/router/router';
import { chainsState } from '../../../../src/state/networks/active';
import { resetState } from '../../../../src/state/reset';
import type { ChainNamespace, Network } from '../../../../src/state/shared/types';
import { testApi } from '../../../fixtures/api-ledger';
import { TEST_SOLANA_ACCOUNTS } from '../../../fixtures/test-solana-wallet';
import { TEST_ACCOUNTS } from '../../../fixtures/test-wallet';

const [ALICE = '', BOB = ''] = TEST_ACCOUNTS;
const [SOL_ALICE = ''] = TEST_SOLANA_ACCOUNTS;
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

/** A connector as an embedded wallet would be: it answers what the test tells it and records what it is asked. */
class TestConnector implements Connector {
  readonly type = 'auth' as const;
  readonly kind = 'auth' as const;
  readonly switchPrompts = false;
  readonly name: string;
  answer: () => Promise<ConnectedAccount[]> = async () => [];
  readonly restoreRequests: ConnectionRequest[] = [];
  readonly disconnects: [ChainNamespace, ChainNamespace[]][] = [];
  events: ConnectorEvents | undefined;
  watchers = 0;

  constructor(
    readonly id: string,
    readonly namespaces: readonly ChainNamespace[] = ['eip155'],
  ) {
    this.name = `Wallet ${id}`;
  }

  connect = () => this.answer();
  restore = (request: ConnectionRequest) => {
    this.restoreRequests.push(request);
    return this.answer();
  };
  disconnect = async (namespace: ChainNamespace, stillConnected: readonly ChainNamespace[]) => {
    this.disconnects.push([namespace, [...stillConnected]]);
  };
  switchNetwork = async (network: Network) => network.caipNetworkId;
  acceptedNetworks = () => ({ chains: ['eip155:31337', 'eip155:31338'], limitedBy: 'wallet' as const });
  provider = () => undefined;
  watch = (events: ConnectorEvents) => {
    this.events = events;
    this.watchers += 1;
    return () => void (this.watchers -= 1);
  };

  /** Answers connect and restore with these accounts. */
  accounts(...accounts: ConnectedAccount[]) {
    this.answer = async () => accounts;
    return this;
  }
}

const onEvm = (address: string, caipNetworkId: `eip155:${number}` = 'eip155:31337'): ConnectedAccount => ({
  namespace: 'eip155',
  address,
  caipNetworkId,
});
const onSolana: ConnectedAccount = { namespace: 'solana', address: SOL_ALICE, caipNetworkId: SOLANA_DEVNET };

describe('connection lifecycle', () => {
  let apiUrl = '';
  let errors: StateEvent[];
  let stopListening: () => void;

  before(async () => {
    apiUrl = await testApi({});
  });

  beforeEach(() => {
    localStorage.clear();
    resetState();
    applyAttributeSettings({ networks: `eip155:31337,eip155:31338,${SOLANA_DEVNET}`, apiUrl });
    errors = [];
    stopListening = onStateEvent((event) => event.type === 'error' && errors.push(event));
  });

  afterEach(() => stopListening());

  it('connect: the connector holds the namespace, the account connects, its network becomes active, the session is stored and the wallet followed', async () => {
    const connector = new TestConnector('a').accounts(onEvm(ALICE, 'eip155:31338'));
    registerConnector(connector);
    resetRouter('Connect');
    setModalOpen(true);
    await connectWallet(connector.id);
    expect(connectorsState.connectedIds).to.deep.equal({ eip155: 'a' });
    expect(accountOf('eip155')).to.deep.include({
      status: 'connected',
      address: ALICE,
      caipAddress: `eip155:31338:${ALICE}`,
      restored: false,
    });
    expect(chainsState.activeCaipNetworkId).to.equal('eip155:31338');
    expect(storedSession('eip155')).to.deep.equal({ connectorId: 'a', kind: 'auth' });
    expect(connector.watchers).to.equal(1);
    expect(connectorsState.acceptedNetworks.eip155).to.deep.equal({ chains: ['eip155:31337', 'eip155:31338'], limitedBy: 'wallet' });
    expect(currentView(), 'the modal shows the outcome').to.equal('Account');
    expect(connectorsState.attempt).to.equal(undefined);
  });

  it('restore: a stored session of a lazily loaded kind comes back through its connector, silently, as restored', async () => {
    const connector = new TestConnector('lazy').accounts(onEvm(ALICE));
    registerConnectorLoader('auth', async () => connector);
    rememberSession('eip155', { connectorId: 'lazy', kind: 'auth' });
    await restoreSessions();
    expect(connector.restoreRequests.map((request) => request.namespaces)).to.deep.equal([['eip155']]);
    expect(accountOf('eip155')).to.deep.include({ status: 'connected', address: ALICE, restored: true });
    expect(connectorsState.connectedIds.eip155).to.equal('lazy');
    expect(connector.watchers).to.equal(1);
    expect(errors).to.deep.equal([]);
  });

  it('restore: a wallet that no longer authorises the site ends quietly and the session is forgotten; a real failure is reported and kept', async () => {
    const gone = new TestConnector('gone');
    registerConnectorLoader('auth', async () => gone);
    rememberSession('eip155', { connectorId: 'gone', kind: 'auth' });
    await restoreSessions();
    expect(accountOf('eip155').status).to.equal('disconnected');
    expect(storedSession('eip155')).to.equal(undefined);
    expect(errors).to.deep.equal([]);

    resetState();
    applyAttributeSettings({ networks: `eip155:31337,${SOLANA_DEVNET}`, apiUrl });
    gone.answer = () => Promise.reject(Object.assign(new Error('Internal error'), { code: -32603 }));
    rememberSession('eip155', { connectorId: 'gone', kind: 'auth' });
    await restoreSessions();
    expect(accountOf('eip155').status).to.equal('disconnected');
    expect(errors.map((event) => event.type === 'error' && event.code)).to.deep.equal(['InternalRpcError']);
    expect(storedSession('eip155'), 'kept for the next load').to.deep.equal({ connectorId: 'gone', kind: 'auth' });
  });

  it('account change: the new account on the same network; none left ends the connection', () => {
    const connector = new TestConnector('a');
    completeConnection(connector, [onEvm(ALICE)]);
    connector.events?.accountsChanged('eip155', [BOB]);
    expect(accountOf('eip155')).to.deep.include({ status: 'connected', address: BOB, caipAddress: `eip155:31337:${BOB}` });
    connector.events?.accountsChanged('eip155', []);
    expect(accountOf('eip155').status).to.equal('disconnected');
    expect(connectorsState.connectedIds).to.deep.equal({});
    expect(storedSession('eip155')).to.equal(undefined);
    expect(connector.watchers).to.equal(0);
  });

  it('chain change: the account moves, and the active network with it when its namespace is active', () => {
    const connector = new TestConnector('a', ['eip155', 'solana']);
    completeConnection(connector, [onEvm(ALICE), onSolana]);
    expect(chainsState.activeCaipNetworkId).to.equal('eip155:31337');
    connector.events?.chainChanged('eip155:31338');
    expect(accountOf('eip155').caipAddress).to.equal(`eip155:31338:${ALICE}`);
    expect(chainsState.activeCaipNetworkId).to.equal('eip155:31338');
  });

  it('disconnect: ends here, then tells the connector which of its namespaces stay; it is no longer followed once it holds none', async () => {
    const connector = new TestConnector('both', ['eip155', 'solana']);
    completeConnection(connector, [onEvm(ALICE), onSolana]);
    resetRouter('Account');
    setModalOpen(true);
    await disconnect('eip155');
    expect(connector.disconnects).to.deep.equal([['eip155', ['solana']]]);
    expect(accountOf('eip155').status).to.equal('disconnected');
    expect(storedSession('eip155')).to.equal(undefined);
    expect(chainsState.activeCaipNetworkId, 'the other namespace becomes active').to.equal(SOLANA_DEVNET);
    expect(connector.watchers).to.equal(1);
    await disconnect('solana');
    expect(connector.disconnects.at(-1)).to.deep.equal(['solana', []]);
    expect(connector.watchers).to.equal(0);
    expect(currentView(), 'the modal starts over').to.equal('Connect');
  });

  it('the wallet ending the connection ends every namespace the connector holds, and the modal starts over', () => {
    const connector = new TestConnector('both', ['eip155', 'solana']);
    completeConnection(connector, [onEvm(ALICE), onSolana]);
    resetRouter('Account');
    setModalOpen(true);
    connector.events?.disconnected();
    expect(accountOf('eip155').status).to.equal('disconnected');
    expect(accountOf('solana').status).to.equal('disconnected');
    expect(connector.watchers).to.equal(0);
    expect(currentView()).to.equal('Connect');
  });

  it('a connector that rejects: the attempt shows the mapped error, the host hears it, nothing connects or is stored', async () => {
    const connector = new TestConnector('no');
    connector.answer = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    registerConnector(connector);
    await connectWallet('no');
    expect(connectorsState.attempt).to.deep.include({ connectorId: 'no', status: 'rejected' });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ code: 'UserRejectedError', view: 'ConnectingExternal' });
    expect(accountOf('eip155').status).to.equal('disconnected');
    expect(storedSession('eip155')).to.equal(undefined);
    expect(connector.watchers).to.equal(0);
  });

  it('a second connector replacing the first in a namespace: the first is let go and no longer followed', () => {
    const first = new TestConnector('first');
    const second = new TestConnector('second');
    completeConnection(first, [onEvm(ALICE)]);
    completeConnection(second, [onEvm(BOB)]);
    expect(connectorsState.connectedIds.eip155).to.equal('second');
    expect(storedSession('eip155')).to.deep.equal({ connectorId: 'second', kind: 'auth' });
    expect(first.watchers).to.equal(0);
    first.events?.accountsChanged('eip155', [ALICE]);
    expect(accountOf('eip155').address, 'the first wallet’s events change nothing').to.equal(BOB);
  });
});

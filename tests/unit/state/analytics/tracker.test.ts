import { expect } from 'chai';
import { followViews, startEvents, stateEventProps, viewEvents } from '../../../../src/state/analytics';
import { pushView, resetRouter, routerState } from '../../../../src/state/router';

describe('analytics events', () => {
  it('a wallet chosen and a feature opened, from the view the router moves to', () => {
    expect(viewEvents('Connect', 'ConnectingExternal', { connectorId: 'io.example.wallet' })).to.deep.equal([
      { type: 'track', event: 'SELECT_WALLET', properties: { connector: 'io.example.wallet', platform: 'browser' } },
    ]);
    expect(viewEvents('AllWallets', 'ConnectingWalletConnect', { walletId: 'abc' })[0]?.properties).to.deep.equal({
      wallet: 'abc',
      platform: 'qrcode',
    });
    expect(viewEvents('Account', 'WalletSend', {})).to.deep.equal([
      { type: 'track', event: 'FEATURE_USED', properties: { feature: 'send' } },
    ]);
    expect(viewEvents('Account', 'Swap', {})[0]?.properties).to.deep.equal({ feature: 'swaps' });
    expect(viewEvents('WalletSend', 'WalletSend', {})).to.deep.equal([]);
    expect(viewEvents('Account', 'Networks', {})).to.deep.equal([]);
  });

  it('a transaction (a name registration also counts as names used), a connection failure and the failed transactions list', () => {
    expect(
      stateEventProps({ type: 'transaction', hash: '0xabc', caipNetworkId: 'eip155:1', kind: 'name', status: 'confirmed' }),
    ).to.deep.equal([
      { type: 'track', event: 'TRANSACTION_SUBMITTED', properties: { kind: 'name', network: 'eip155:1' } },
      { type: 'track', event: 'FEATURE_USED', properties: { feature: 'names' } },
    ]);
    expect(
      stateEventProps({
        type: 'error',
        code: 'UserRejectedError',
        messageKey: 'error.userRejected',
        view: 'ConnectingExternal',
        detail: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 rejected',
      }),
    ).to.deep.equal([{ type: 'track', event: 'CONNECT_ERROR', properties: { code: 'UserRejectedError', view: 'ConnectingExternal' } }]);
    expect(
      stateEventProps({ type: 'error', code: 'FetchTransactionsError', messageKey: 'error.fetchTransactionsFailed', view: 'Transactions' }),
    ).to.deep.equal([{ type: 'track', event: 'ERROR_FETCH_TRANSACTIONS', properties: { view: 'Transactions' } }]);
    expect(stateEventProps({ type: 'error', code: 'HttpError', messageKey: 'error.http', view: 'Account' })).to.deep.equal([]);
  });
});

describe('the views analytics follows', () => {
  afterEach(() => resetRouter('Connect'));

  it('hears each view with the one before and its own data, also one passed through within one tick', () => {
    resetRouter('Connect');
    const heard: [string, string | undefined, unknown][] = [];
    const stop = followViews((view, previous) => heard.push([view, previous, routerState.data.connectorId]));
    pushView('ConnectingExternal', { connectorId: 'io.example.wallet' });
    resetRouter('Account');
    pushView('Account');
    stop();
    pushView('Networks');
    expect(heard).to.deep.equal([
      ['ConnectingExternal', 'Connect', 'io.example.wallet'],
      ['Account', 'ConnectingExternal', undefined],
    ]);
  });
});

describe('what tracking records as it starts (its chunk can arrive mid-way)', () => {
  const wallet = { namespace: 'eip155', connector: 'io.example.wallet', restored: false } as const;

  it('with the modal open: the open, the view it shows as entered (a wallet chosen, a feature), then the connections made', () => {
    expect(startEvents(true, 'ConnectingExternal', { connectorId: 'io.example.wallet' }, []).map((props) => props.event)).to.deep.equal([
      'MODAL_OPEN',
      'SELECT_WALLET',
    ]);
    expect(startEvents(true, 'WalletSend', {}, [wallet])).to.deep.equal([
      { type: 'track', event: 'MODAL_OPEN', properties: { view: 'WalletSend', connected: true } },
      { type: 'track', event: 'FEATURE_USED', properties: { feature: 'send' } },
      { type: 'track', event: 'CONNECT_SUCCESS', properties: { namespace: 'eip155', connector: 'io.example.wallet', restored: false } },
    ]);
    expect(startEvents(true, 'Connect', {}, []).map((props) => props.event)).to.deep.equal(['MODAL_OPEN']);
  });

  it('with the modal closed: only the connections, restored ones saying so', () => {
    expect(startEvents(false, 'Account', {}, [{ ...wallet, restored: true }])).to.deep.equal([
      { type: 'track', event: 'CONNECT_SUCCESS', properties: { namespace: 'eip155', connector: 'io.example.wallet', restored: true } },
    ]);
    expect(startEvents(false, undefined, {}, [])).to.deep.equal([]);
  });
});

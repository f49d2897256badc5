// The pending tracker (src/state/activity/pending.ts) through its light face (src/state/transactions):
// a host's transaction is followed to its end with one `transaction` event per step, the count and the
// stored list follow it, and a stored pending one is followed again after a reload.
import { expect } from 'chai';
import { writeStored } from '../../../../src/services/storage/storage';
import { pendingState, resumePendingTransactions } from '../../../../src/state/activity/pending';
import { PENDING_STORAGE_KEY } from '../../../../src/state/activity/rules/followable';
import { onStateEvent, type StateEvent } from '../../../../src/state/events';
import { resetState } from '../../../../src/state/reset';
import { addTransaction, followedState } from '../../../../src/state/transactions';
import { waitFor } from '../../../fixtures/dom';
import { stubPendingRpc } from '../../../fixtures/pending-rpc';

const A = 'eip155:31337';
const HASH = `0x${'ab'.repeat(32)}`;
const chain = { mined: false, count: '0x7' };

describe('the pending tracker', function () {
  this.timeout(15_000);
  let restore = () => {};
  let events: Extract<StateEvent, { type: 'transaction' }>[] = [];
  let stop = () => {};

  beforeEach(() => {
    resetState();
    localStorage.removeItem(`wallet-modal:${PENDING_STORAGE_KEY}`);
    Object.assign(chain, { mined: false, count: '0x7' });
    events = [];
    stop = onStateEvent((event) => void (event.type === 'transaction' && events.push(event)));
    restore = stubPendingRpc(HASH, chain);
  });

  afterEach(() => {
    stop();
    restore();
    resetState();
  });

  it('follows a host’s transaction: pending (counted and stored), then confirmed, one event per step', async () => {
    expect(() => addTransaction({ hash: '0x12', caipNetworkId: A })).to.throw(TypeError);
    addTransaction({ hash: HASH, caipNetworkId: A, description: 'Minting 1 ticket' });
    await waitFor(() => followedState.pending === 1, 'the pending count');
    expect(followedState.started).to.equal(true);
    expect(events).to.deep.equal([{ type: 'transaction', hash: HASH, caipNetworkId: A, kind: 'contract', status: 'pending' }]);
    expect(localStorage.getItem(`wallet-modal:${PENDING_STORAGE_KEY}`)).to.include('Minting 1 ticket');
    await waitFor(() => pendingState.list[0]?.nonce === 7, 'the nonce, read while pending');
    chain.mined = true;
    await waitFor(() => events.length === 2, 'the end');
    expect(events[1]).to.include({ status: 'confirmed', kind: 'contract', hash: HASH });
    expect(followedState.pending).to.equal(0);
    expect(JSON.parse(localStorage.getItem(`wallet-modal:${PENDING_STORAGE_KEY}`) ?? '{}').value).to.deep.equal([]);
  });

  it('after a reload, follows the stored pending ones again: one whose nonce slot was taken is replaced', async () => {
    writeStored(PENDING_STORAGE_KEY, [
      { hash: HASH, caipNetworkId: A, kind: 'send', from: `0x${'1'.repeat(40)}`, status: 'pending', addedAt: 1, nonce: 7 },
    ]);
    chain.count = '0x8';
    resumePendingTransactions();
    expect(pendingState.list.map((entry) => entry.hash)).to.deep.equal([HASH]);
    await waitFor(() => events.length === 1, 'the end');
    expect(events[0]).to.include({ status: 'replaced', kind: 'send' });
    expect(pendingState.list[0]?.status).to.equal('replaced');
  });
});

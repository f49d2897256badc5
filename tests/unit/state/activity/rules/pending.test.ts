import { expect } from 'chai';
import type { HistoryTransaction } from '../../../../../src/services/blockchain-api';
import {
  addPending,
  sameTransaction,
  unsettled,
  type PendingTransaction,
  type PendingTransactionInput,
} from '../../../../../src/state/activity/rules/pending';
import { activityRows, selectedRow } from '../../../../../src/state/activity/rules/rows';

const A = 'eip155:31337';
const OWN = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const input = (n: number, caipNetworkId = A): PendingTransactionInput => ({
  hash: hash(n),
  caipNetworkId,
  kind: 'send',
  from: OWN,
  to: '0x1',
  amount: '12500000',
  decimals: 6,
  symbol: 'dUSDC',
});

function listed(n: number, { chain = A, transfers = [] as HistoryTransaction['transfers'], upper = false } = {}): HistoryTransaction {
  const value = upper ? hash(n).toUpperCase().replace('0X', '0x') : hash(n);
  return {
    id: `${chain}:${value}`,
    metadata: {
      operationType: 'send',
      hash: value,
      chain,
      minedAt: '2026-01-01T00:00:00.000Z',
      sentFrom: OWN,
      sentTo: '0x2',
      status: 'confirmed',
    },
    transfers,
  };
}

describe('the visitor’s own pending transactions', () => {
  it('adds newest first, once per hash, and keeps at most 99 (the oldest dropped)', () => {
    let list: PendingTransaction[] = [];
    for (let n = 1; n <= 120; n += 1) list = addPending(list, input(n), n);
    expect(list).to.have.length(99);
    expect(list[0]?.hash).to.equal(hash(120));
    expect(list[98]?.hash).to.equal(hash(22));
    expect(addPending(list, { ...input(120), hash: hash(120).toUpperCase().replace('0X', '0x') }, 999)).to.have.length(99);
    expect(list[0]).to.include({ status: 'pending', addedAt: 120 });
  });

  it('matches EVM hashes in any case and Solana signatures exactly, on the same network only', () => {
    expect(sameTransaction({ hash: '0xAB', caipNetworkId: A }, { hash: '0xab', caipNetworkId: A })).to.equal(true);
    expect(sameTransaction({ hash: '0xab', caipNetworkId: A }, { hash: '0xab', caipNetworkId: 'eip155:1' })).to.equal(false);
    expect(sameTransaction({ hash: 'Abc', caipNetworkId: 'solana:x' }, { hash: 'abc', caipNetworkId: 'solana:x' })).to.equal(false);
  });

  it('settles those the service lists: its record replaces them', () => {
    const list = [input(3), input(2), input(1)].reduce<PendingTransaction[]>((all, one) => addPending(all, one, 0), []);
    expect(unsettled(list, [listed(2, { upper: true })]).map((entry) => entry.hash)).to.deep.equal([hash(1), hash(3)]);
  });

  it('rows: own unsettled ones first (for this network and account), then the service’s, never one twice, spam-only hidden', () => {
    const pending = [input(9), input(8, 'eip155:31338'), input(7), { ...input(6), from: '0xother' }].reduce<PendingTransaction[]>(
      (all, one) => addPending(all, one, 1_000),
      [],
    );
    const spamOnly = listed(5, {
      transfers: [{ nft_info: { name: 'spam', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }],
    });
    const rows = activityRows([listed(7), spamOnly, listed(4)], pending, A, OWN.toUpperCase());
    expect(rows.map((row) => [row.hash, row.own, row.status])).to.deep.equal([
      [hash(9), true, 'pending'],
      [hash(7), false, 'confirmed'],
      [hash(4), false, 'confirmed'],
    ]);
    expect(rows[0]).to.deep.include({
      kind: 'sent',
      counterparty: '0x1',
      transfer: { name: 'dUSDC', symbol: 'dUSDC', iconUrl: undefined, quantity: '12.5', numeric: '12.5', direction: 'out', isNft: false },
    });
  });

  it('the selected transaction keeps its row once the service lists it under another id, on its own network only', () => {
    const pending = addPending([], input(3), 0);
    const [own] = activityRows([], pending, A, OWN);
    const [mined] = activityRows([listed(3, { upper: true })], pending, A, OWN);
    expect([own?.own, mined?.own]).to.deep.equal([true, false]);
    expect(mined?.id).to.not.equal(own?.id);
    expect(selectedRow([mined!], own)).to.equal(mined);
    expect(selectedRow([mined!], { ...own!, caipNetworkId: 'eip155:31338' })).to.equal(undefined);
    expect(selectedRow([own!, mined!], mined)).to.equal(mined);
    expect(selectedRow([mined!], undefined)).to.equal(undefined);
  });

  it('a failed own transaction shows as failed; one without a readable amount shows none', () => {
    const [failed] = addPending([], { ...input(1), amount: 'lots' }, 0).map((entry) => ({ ...entry, status: 'failed' as const }));
    const [row] = activityRows([], failed ? [failed] : [], A, OWN);
    expect(row).to.deep.include({ kind: 'failed', status: 'failed', transfer: undefined });
  });

  it('an on-ramp delivery the service lists as a plain receipt shows as bought when its hash is one of the visitor’s purchases', () => {
    const receipt = (n: number): HistoryTransaction => ({
      ...listed(n),
      metadata: { ...listed(n).metadata, operationType: 'receive', sentFrom: '0x2', sentTo: OWN },
    });
    const rows = activityRows([receipt(5), receipt(6)], [], A, OWN, [hash(5).toUpperCase().replace('0X', '0x')]);
    expect(rows.map((row) => row.kind)).to.deep.equal(['bought', 'received']);
  });
});

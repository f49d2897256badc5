// The pending transactions that survive a reload: written from the tracker's list, read back like
// network input (src/services/storage), a tampered list refused whole.
import { expect } from 'chai';
import { readStored, writeStored } from '../../../../../src/services/storage/storage';
import {
  addPending,
  isFollowable,
  parseStoredPending,
  toStoredPending,
  type PendingTransaction,
} from '../../../../../src/state/activity/rules/pending';

const A = 'eip155:31337';
const HASH = `0x${'ab'.repeat(32)}`;
const SIGNATURE = '5'.repeat(88);
const KEY = 'test:pending';

const tracked = (): PendingTransaction[] => {
  const list = addPending(
    [],
    { hash: HASH, caipNetworkId: A, kind: 'send', from: '0x1', to: '0x2', amount: '12500000', decimals: 6, symbol: 'dUSDC' },
    1_000,
  );
  const settled = addPending(
    list,
    { hash: `0x${'cd'.repeat(32)}`, caipNetworkId: A, kind: 'contract', from: '0x1', description: 'Mint' },
    2_000,
  );
  return settled.map((entry, index) => (index === 0 ? { ...entry, status: 'confirmed' as const } : { ...entry, nonce: 3 }));
};

describe('stored pending transactions', () => {
  afterEach(() => localStorage.removeItem(`wallet-modal:${KEY}`));

  it('follows only hashes of the network’s namespace: 32-byte hex on EVM, base58 signatures on Solana', () => {
    expect(isFollowable(HASH, A)).to.equal(true);
    expect(isFollowable(SIGNATURE, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).to.equal(true);
    expect(isFollowable(HASH, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).to.equal(false);
    expect(isFollowable(SIGNATURE, A)).to.equal(false);
    expect(isFollowable('0x12', A)).to.equal(false);
    expect(isFollowable(HASH, 'cosmos:hub')).to.equal(false);
    expect(isFollowable(HASH, 'eip155')).to.equal(false);
    expect(isFollowable({ toString: () => HASH }, A)).to.equal(false);
  });

  it('keeps the pending ones for a reload and reads them back exactly', () => {
    const stored = toStoredPending(tracked());
    expect(stored.map((entry) => entry.hash)).to.deep.equal([HASH]);
    writeStored(KEY, stored);
    expect(readStored(KEY, parseStoredPending)).to.deep.equal(stored);
    expect(stored[0]).to.include({ status: 'pending', nonce: 3, symbol: 'dUSDC', addedAt: 1_000 });
  });

  it('refuses a hostile list whole, and deletes it', () => {
    const [good] = toStoredPending(tracked());
    const hostile: unknown[] = [
      { ...good, hash: 'javascript:alert(1)' },
      { ...good, caipNetworkId: 'cosmos:hub' },
      { ...good, status: 'confirmed' },
      { ...good, kind: 'drain' },
      { ...good, amount: '1e99' },
      { ...good, decimals: 1e9 },
      { ...good, description: 'x'.repeat(10_000) },
      { ...good, nonce: -1 },
      { ...good, extra: '<img src=x onerror=alert(1)>' },
      { ...good, addedAt: '1000' },
    ];
    for (const entry of hostile) {
      writeStored(KEY, [good, entry]);
      expect(readStored(KEY, parseStoredPending), JSON.stringify(entry)).to.equal(undefined);
      expect(localStorage.getItem(`wallet-modal:${KEY}`)).to.equal(null);
    }
    writeStored(
      KEY,
      Array.from({ length: 100 }, () => good),
    );
    expect(readStored(KEY, parseStoredPending)).to.equal(undefined);
    localStorage.setItem(`wallet-modal:${KEY}`, '{"v":1,"value":[{"__proto__":{"polluted":true}}]}');
    expect(readStored(KEY, parseStoredPending)).to.equal(undefined);
    localStorage.setItem(`wallet-modal:${KEY}`, 'not json');
    expect(readStored(KEY, parseStoredPending)).to.equal(undefined);
  });
});

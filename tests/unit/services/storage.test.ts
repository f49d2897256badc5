import { expect } from 'chai';
import { readStored, removeStored, writeStored, STORAGE_VERSION } from '../../../src/services/storage/storage';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips JSON values under a namespaced key', () => {
    writeStored('recent', [{ id: 'a' }]);
    expect(readStored('recent')).to.deep.equal([{ id: 'a' }]);
    expect(Object.keys(localStorage)).to.deep.equal(['wallet-modal:recent']);
    removeStored('recent');
    expect(readStored('recent')).to.equal(undefined);
  });

  it('expires entries after their TTL and removes them', () => {
    writeStored('identity', { name: 'alice' }, { ttlMs: 1000, now: 10_000 });
    expect(readStored('identity', 10_999)).to.deep.equal({ name: 'alice' });
    expect(readStored('identity', 11_000)).to.equal(undefined);
    expect(localStorage.getItem('wallet-modal:identity')).to.equal(null);
  });

  it('ignores entries of another version and unreadable ones', () => {
    localStorage.setItem('wallet-modal:old', JSON.stringify({ v: STORAGE_VERSION + 1, value: 1 }));
    localStorage.setItem('wallet-modal:broken', '{not json');
    expect(readStored('old')).to.equal(undefined);
    expect(readStored('broken')).to.equal(undefined);
    expect(localStorage.getItem('wallet-modal:broken')).to.equal(null);
  });
});

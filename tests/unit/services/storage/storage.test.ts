import { expect } from 'chai';
import { readStored, removeStored, writeStored, STORAGE_VERSION } from '../../../../src/services/storage/storage';

const anything = (value: unknown) => value;
const names = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;
const stored = (key: string, entry: unknown) =>
  localStorage.setItem(`wallet-modal:${key}`, typeof entry === 'string' ? entry : JSON.stringify(entry));

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips JSON values under a namespaced key', () => {
    writeStored('recent', [{ id: 'a' }]);
    expect(readStored('recent', anything)).to.deep.equal([{ id: 'a' }]);
    expect(Object.keys(localStorage)).to.deep.equal(['wallet-modal:recent']);
    removeStored('recent');
    expect(readStored('recent', anything)).to.equal(undefined);
  });

  it('expires entries after their TTL and removes them', () => {
    writeStored('identity', { name: 'alice' }, { ttlMs: 1000, now: 10_000 });
    expect(readStored('identity', anything, { ttlMs: 1000, now: 10_999 })).to.deep.equal({ name: 'alice' });
    expect(readStored('identity', anything, { ttlMs: 1000, now: 11_000 })).to.equal(undefined);
    expect(localStorage.getItem('wallet-modal:identity')).to.equal(null);
  });

  it('ignores entries of another version and unreadable ones', () => {
    stored('old', { v: STORAGE_VERSION + 1, value: 1 });
    stored('broken', '{not json');
    expect(readStored('old', anything)).to.equal(undefined);
    expect(readStored('broken', anything)).to.equal(undefined);
    expect(localStorage.getItem('wallet-modal:broken')).to.equal(null);
  });

  it('deletes an entry its parser refuses, and one whose parser throws', () => {
    stored('names', { v: STORAGE_VERSION, value: ['a', 1] });
    expect(readStored('names', names)).to.equal(undefined);
    expect(localStorage.getItem('wallet-modal:names')).to.equal(null);
    stored('throws', { v: STORAGE_VERSION, value: {} });
    expect(
      readStored('throws', () => {
        throw new Error('another shape');
      }),
    ).to.equal(undefined);
    expect(localStorage.getItem('wallet-modal:throws')).to.equal(null);
  });

  it('refuses entries that are no entry object: arrays, null, numbers, no value', () => {
    for (const entry of ['[1]', 'null', '42', '"text"', JSON.stringify({ v: STORAGE_VERSION })]) {
      stored('odd', entry);
      expect(readStored('odd', anything), entry).to.equal(undefined);
      expect(localStorage.getItem('wallet-modal:odd'), entry).to.equal(null);
    }
  });

  it('a cache entry without an expiry, with one of another type, or further away than its TTL is deleted', () => {
    const now = 10_000;
    for (const exp of [undefined, '99999999999999', null, Number.MAX_SAFE_INTEGER, now + 1001]) {
      stored('identity', { v: STORAGE_VERSION, value: { name: 'alice' }, exp });
      expect(readStored('identity', anything, { ttlMs: 1000, now }), String(exp)).to.equal(undefined);
      expect(localStorage.getItem('wallet-modal:identity')).to.equal(null);
    }
  });

  it('refuses and deletes an entry with __proto__, constructor or prototype keys anywhere', () => {
    for (const raw of [
      '{"v":1,"value":{"id":"a","__proto__":{"polluted":true}}}',
      '{"v":1,"value":[{"constructor":{"prototype":{"polluted":true}}}]}',
      '{"v":1,"value":{"a":{"b":{"prototype":1}}}}',
    ]) {
      stored('record', raw);
      expect(readStored('record', anything), raw).to.equal(undefined);
      expect(localStorage.getItem('wallet-modal:record'), raw).to.equal(null);
    }
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});

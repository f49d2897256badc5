// Named chunk loaders: one load at a time and once loaded; a failure is the host's `error`
// (ChunkLoadError), and the next call loads again.
import { expect } from 'chai';
import { defineChunk, defineChunks, withChunk } from '../../../../src/state/chunks/load';
import { onStateEvent, type StateEvent } from '../../../../src/state/events/events';
import { waitFor } from '../../../fixtures/dom';

const FETCH_FAILED = 'Failed to fetch dynamically imported module: https://example.test/chunks/x.js';

/** An importer that fails its first `failures` calls, counting every call. */
function importer<T>(module: T, failures = 0) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures ? Promise.reject(new TypeError(FETCH_FAILED)) : Promise.resolve(module);
  };
  return { calls, load };
}

describe('chunk loaders', () => {
  let events: StateEvent[];
  let stop: () => void;
  beforeEach(() => {
    events = [];
    stop = onStateEvent((event) => events.push(event));
  });
  afterEach(() => stop());

  it('loads once: concurrent and later calls share the module', async () => {
    const { calls, load } = importer({ value: 1 });
    const chunk = defineChunk(load);
    const [first, second] = await Promise.all([chunk(), chunk.quiet()]);
    expect(first).to.equal(second);
    expect(await chunk()).to.equal(first);
    expect(calls.count).to.equal(1);
    expect(events).to.deep.equal([]);
  });

  it('a failed load is reported as ChunkLoadError with the failure in words, rejects with it, and the next call loads again', async () => {
    const { calls, load } = importer({ value: 2 }, 1);
    const chunk = defineChunk(load);
    const failure = await chunk().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((failure as Error).name).to.equal('ChunkLoadError');
    expect(events).to.have.length(1);
    const [event] = events;
    expect(event?.type === 'error' && event.code).to.equal('ChunkLoadError');
    expect(event?.type === 'error' && event.detail).to.equal(FETCH_FAILED);
    expect(await chunk()).to.deep.equal({ value: 2 });
    expect(calls.count).to.equal(2);
    expect(events).to.have.length(1);
  });

  it('quiet(): a failure is left to the caller (rejected as thrown, not reported), and the next call loads again', async () => {
    const { calls, load } = importer({ value: 3 }, 1);
    const chunk = defineChunk(load);
    const failure = await chunk.quiet().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(TypeError);
    expect(events).to.deep.equal([]);
    expect(await chunk.quiet()).to.deep.equal({ value: 3 });
    expect(calls.count).to.equal(2);
  });

  it('loaders are named by the list only', () => {
    const loaders = defineChunks({ balances: () => Promise.resolve({ value: 6 }) });
    expect(Object.keys(loaders)).to.deep.equal(['balances']);
    // @ts-expect-error: not a chunk of src/state/chunks/list.ts
    defineChunks({ notAChunk: () => Promise.resolve({}) });
  });

  it('withChunk runs the use once loaded, and reports a failure once without throwing', async () => {
    const used: number[] = [];
    withChunk(defineChunk(importer({ value: 4 }).load), ({ value }) => used.push(value));
    withChunk(defineChunk(importer({ value: 5 }, 1).load), ({ value }) => used.push(value));
    await waitFor(() => used.length === 1 && events.length === 1, 'the use and the report');
    expect(used).to.deep.equal([4]);
    expect(events.map((event) => event.type === 'error' && event.code)).to.deep.equal(['ChunkLoadError']);
  });
});

import { expect } from 'chai';
import { proxy, subscribe } from 'valtio';
import { createSliceRegistry } from '../../../../src/state/shared/slice';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('slices', () => {
  it('registers each slice with its name, live value and initial value', () => {
    const { defineSlice, defineProxySlice, defineTask, slices } = createSliceRegistry();
    const plain = defineSlice({ name: 'a/plain', initial: () => ({ count: 0 }) });
    const shown = defineProxySlice({ name: 'a/shown', initial: () => ({ open: false }) });
    defineTask('a/task');
    expect(slices().map(({ name }) => name)).to.deep.equal(['a/plain', 'a/shown', 'a/task']);
    expect(slices()[0]?.current()).to.equal(plain);
    expect(slices()[1]?.current()).to.equal(shown);
    expect(slices()[1]?.initial()).to.deep.equal({ open: false });
  });

  it('resets an object in place: its fields back, fields added since gone', () => {
    const { defineSlice, resetSlices } = createSliceRegistry();
    const state = defineSlice<{ count: number; timer?: number }>({ name: 'b/object', initial: () => ({ count: 0 }) });
    state.count = 3;
    state.timer = 7;
    resetSlices();
    expect(state).to.deep.equal({ count: 0 });
    expect(Object.keys(state)).to.deep.equal(['count']);
  });

  it('resets a Map and a Set to their initial entries', () => {
    const { defineSlice, resetSlices } = createSliceRegistry();
    const map = defineSlice({ name: 'c/map', initial: () => new Map([['kept', 1]]) });
    const set = defineSlice({ name: 'c/set', initial: () => new Set<string>() });
    map.set('kept', 2).set('added', 3);
    set.add('added');
    resetSlices();
    expect([...map]).to.deep.equal([['kept', 1]]);
    expect(set.size).to.equal(0);
  });

  it('restores a valtio proxy slice, and its subscribers hear it', async () => {
    const { defineProxySlice, resetSlices } = createSliceRegistry();
    const state = defineProxySlice<{ step: string; error?: string }>({ name: 'd/proxy', initial: () => ({ step: 'idle' }) });
    Object.assign(state, { step: 'failed', error: 'x' });
    let heard = 0;
    const stop = subscribe(state, () => (heard += 1));
    resetSlices();
    await settle();
    stop();
    expect(state).to.deep.equal({ step: 'idle' });
    expect(heard).to.equal(1);
  });

  it('disposes every slice (newest first) before any is reset (oldest first)', () => {
    const { defineSlice, resetSlices } = createSliceRegistry();
    const order: string[] = [];
    for (const name of ['first', 'second'])
      defineSlice({
        name,
        initial: () => ({}),
        dispose: () => order.push(`dispose ${name}`),
        reset: () => order.push(`reset ${name}`),
      });
    resetSlices();
    expect(order).to.deep.equal(['dispose second', 'dispose first', 'reset first', 'reset second']);
  });

  it('runs a reset step once the initial value is back (a value derived from an earlier slice)', () => {
    const { defineSlice, resetSlices } = createSliceRegistry();
    const settings = defineSlice({ name: 'e/settings', initial: () => ({ networks: ['eip155:1'] }) });
    const chains = defineSlice<{ list: string[] }>({
      name: 'e/chains',
      initial: () => ({ list: [] }),
      reset: (state) => (state.list = [...settings.networks]),
    });
    settings.networks = ['solana:x'];
    chains.list = ['solana:x'];
    resetSlices();
    expect(chains.list).to.deep.equal(['eip155:1']);
  });

  it('closes the subscriptions a slice opened when it is disposed', async () => {
    const { defineSlice, resetSlices } = createSliceRegistry();
    const router = proxy({ view: 'Connect' });
    const follows = defineSlice<{ stop?: () => void }>({ name: 'f/follows', initial: () => ({}), dispose: ({ stop }) => stop?.() });
    const heard: string[] = [];
    follows.stop = subscribe(router, () => heard.push(router.view));
    router.view = 'Account';
    await settle();
    resetSlices();
    expect(follows.stop).to.equal(undefined);
    router.view = 'Networks';
    await settle();
    expect(heard).to.deep.equal(['Account']);
  });

  it('cancels a task on reset: its run is superseded and its signal aborts', () => {
    const { defineTask, resetSlices, slices } = createSliceRegistry();
    const task = defineTask('g/task');
    const run = task.start();
    expect(slices()[0]?.current()).to.equal(true);
    resetSlices();
    expect(run.isCurrent()).to.equal(false);
    expect(run.signal.aborted).to.equal(true);
    expect(task.isRunning()).to.equal(false);
  });

  it('a timer replaces its pending call, and a reset clears it', async () => {
    const { defineTimer, resetSlices } = createSliceRegistry();
    const timer = defineTimer('i/timer');
    const calls: string[] = [];
    timer.set(() => calls.push('first'), 0);
    timer.set(() => calls.push('second'), 0);
    await settle();
    expect(calls).to.deep.equal(['second']);
    timer.set(() => calls.push('third'), 0);
    resetSlices();
    await settle();
    expect(calls).to.deep.equal(['second']);
  });
});

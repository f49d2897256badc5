// A chunk that fails to load (offline, replaced by a deploy) is reported and
// offered a retry; it never leaves a skeleton forever.
import { expect } from 'chai';
import { act } from 'react';
import { ChunkLoadFailed } from '../../src/react/ui/ChunkLoadFailed';
import { lazyComponent, useLazyComponent, type LazyComponent } from '../../src/react/ui/lazy-component';
import { defineChunk, withChunk } from '../../src/state/chunks/load';
import { buttons, waitFor } from '../fixtures/dom';
import { useReactRoot } from '../fixtures/react-root';

function Loaded() {
  return <p>loaded part</p>;
}

function Host({ lazy }: { lazy: LazyComponent<object> }) {
  const { Component, failed, retry } = useLazyComponent(lazy);
  if (failed) return <ChunkLoadFailed onRetry={retry} />;
  return Component ? <Component /> : <p role="status">loading</p>;
}

describe('lazy chunks', () => {
  const page = useReactRoot();

  it('a failed component chunk shows the message and Try again, reports ChunkLoadError, and loads on retry', async () => {
    let attempts = 0;
    const lazy = lazyComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Loaded;
    });
    act(() => page.root.render(<Host lazy={lazy} />));
    const alert = await waitFor(() => page.container.querySelector('[role="alert"]'), 'the failure');
    expect(alert.textContent).to.include('Part of this window could not be loaded');
    expect(page.events.map((event) => event.type === 'error' && event.code)).to.deep.equal(['ChunkLoadError']);

    act(() =>
      buttons(page.container)
        .find((button) => button.textContent === 'Try again')!
        .click(),
    );
    await waitFor(() => page.container.textContent?.includes('loaded part'), 'the component after retry');
    expect(attempts).to.equal(2);
    expect(lazy.loaded()).to.equal(Loaded);
  });

  it('state chunks: a loader reports and rethrows, withChunk reports and carries on', async () => {
    const failing = defineChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    let thrown: unknown;
    await failing().catch((error: unknown) => (thrown = error));
    expect((thrown as Error).name).to.equal('ChunkLoadError');
    let used = false;
    withChunk(failing, () => (used = true));
    await waitFor(() => page.events.length === 2, 'the second report');
    expect(used).to.equal(false);
    expect(page.events.map((event) => event.type === 'error' && event.code)).to.deep.equal(['ChunkLoadError', 'ChunkLoadError']);
    expect(await defineChunk(() => Promise.resolve(42))()).to.equal(42);
  });
});

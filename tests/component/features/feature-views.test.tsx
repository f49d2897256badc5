// A feature's view renders from its chunk: a skeleton while the chunk loads (no
// blank flash), and if it fails, the message and Try again, never a skeleton forever.
import { expect } from 'chai';
import { act } from 'react';
import { lazyFeatureView } from '../../../src/react/features/feature-views';
import type { Feature } from '../../../src/react/features/registry';
import { buttons, waitFor } from '../../fixtures/dom';
import { useReactRoot } from '../../fixtures/react-root';

function SendView() {
  return <p>send form</p>;
}

/** A feature whose chunk answers when the test says so. */
function deferredFeature() {
  const pending: { resolve(): void; reject(error: Error): void }[] = [];
  const feature: Feature = {
    start: 'WalletSend',
    titles: { WalletSend: 'features.send' },
    load: () => new Promise((resolve, reject) => pending.push({ resolve: () => resolve({ views: { WalletSend: SendView } }), reject })),
  };
  const next = () => waitFor(() => pending.shift(), 'a chunk request');
  return { feature, next };
}

describe('feature views', () => {
  const page = useReactRoot();

  it('shows the loading skeleton until the chunk is in, then the view', async () => {
    const { feature, next } = deferredFeature();
    const { component: View } = lazyFeatureView(feature, 'WalletSend');
    act(() => page.root.render(<View />));
    const request = await next();
    expect(page.container.querySelector('.wm-skeleton[role="status"]')?.getAttribute('aria-label')).to.equal('Loading');
    await act(async () => request.resolve());
    await waitFor(() => page.container.textContent === 'send form', 'the view');
    expect(page.container.querySelector('.wm-skeleton')).to.equal(null);
  });

  it('a chunk that fails shows the message and Try again, reports ChunkLoadError, and loads on retry', async () => {
    const { feature, next } = deferredFeature();
    const { component: View } = lazyFeatureView(feature, 'WalletSend');
    act(() => page.root.render(<View />));
    await act(async () => (await next()).reject(new TypeError('Failed to fetch dynamically imported module')));
    const alert = await waitFor(() => page.container.querySelector('[role="alert"]'), 'the failure');
    expect(alert.textContent).to.include('Part of this window could not be loaded');
    expect(page.events.map((event) => event.type === 'error' && event.code)).to.deep.equal(['ChunkLoadError']);

    act(() =>
      buttons(page.container)
        .find((button) => button.textContent === 'Try again')!
        .click(),
    );
    await act(async () => (await next()).resolve());
    await waitFor(() => page.container.textContent === 'send form', 'the view after Try again');
  });

  it('once loaded (e.g. preloaded on pointer over its button), the view renders at once, without a skeleton', async () => {
    const { feature, next } = deferredFeature();
    const { lazy, component: View } = lazyFeatureView(feature, 'WalletSend');
    const preload = lazy.load();
    (await next()).resolve();
    await preload;
    act(() => page.root.render(<View />));
    expect(page.container.textContent).to.equal('send form');
  });
});

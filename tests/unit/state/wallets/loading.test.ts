// The wallet lists' state against the devnet registry stand-in (300 wallets) served at /__test/registry.
import { expect } from 'chai';
import { snapshot } from 'valtio';
import { applyAttributeSettings } from '../../../../src/state/configure';
import { onStateEvent, type StateEvent } from '../../../../src/state/events/events';
import { resetState } from '../../../../src/state/reset';
import { loadFeaturedWallets, loadNextWalletsPage, prefetchWallets, searchWallets } from '../../../../src/state/wallets/loading';
import { recordRecentWallet, resetWallets, walletById, walletsState, type RegistryWallet } from '../../../../src/state/wallets/lists';
import { waitFor } from '../../../fixtures/dom';

const REGISTRY = `${location.origin}/__test/registry`;

function configure(settings: Record<string, string | null> = {}) {
  applyAttributeSettings({ projectId: 'unit', registryUrl: REGISTRY, networks: 'eip155:1', ...settings });
}

/** The getWallets requests the state makes, read from the real fetch. */
function recordRequests() {
  const original = globalThis.fetch;
  const seen: URL[] = [];
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/getWallets')) seen.push(url);
    return original(input, init);
  };
  return { seen, restore: () => (globalThis.fetch = original) };
}

describe('wallet lists state', () => {
  let requests: ReturnType<typeof recordRequests>;
  beforeEach(() => {
    resetState();
    localStorage.clear();
    resetWallets();
    requests = recordRequests();
  });
  afterEach(() => requests.restore());

  it('without a project id nothing is requested', async () => {
    applyAttributeSettings({ registryUrl: REGISTRY, networks: 'eip155:1', featuredWallets: 'x1' });
    prefetchWallets();
    expect(walletsState.all.status).to.equal('idle');
    expect(walletsState.featured.status).to.equal('idle');
    // The barrier: with a project id, a page is requested and answered; a request from the prefetch would be recorded first.
    configure();
    await loadNextWalletsPage();
    expect(requests.seen.map((url) => url.searchParams.get('projectId'))).to.deep.equal(['unit']);
  });

  it('pages of 40 with projectId, st, sv and the configured chains, de-duplicated, until the count', async () => {
    configure();
    await loadNextWalletsPage();
    const first = requests.seen[0]!;
    expect(Object.fromEntries(first.searchParams)).to.include({
      projectId: 'unit',
      st: 'wallet-modal',
      sv: '0.1.0',
      page: '1',
      entries: '40',
      chains: 'eip155:1',
    });
    expect(walletsState.all.ids).to.have.length(40);
    const { count } = walletsState.all;
    expect(count).to.be.greaterThan(40);
    while (walletsState.all.hasMore) await loadNextWalletsPage();
    expect(walletsState.all.ids).to.have.length(count);
    expect(new Set(walletsState.all.ids).size).to.equal(count);
    expect(requests.seen).to.have.length(Math.ceil(count / 40));
  });

  it('what stays per wallet: one entry, a frozen id list that snapshots share, store pages only for the first page', async () => {
    configure();
    await loadNextWalletsPage();
    const firstPage = walletsState.all.ids;
    await loadNextWalletsPage();
    const { ids } = walletsState.all;
    expect(ids).to.have.length(80);
    expect(Object.isFrozen(ids), 'replaced whole, never changed in place').to.equal(true);
    expect(snapshot(walletsState).all.ids, 'a snapshot holds the same array, no copy').to.equal(ids);
    expect(ids.slice(0, 40)).to.deep.equal(firstPage);
    const entries = ids.map((id) => walletById(id));
    expect(entries.every((wallet) => wallet !== undefined)).to.equal(true);
    const withStores = (wallets: typeof entries) => wallets.filter((wallet) => wallet?.appStore ?? wallet?.playStore).length;
    expect(withStores(entries.slice(0, 40)), 'the first page (recommended) keeps its store pages').to.be.greaterThan(0);
    expect(withStores(entries.slice(40)), 'later pages do not').to.equal(0);
    // The configured network only, one shared list for the wallets that support it.
    expect(new Set(entries.map((wallet) => wallet?.chains)).size).to.equal(1);
    expect(entries[0]?.chains).to.deep.equal(['eip155:1']);

    // A search's entries (no store pages) do not replace the first page's.
    const stored = entries.slice(0, 40).find((wallet) => wallet?.appStore ?? wallet?.playStore)!;
    searchWallets(stored.name, 0);
    await waitFor(() => walletsState.search.status === 'ready', 'the search');
    expect(walletsState.search.ids).to.include(stored.id);
    expect(walletById(stored.id)).to.equal(stored);
  });

  it('search waits for a pause in typing, asks for up to 100, and an empty result is ready and empty', async () => {
    configure();
    searchWallets('A');
    searchWallets('Au');
    searchWallets('Aurora');
    expect(walletsState.search.status).to.equal('loading');
    await waitFor(() => walletsState.search.status === 'ready', 'the search');
    expect(requests.seen.map((url) => [url.searchParams.get('search'), url.searchParams.get('entries')])).to.deep.equal([
      ['Aurora', '100'],
    ]);
    expect(walletsState.search.ids.length).to.be.greaterThan(0);
    for (const id of walletsState.search.ids) expect(walletById(id)?.name).to.contain('Aurora');

    searchWallets('no such wallet', 0);
    await waitFor(() => walletsState.search.status === 'ready' && walletsState.search.query === 'no such wallet', 'the empty search');
    expect(walletsState.search.ids).to.deep.equal([]);
  });

  it('featured wallets are fetched by id; a failing registry is an error event and an error status', async () => {
    configure({ featuredWallets: 'x1,x2' });
    await loadFeaturedWallets();
    expect(requests.seen[0]?.searchParams.get('include')).to.equal('x1,x2');

    resetState();
    const events: StateEvent[] = [];
    const stop = onStateEvent((event) => events.push(event));
    configure({ registryUrl: `${location.origin}/__test/no-registry-here` });
    await loadNextWalletsPage();
    stop();
    expect(walletsState.all).to.include({ status: 'error', messageKey: 'error.http' });
    expect(events).to.deep.include({ type: 'error', code: 'HttpError', messageKey: 'error.http', view: 'Connect', detail: 'HTTP 404' });
  });

  it('recent wallets: at most 2, most recent first, kept in storage; a stored list with an unsafe link is dropped on the way back', () => {
    const wallet = (id: string, extra: Partial<RegistryWallet> = {}): RegistryWallet => ({
      id,
      name: id,
      chains: [],
      injectedNamespaces: [],
      ...extra,
    });
    recordRecentWallet(wallet('a'));
    recordRecentWallet(wallet('b'));
    recordRecentWallet(wallet('a'));
    recordRecentWallet(wallet('c'));
    resetWallets();
    expect(walletsState.recent.map((entry) => entry.id)).to.deep.equal(['c', 'a']);
    recordRecentWallet(wallet('d', { mobileLink: 'javascript:alert(1)' }));
    resetWallets();
    expect(walletsState.recent).to.deep.equal([]);
  });

  it('recent wallets read back from storage must hold display-text names: a tampered name drops the stored list', () => {
    const wallet = (id: string, name: string): RegistryWallet => ({ id, name, chains: [], injectedNamespaces: [] });
    recordRecentWallet(wallet('b', 'Wallet B'));
    recordRecentWallet(wallet('a', 'Wallet A'));
    resetWallets();
    expect(walletsState.recent.map((entry) => entry.name)).to.deep.equal(['Wallet A', 'Wallet B']);
    for (const name of ['W'.repeat(10_000), 'Evil\u202E\u0000\nWallet\uD800', '\u202E\u200B']) {
      recordRecentWallet(wallet('x', name));
      resetWallets();
      expect(walletsState.recent, JSON.stringify(name.slice(0, 20))).to.deep.equal([]);
      recordRecentWallet(wallet('b', 'Wallet B'));
    }
  });
});

import { expect } from 'chai';
import {
  addRecentWallet,
  appendUniqueIds,
  canOpenOnMobile,
  hasMorePages,
  recommendedCount,
  selectRecommended,
  supportsAnyChain,
  visibleRecentWallets,
  walletCountLabel,
  walletInitials,
  type RegistryWallet,
} from '../../../../../src/state/wallets/rules/wallets';

function wallet(id: string, extra: Partial<RegistryWallet> = {}): RegistryWallet {
  return { id, name: `Wallet ${id}`, chains: ['eip155:1'], injectedNamespaces: [], ...extra };
}

const base = { featured: [], featuredIds: [], includeIds: [], excludeIds: [], chains: ['eip155:1'], installed: { ids: [], rdns: [] } };

describe('wallet rules', () => {
  describe('recommendedCount', () => {
    it('leaves four wallets in all before WalletConnect: the page wallets and the recent ones first', () => {
      expect(recommendedCount(0, 0)).to.equal(4);
      expect(recommendedCount(2, 0)).to.equal(2);
      expect(recommendedCount(1, 2)).to.equal(1);
      expect(recommendedCount(3, 2)).to.equal(0);
    });
  });

  describe('selectRecommended', () => {
    const candidates = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => wallet(id));

    it('takes 4, in the registry order', () => {
      expect(selectRecommended({ ...base, candidates }).map((w) => w.id)).to.deep.equal(['a', 'b', 'c', 'd']);
    });

    it('puts featured wallets first, in the host order, whatever order they were fetched in', () => {
      const featured = [wallet('y'), wallet('x')];
      const ids = selectRecommended({ ...base, candidates, featured, featuredIds: ['x', 'y'] }).map((w) => w.id);
      expect(ids).to.deep.equal(['x', 'y', 'a', 'b']);
    });

    it('does not repeat a featured wallet that is also among the candidates', () => {
      const ids = selectRecommended({ ...base, candidates, featured: [wallet('c')], featuredIds: ['c'] }).map((w) => w.id);
      expect(ids).to.deep.equal(['c', 'a', 'b', 'd']);
    });

    it('honours exclude-wallets (even for featured) and include-wallets', () => {
      const featured = [wallet('x')];
      const excluded = selectRecommended({ ...base, candidates, featured, featuredIds: ['x'], excludeIds: ['x', 'a'] });
      expect(excluded.map((w) => w.id)).to.deep.equal(['b', 'c', 'd', 'e']);
      const included = selectRecommended({ ...base, candidates, includeIds: ['e', 'b'] });
      expect(included.map((w) => w.id)).to.deep.equal(['b', 'e']);
    });

    it('keeps only wallets for the configured networks', () => {
      const mixed = [wallet('sol', { chains: ['solana:abc'] }), wallet('evm'), wallet('none', { chains: [] })];
      expect(selectRecommended({ ...base, candidates: mixed }).map((w) => w.id)).to.deep.equal(['evm']);
      expect(selectRecommended({ ...base, candidates: mixed, chains: ['solana:abc'] }).map((w) => w.id)).to.deep.equal(['sol']);
    });

    it('leaves out installed wallets (by rdns) and those already shown as recent', () => {
      const list = [wallet('a', { rdns: 'io.a' }), wallet('b'), wallet('c'), wallet('d'), wallet('e'), wallet('f')];
      const ids = selectRecommended({ ...base, candidates: list, installed: { ids: [], rdns: ['io.a'] }, shownIds: ['c'] }).map(
        (w) => w.id,
      );
      expect(ids).to.deep.equal(['b', 'd', 'e', 'f']);
    });

    it('leaves out an installed Wallet Standard wallet, matched by name as the registry names it', () => {
      const list = [
        wallet('phantomish', { name: 'Devnet Solana Wallet', injectedNamespaces: ['solana'], chains: ['eip155:1'] }),
        wallet('b'),
      ];
      const installed = { ids: [], rdns: [], standardNames: ['devnet solana wallet'] };
      expect(selectRecommended({ ...base, candidates: list, installed }).map((w) => w.id)).to.deep.equal(['b']);
      const evmOnly = [wallet('same-name', { name: 'Devnet Solana Wallet', injectedNamespaces: ['eip155'] })];
      expect(selectRecommended({ ...base, candidates: evmOnly, installed }).map((w) => w.id)).to.deep.equal(['same-name']);
    });
  });

  describe('recent wallets', () => {
    it('keeps at most 2, the most recent first, without duplicates', () => {
      let recent = addRecentWallet([], wallet('a'));
      recent = addRecentWallet(recent, wallet('b'));
      expect(recent.map((w) => w.id)).to.deep.equal(['b', 'a']);
      recent = addRecentWallet(recent, wallet('c'));
      expect(recent.map((w) => w.id)).to.deep.equal(['c', 'b']);
      recent = addRecentWallet(recent, wallet('b'));
      expect(recent.map((w) => w.id)).to.deep.equal(['b', 'c']);
    });

    it('shows none that is announced on the page (by id or rdns)', () => {
      const recent = [wallet('a', { rdns: 'io.a' }), wallet('b'), wallet('c')];
      expect(visibleRecentWallets(recent, { ids: [], rdns: ['io.a'] }).map((w) => w.id)).to.deep.equal(['b', 'c']);
      expect(visibleRecentWallets(recent, { ids: ['b'], rdns: [] }).map((w) => w.id)).to.deep.equal(['a', 'c']);
    });
  });

  it('appendUniqueIds adds only new ids, in order', () => {
    expect(appendUniqueIds(['a', 'b'], [{ id: 'b' }, { id: 'c' }, { id: 'c' }, { id: 'd' }])).to.deep.equal(['a', 'b', 'c', 'd']);
  });

  it('hasMorePages: until the count is reached or a page comes back empty', () => {
    expect(hasMorePages(0, 40, 0, 0)).to.equal(true);
    expect(hasMorePages(1, 40, 100, 40)).to.equal(true);
    expect(hasMorePages(3, 40, 100, 20)).to.equal(false);
    expect(hasMorePages(2, 40, 1000, 0)).to.equal(false);
  });

  it('on a phone only wallets with an app link or a web app', () => {
    expect(canOpenOnMobile({ mobileLink: 'app://' })).to.equal(true);
    expect(canOpenOnMobile({ webappLink: 'https://app.example' })).to.equal(true);
    expect(canOpenOnMobile({})).to.equal(false);
  });

  it('supportsAnyChain, walletCountLabel and walletInitials', () => {
    expect(supportsAnyChain({ chains: [] }, [])).to.equal(true);
    expect(supportsAnyChain({ chains: ['eip155:1'] }, ['eip155:10'])).to.equal(false);
    expect([7, 10, 11, 304, 5000].map(walletCountLabel)).to.deep.equal(['7', '10', '10+', '300+', '5000+']);
    expect(['Aurora Wallet 2', 'zen', '  '].map(walletInitials)).to.deep.equal(['AW', 'Z', '?']);
  });
});

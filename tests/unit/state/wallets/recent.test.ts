import { expect } from 'chai';
import { recordRecentWallet, resetWallets, walletsState } from '../../../../src/state/wallets/lists';

const KEY = 'wallet-modal:recent-wallets';
const RAINBOW = {
  id: 'rainbow',
  name: 'Rainbow',
  imageUrl: 'https://cdn.example/rainbow.png',
  mobileLink: 'rainbow:',
  webappLink: 'https://app.rainbow.example',
  chains: ['eip155:1'],
  injectedNamespaces: [],
};
const PHANTOM = { id: 'solana:Phantom Wallet', name: 'Phantom Wallet', chains: [], injectedNamespaces: ['solana'] };
const store = (value: unknown) => localStorage.setItem(KEY, JSON.stringify({ v: 1, value }));

describe('recent wallets in storage', () => {
  beforeEach(() => localStorage.clear());
  after(() => {
    localStorage.clear();
    resetWallets();
  });

  it('come back after a reload as they were recorded, page wallets included', () => {
    resetWallets();
    recordRecentWallet(RAINBOW);
    recordRecentWallet(PHANTOM);
    resetWallets();
    expect(JSON.parse(JSON.stringify(walletsState.recent))).to.deep.equal([PHANTOM, RAINBOW]);
  });

  it('a wallet with store pages comes back with them', () => {
    // In the registry parser's field order, as a recorded entry has it.
    const { chains, injectedNamespaces, ...links } = RAINBOW;
    const withStores = {
      ...links,
      id: 'rainbow-stores',
      appStore: 'https://apps.apple.example/rainbow',
      playStore: 'https://play.google.example/rainbow',
      chains,
      injectedNamespaces,
    };
    resetWallets();
    recordRecentWallet(withStores);
    resetWallets();
    expect(JSON.parse(JSON.stringify(walletsState.recent))).to.deep.equal([withStores]);
  });

  it('a tampered list is deleted and ignored: unsafe links, wrong types, prototype keys, too many entries', () => {
    const tampered = [
      { rainbow: RAINBOW },
      [{ ...RAINBOW, mobileLink: 'javascript:alert(1)' }],
      [{ ...RAINBOW, webappLink: 'ms-msdt:/id PCWDiagnostic' }],
      [{ ...RAINBOW, imageUrl: 'http://127.0.0.1:8545/' }],
      [{ ...RAINBOW, appStore: 'javascript:alert(1)' }],
      [{ ...RAINBOW, name: { toString: 'x' } }],
      [{ ...RAINBOW, chains: 'eip155:1' }],
      [{ ...RAINBOW, id: '' }],
      [{ ...RAINBOW, constructor: { prototype: { polluted: true } } }],
      [RAINBOW, PHANTOM, { ...RAINBOW, id: 'third' }],
    ];
    for (const value of tampered) {
      store(value);
      resetWallets();
      expect(walletsState.recent, JSON.stringify(value)).to.deep.equal([]);
      expect(localStorage.getItem(KEY), JSON.stringify(value)).to.equal(null);
    }
  });
});

// What a registry entry keeps: AllWallets holds thousands, so each keeps only the fields the
// lists and a connection read, no URL of its own, and shares its lists with equal entries.
import { expect } from 'chai';
import { parseWallet, parseWalletsPage } from '../../../../src/services/registry/parse';
import { createListInterner } from '../../../../src/services/registry/intern';

/** A hosted-registry entry with every field it sends, most of them unused here. */
const FULL_ENTRY = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'Full Wallet',
  homepage: 'https://full.example/',
  image_id: '018b2d52-10e6-4158-1100-e5f4ff3f9d00',
  image_url: { sm: 'https://cdn.example/sm.png', md: 'https://cdn.example/md.png' },
  order: 10,
  mobile_link: 'full://',
  desktop_link: 'full-desktop://',
  webapp_link: 'https://app.full.example/',
  link_mode: 'https://full.example/wc',
  app_store: 'https://apps.example/ios/full',
  play_store: 'https://apps.example/android/full',
  chrome_store: 'https://extensions.example/full',
  rdns: 'example.full',
  injected: [{ namespace: 'eip155', injected_id: 'isFull' }],
  chains: ['eip155:1', 'eip155:8453', 'eip155:10'],
  categories: ['wallet'],
  description: 'A wallet with every field',
  badge_type: 'certified',
  supports_wc: true,
  updatedAt: '2025-01-01',
};

/** The fields the lists and a connection use: adding one is a decision about every wallet of a long list. */
const KEPT_FIELDS = [
  'id',
  'name',
  'imageId',
  'imageUrl',
  'mobileLink',
  'desktopLink',
  'webappLink',
  'appStore',
  'playStore',
  'rdns',
  'chains',
  'injectedNamespaces',
];

describe('registry entries as the lists keep them', () => {
  it('keep only the fields used, and no image URL when the registry serves the image', () => {
    const wallet = parseWallet(FULL_ENTRY);
    expect(Object.keys(wallet ?? {})).to.have.members(KEPT_FIELDS);
    expect(wallet).to.include({ imageId: FULL_ENTRY.image_id, imageUrl: undefined });
  });

  it('keep only the chains the request asked for, and store pages only when asked', () => {
    const asked = parseWallet(FULL_ENTRY, { chains: ['eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], storePages: false });
    expect(asked?.chains).to.deep.equal(['eip155:8453']);
    expect(asked).to.include({ appStore: undefined, playStore: undefined, mobileLink: 'full://' });
    expect(parseWallet(FULL_ENTRY)?.chains, 'no chains asked: all of them').to.deep.equal(FULL_ENTRY.chains);
  });

  it('share equal chain and namespace lists, frozen, across entries and pages', () => {
    const first = parseWalletsPage({ count: 2, data: [FULL_ENTRY, { ...FULL_ENTRY, id: 'second' }] });
    const later = parseWalletsPage({ count: 1, data: [{ ...FULL_ENTRY, id: 'third', chains: [...FULL_ENTRY.chains] }] });
    const [a, b] = first?.data ?? [];
    const c = later?.data[0];
    expect(a?.chains).to.equal(b?.chains).and.to.equal(c?.chains);
    expect(a?.injectedNamespaces).to.equal(c?.injectedNamespaces);
    expect(Object.isFrozen(a?.chains)).to.equal(true);
    expect(parseWallet({ ...FULL_ENTRY, chains: [], injected: null })?.chains).to.equal(
      parseWallet({ ...FULL_ENTRY, chains: null })?.chains,
    );
  });

  it('the list table is bounded: past it, lists are kept as they came', () => {
    const intern = createListInterner(3);
    const lists = ['a', 'b', 'c'].map((value) => intern([value]));
    expect(intern(['a'])).to.equal(lists[0]);
    expect(intern(['d']), 'a fourth list is not kept').not.to.equal(intern(['d']));
    expect(intern(['d'])).to.deep.equal(['d']);
    expect(intern(['c'])).to.equal(lists[2]);
  });
});

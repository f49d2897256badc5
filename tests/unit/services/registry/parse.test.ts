import { expect } from 'chai';
import { allowLoopbackFor } from '../../../../src/services/http/safe-url';
import { MAX_WALLET_COUNT, MAX_WALLETS_PER_PAGE, parseWallet, parseWalletsPage } from '../../../../src/services/registry/parse';

const entry = {
  id: 'abc123',
  name: 'Good Wallet',
  image_id: 'img1',
  image_url: 'https://cdn.example/x.png',
  mobile_link: 'good://',
  desktop_link: 'good-desktop://',
  webapp_link: 'https://app.good.example/',
  app_store: 'https://apps.good.example/ios',
  play_store: null,
  rdns: 'example.good',
  chains: ['eip155:1', 42],
  injected: [{ namespace: 'eip155', injected_id: 'isGood' }],
  badge_type: 'certified',
};

describe('registry answers', () => {
  it('maps an entry to camelCase: its image_id (the URL is built when shown), image_url only without one', () => {
    expect(parseWallet(entry)).to.deep.equal({
      id: 'abc123',
      name: 'Good Wallet',
      imageId: 'img1',
      imageUrl: undefined,
      mobileLink: 'good://',
      desktopLink: 'good-desktop://',
      webappLink: 'https://app.good.example/',
      appStore: 'https://apps.good.example/ios',
      playStore: undefined,
      rdns: 'example.good',
      chains: ['eip155:1'],
      injectedNamespaces: ['eip155'],
    });
    expect(parseWallet({ ...entry, image_id: 'not an id!' })).to.include({ imageId: undefined, imageUrl: 'https://cdn.example/x.png' });
  });

  it('drops entries without an id or a name, and links or images that could run code', () => {
    expect(parseWallet({ ...entry, id: '' })).to.equal(undefined);
    expect(parseWallet({ ...entry, name: 42 })).to.equal(undefined);
    expect(parseWallet({ ...entry, id: '<script>' })).to.equal(undefined);
    const hostile = parseWallet({
      ...entry,
      image_id: null,
      image_url: 'javascript:alert(1)',
      mobile_link: 'javascript:alert(1)',
      desktop_link: 'data:text/html,x',
      webapp_link: 'http://evil.example/',
      app_store: 'javascript:alert(1)',
      play_store: 'itms-apps://evil',
    });
    expect(hostile).to.include({
      imageUrl: undefined,
      mobileLink: undefined,
      desktopLink: undefined,
      webappLink: undefined,
      appStore: undefined,
      playStore: undefined,
    });
    // A loopback image only when the configured services are on loopback (a devnet).
    const loopbackImage = { ...entry, image_id: null, image_url: 'http://127.0.0.1:4173/x.svg' };
    expect(parseWallet(loopbackImage)?.imageUrl).to.equal(undefined);
    allowLoopbackFor(['http://127.0.0.1:4173/registry']);
    try {
      expect(parseWallet(loopbackImage)?.imageUrl).to.equal('http://127.0.0.1:4173/x.svg');
    } finally {
      allowLoopbackFor([]);
    }
  });

  it('names are display text: bidi overrides, controls and zero-width characters go, length is capped', () => {
    expect(parseWallet({ ...entry, name: 'Meta\u202EksaM\u202C\u200B' })?.name).to.equal('MetaksaM');
    expect(parseWallet({ ...entry, name: 'Good\r\nWallet\u0007\u2066' })?.name).to.equal('Good Wallet');
    expect(Array.from(parseWallet({ ...entry, name: 'W'.repeat(2_000) })?.name ?? '')).to.have.length(64);
    expect(parseWallet({ ...entry, name: '\u202E\u200B\uDC00' }), 'nothing visible is no name').to.equal(undefined);
  });

  it('keeps the good entries of a page and its count; another shape is no page', () => {
    const page = parseWalletsPage({ count: 300, data: [entry, null, { id: 'x' }, { ...entry, id: 'def' }] });
    expect(page?.count).to.equal(300);
    expect(page?.data.map((wallet) => wallet.id)).to.deep.equal(['abc123', 'def']);
    expect(parseWalletsPage({ wallets: [] })).to.equal(undefined);
    expect(parseWalletsPage('nope')).to.equal(undefined);
    expect(parseWalletsPage({ data: [entry], count: -1 })?.count).to.equal(1);
  });

  it("bounds a hostile page: its length, its count, each entry's lists and text; the good entries stay", () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ ...entry, id: `w${index}` }));
    const long = parseWalletsPage({ count: 10_000, data: many });
    expect(long?.data).to.have.length(MAX_WALLETS_PER_PAGE);
    expect(long?.data[0]?.id).to.equal('w0');
    for (const count of [1e15, MAX_WALLET_COUNT + 1, Number.MAX_SAFE_INTEGER]) {
      expect(parseWalletsPage({ count, data: [entry] })?.count, String(count)).to.equal(1);
    }
    const bloated = parseWallet({
      ...entry,
      chains: Array.from({ length: 100_000 }, (_, index) => `eip155:${index}`),
      injected: Array.from({ length: 100_000 }, () => ({ namespace: 'eip155' })),
      rdns: 'x'.repeat(1_000_000),
    });
    expect(bloated?.chains).to.have.length(64);
    expect(bloated?.rdns).to.equal(undefined);
    const page = parseWalletsPage({
      count: 3,
      data: [
        { ...entry, name: 'n'.repeat(1_000_000) },
        { ...entry, id: 'ok' },
        { ...entry, id: 'x'.repeat(200) },
      ],
    });
    expect(page?.data.map((wallet) => wallet.id)).to.deep.equal(['ok']);
  });
});

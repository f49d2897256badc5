import { expect } from 'chai';
import { allowLoopbackFor } from '../../../../src/services/http/safe-url';
import { parseWallet, parseWalletsPage } from '../../../../src/services/registry/parse';

const imageFor = (id: string) => `https://registry.example/getWalletImage/${id}?projectId=p`;
const entry = {
  id: 'abc123', name: 'Good Wallet', image_id: 'img1', image_url: 'https://cdn.example/x.png',
  mobile_link: 'good://', desktop_link: 'good-desktop://', webapp_link: 'https://app.good.example/',
  rdns: 'example.good', chains: ['eip155:1', 42], injected: [{ namespace: 'eip155', injected_id: 'isGood' }], badge_type: 'certified',
};

describe('registry answers', () => {
  it('maps an entry to camelCase, with the registry image route for its image_id', () => {
    expect(parseWallet(entry, imageFor)).to.deep.equal({
      id: 'abc123', name: 'Good Wallet', imageId: 'img1', imageUrl: imageFor('img1'),
      mobileLink: 'good://', desktopLink: 'good-desktop://', webappLink: 'https://app.good.example/',
      rdns: 'example.good', chains: ['eip155:1'], injectedNamespaces: ['eip155'], badgeType: 'certified',
    });
  });

  it('drops entries without an id or a name, and links or images that could run code', () => {
    expect(parseWallet({ ...entry, id: '' })).to.equal(undefined);
    expect(parseWallet({ ...entry, name: 42 })).to.equal(undefined);
    expect(parseWallet({ ...entry, id: '<script>' })).to.equal(undefined);
    const hostile = parseWallet({
      ...entry, image_id: null, image_url: 'javascript:alert(1)',
      mobile_link: 'javascript:alert(1)', desktop_link: 'data:text/html,x', webapp_link: 'http://evil.example/',
    });
    expect(hostile).to.include({ imageUrl: undefined, mobileLink: undefined, desktopLink: undefined, webappLink: undefined });
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

  it('keeps the good entries of a page and its count; another shape is no page', () => {
    const page = parseWalletsPage({ count: 300, data: [entry, null, { id: 'x' }, { ...entry, id: 'def' }] }, imageFor);
    expect(page?.count).to.equal(300);
    expect(page?.data.map((wallet) => wallet.id)).to.deep.equal(['abc123', 'def']);
    expect(parseWalletsPage({ wallets: [] })).to.equal(undefined);
    expect(parseWalletsPage('nope')).to.equal(undefined);
    expect(parseWalletsPage({ data: [entry], count: -1 })?.count).to.equal(1);
  });
});

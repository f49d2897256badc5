// The loaded-image cache behind WalletIcon: bounded, least recently shown first out.
import { expect } from 'chai';
import { LOADED_IMAGES_MAX, RecentUrls, loadedImages } from '../../../src/react/ui/loaded-images';

const url = (index: number) => `https://registry.example/getWalletImage/${index}?projectId=p`;

describe('loaded images', () => {
  it('keep at most `max` URLs, dropping the least recently shown', () => {
    const cache = new RecentUrls(3);
    [1, 2, 3].forEach((index) => cache.add(url(index)));
    expect(cache.has(url(1)), 'shown again: now the most recent').to.equal(true);
    cache.add(url(4));
    expect(cache.urls()).to.deep.equal([url(3), url(1), url(4)]);
    expect(cache.has(url(2))).to.equal(false);
    cache.add(url(4));
    expect(cache.size).to.equal(3);
  });

  it("WalletIcon's cache holds a screen of tiles, not a whole list", () => {
    expect(loadedImages.max).to.equal(LOADED_IMAGES_MAX);
    for (let index = 0; index < 5_000; index += 1) loadedImages.add(url(index));
    expect(loadedImages.size).to.equal(LOADED_IMAGES_MAX);
    expect(loadedImages.has(url(4_999))).to.equal(true);
    expect(loadedImages.has(url(0))).to.equal(false);
    expect(LOADED_IMAGES_MAX).to.be.within(40, 200);
  });
});

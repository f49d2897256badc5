// The image URLs that have loaded lately, so an icon scrolled back into view shows its image at
// once instead of its initials. Bounded, least recently shown first out: a long list (AllWallets'
// thousands) would otherwise keep every URL it ever showed. A URL dropped is only preloaded
// again (from the HTTP cache) when its icon shows next.

/** More than a screen of AllWallets' tiles with its overscan (about 40) and the Connect list. */
export const LOADED_IMAGES_MAX = 96;

/** A set of at most `max` URLs; `has` marks a URL as just shown, `add` drops the least recently shown past `max`. */
export class RecentUrls {
  readonly #urls = new Set<string>();

  constructor(readonly max: number) {}

  has(url: string): boolean {
    if (!this.#urls.has(url)) return false;
    this.#urls.delete(url);
    this.#urls.add(url);
    return true;
  }

  add(url: string) {
    this.#urls.delete(url);
    this.#urls.add(url);
    for (const oldest of this.#urls) {
      if (this.#urls.size <= this.max) break;
      this.#urls.delete(oldest);
    }
  }

  get size(): number {
    return this.#urls.size;
  }

  /** The URLs kept, least recently shown first. */
  urls(): string[] {
    return [...this.#urls];
  }
}

/** The URLs WalletIcon has seen load. */
export const loadedImages = new RecentUrls(LOADED_IMAGES_MAX);

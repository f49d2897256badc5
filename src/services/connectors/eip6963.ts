// EIP-6963 discovery: every announcement is untrusted page input, read once into plain values
// (getters that throw, proxies and wrong types are skipped), kept in arrival order up to a cap.
// Linear: each announcement is one map lookup; listeners hear once per burst. In the entry: tiny.
import type { Eip1193Provider } from './eip1193';

/** Where the page's wallets announce themselves: the page's window, handed in by whoever starts discovery. */
export type AnnouncementTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

export interface AnnouncedWallet {
  uuid: string;
  name: string;
  /** Checked for shape only; the views decide whether it may be shown. */
  icon?: string;
  rdns: string;
  provider: Eip1193Provider;
}

/** More page wallets than anyone installs: the rest are ignored. */
export const MAX_PAGE_WALLETS = 100;
const MAX_ICON_LENGTH = 256 * 1024;
// Reverse DNS (EIP-6963): dot-separated labels, so never one of our own ids ('injected', 'walletConnect', 'ws:…').
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** The announcement as plain values, or the reason it is skipped. */
export function readAnnouncement(detail: unknown): AnnouncedWallet | string {
  try {
    const { info, provider } = detail as { info: Record<string, unknown>; provider: Eip1193Provider };
    const { uuid, name, icon, rdns } = info;
    if (!isText(uuid, 64) || !isText(name, 1_000) || !isText(rdns, 253) || !RDNS.test(rdns)) return 'bad info';
    if (typeof Object(provider).request !== 'function') return 'no provider.request';
    return { uuid, name, rdns, provider, icon: isText(icon, MAX_ICON_LENGTH) ? icon : undefined };
  } catch {
    return 'it threw';
  }
}

export interface AnnouncementHandlers {
  /** The wallets so far, in arrival order (a new array each time). */
  changed(wallets: readonly AnnouncedWallet[]): void;
  skipped(reason: string): void;
}

/** Listens for announcements on `page` and asks the page's wallets to announce; returns the stop. */
export function watchAnnouncements(page: AnnouncementTarget, { changed, skipped }: AnnouncementHandlers): () => void {
  const byUuid = new Map<string, AnnouncedWallet>();
  const providers = new Set<unknown>();
  let pending = false;
  let stopped = false;
  // Each announcement's detail is only page input.
  const onAnnounce = (event: Event) => {
    const wallet = readAnnouncement((event as CustomEvent<unknown>).detail);
    if (typeof wallet === 'string') return skipped(`EIP-6963 wallet skipped: ${wallet}`);
    // The same wallet announcing again (it answers every request) changes nothing.
    if (byUuid.has(wallet.uuid) || providers.has(wallet.provider)) return;
    if (byUuid.size >= MAX_PAGE_WALLETS) return skipped(`${wallet.rdns} skipped: over ${MAX_PAGE_WALLETS} wallets`);
    byUuid.set(wallet.uuid, wallet);
    providers.add(wallet.provider);
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      if (!stopped) changed([...byUuid.values()]);
    });
  };
  page.addEventListener('eip6963:announceProvider', onAnnounce);
  page.dispatchEvent(new CustomEvent('eip6963:requestProvider'));
  return () => {
    stopped = true;
    page.removeEventListener('eip6963:announceProvider', onAnnounce);
  };
}

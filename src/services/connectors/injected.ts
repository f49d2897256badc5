// Browser wallets on the page: those that announce themselves (EIP-6963) and, only when none
// did, a legacy `window.ethereum`. The page's window is handed in: nothing here reads a global.
import type { Eip1193Provider } from './eip1193';
import { watchAnnouncements, type AnnouncedWallet, type AnnouncementTarget } from './eip6963';

/** The page's window as discovery reads it: its announcements and a legacy injected `ethereum`. */
export interface InjectedPage extends AnnouncementTarget {
  readonly ethereum?: unknown;
}

export interface InjectedWallet {
  name: string;
  icon?: string;
  /** The announced wallet's reverse-DNS name (its identity across reloads); none for the legacy one. */
  rdns?: string;
  provider: Eip1193Provider;
  announced: boolean;
}

export const LEGACY_INJECTED_ID = 'injected';

function legacyWallet(page: InjectedPage): InjectedWallet[] {
  try {
    const candidate = page.ethereum as Eip1193Provider | undefined;
    return typeof candidate?.request === 'function' ? [{ name: 'Browser wallet', provider: candidate, announced: false }] : [];
  } catch {
    // A page whose `ethereum` getter throws has no usable legacy wallet.
    return [];
  }
}

const injectedWallet = ({ name, icon, rdns, provider }: AnnouncedWallet): InjectedWallet => ({
  name,
  icon,
  rdns,
  provider,
  announced: true,
});

/** Calls `listener` now and whenever the set of `page`'s injected wallets changes; `skipped` hears of announcements left out. */
export function watchInjectedWallets(
  page: InjectedPage,
  listener: (wallets: InjectedWallet[]) => void,
  skipped: (reason: string) => void,
): () => void {
  listener(legacyWallet(page));
  return watchAnnouncements(page, {
    changed: (announced) => listener(announced.length > 0 ? announced.map(injectedWallet) : legacyWallet(page)),
    skipped,
  });
}

// Browser wallets on the page: those that announce themselves (EIP-6963) and, only when none
// did, a legacy `window.ethereum`.
import type { Eip1193Provider } from './eip1193';
import { watchAnnouncements, type AnnouncedWallet } from './eip6963';

export interface InjectedWallet {
  name: string;
  icon?: string;
  /** The announced wallet's reverse-DNS name (its identity across reloads); none for the legacy one. */
  rdns?: string;
  provider: Eip1193Provider;
  announced: boolean;
}

export const LEGACY_INJECTED_ID = 'injected';

function legacyWallet(): InjectedWallet[] {
  try {
    const candidate = (globalThis as { ethereum?: Eip1193Provider }).ethereum;
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

/** Calls `listener` now and whenever the set of injected wallets changes; `skipped` hears of announcements left out. */
export function watchInjectedWallets(listener: (wallets: InjectedWallet[]) => void, skipped: (reason: string) => void): () => void {
  listener(legacyWallet());
  return watchAnnouncements({
    changed: (announced) => listener(announced.length > 0 ? announced.map(injectedWallet) : legacyWallet()),
    skipped,
  });
}

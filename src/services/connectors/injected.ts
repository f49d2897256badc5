// Browser wallets on the page: those that announce themselves (EIP-6963, via
// mipd) and, only when none did, a legacy `window.ethereum`.
import { createStore, type Store } from 'mipd';
import type { Eip1193Provider } from './eip1193';

export interface InjectedWallet {
  /** The wallet's rdns when announced (stable across reloads), else 'injected'. */
  id: string;
  name: string;
  icon?: string;
  rdns?: string;
  provider: Eip1193Provider;
  announced: boolean;
}

export const LEGACY_INJECTED_ID = 'injected';

let store: Store | undefined;

function legacyProvider(): Eip1193Provider | undefined {
  const candidate = (globalThis as { ethereum?: Eip1193Provider }).ethereum;
  return typeof candidate?.request === 'function' ? candidate : undefined;
}

function currentWallets(): InjectedWallet[] {
  const announced = (store?.getProviders() ?? []).map((detail) => ({
    id: detail.info.rdns || detail.info.uuid,
    name: detail.info.name,
    icon: detail.info.icon,
    rdns: detail.info.rdns,
    provider: detail.provider as unknown as Eip1193Provider,
    announced: true,
  }));
  const unique = [...new Map(announced.map((wallet) => [wallet.id, wallet])).values()];
  if (unique.length > 0) return unique;
  const legacy = legacyProvider();
  return legacy ? [{ id: LEGACY_INJECTED_ID, name: 'Browser wallet', provider: legacy, announced: false }] : [];
}

/** Calls `listener` now and whenever the set of injected wallets changes. */
export function watchInjectedWallets(listener: (wallets: InjectedWallet[]) => void): () => void {
  store ??= createStore();
  const emit = () => listener(currentWallets());
  const unsubscribe = store.subscribe(emit);
  emit();
  return unsubscribe;
}

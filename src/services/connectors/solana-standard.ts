// Solana wallets on the page, through the Wallet Standard (`@wallet-standard/app`):
// those with a `solana:` chain and `standard:connect`. Kept tiny: it is in the entry.
import { getWallets } from '@wallet-standard/app';

/** The slice of a Wallet Standard account and wallet this connector reads. */
export interface StandardAccount {
  readonly address: string;
  readonly chains: readonly string[];
}

export interface StandardWallet {
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly accounts: readonly StandardAccount[];
  readonly features: Readonly<Record<string, unknown>>;
}

interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }>;
}
interface DisconnectFeature {
  disconnect(): Promise<void>;
}
interface EventsFeature {
  on(event: 'change', listener: (properties: { accounts?: readonly StandardAccount[]; chains?: readonly string[] }) => void): () => void;
}

export interface SolanaWallet {
  /** Stable across reloads: the wallet's name, prefixed. */
  id: string;
  name: string;
  icon: string;
  wallet: StandardWallet;
}

export const SOLANA_ID_PREFIX = 'ws:';

function isSolanaWallet(wallet: StandardWallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in wallet.features;
}

function currentWallets(): SolanaWallet[] {
  const found = getWallets()
    .get()
    .filter((wallet) => isSolanaWallet(wallet as StandardWallet))
    .map((wallet) => ({ id: `${SOLANA_ID_PREFIX}${wallet.name}`, name: wallet.name, icon: wallet.icon, wallet: wallet as StandardWallet }));
  return [...new Map(found.map((wallet) => [wallet.id, wallet])).values()];
}

/** Calls `listener` now and whenever a Solana wallet registers or unregisters. */
export function watchSolanaWallets(listener: (wallets: SolanaWallet[]) => void): () => void {
  const emit = () => listener(currentWallets());
  const api = getWallets();
  const offs = [api.on('register', emit), api.on('unregister', emit)];
  emit();
  return () => offs.forEach((off) => off());
}

function feature<T>(wallet: StandardWallet, name: string): T | undefined {
  return wallet.features[name] as T | undefined;
}

/** `standard:connect`; `silent` asks only for accounts approved before (no prompt). */
export async function connectStandardWallet(wallet: StandardWallet, { silent = false } = {}): Promise<readonly StandardAccount[]> {
  const connect = feature<ConnectFeature>(wallet, 'standard:connect');
  if (!connect) throw Object.assign(new Error(`${wallet.name} cannot connect`), { code: 4200 });
  const { accounts } = await connect.connect(silent ? { silent: true } : undefined);
  return accounts;
}

/** `standard:disconnect`, where the wallet has it. */
export async function disconnectStandardWallet(wallet: StandardWallet): Promise<void> {
  await feature<DisconnectFeature>(wallet, 'standard:disconnect')?.disconnect();
}

export interface StandardWalletHandlers {
  onAccounts(accounts: readonly StandardAccount[]): void;
  onChains(chains: readonly string[]): void;
}

/** Follows the wallet's `change` events (its accounts, its chains); returns the unsubscribe. */
export function watchStandardWallet(wallet: StandardWallet, handlers: StandardWalletHandlers): () => void {
  const events = feature<EventsFeature>(wallet, 'standard:events');
  if (!events) return () => undefined;
  return events.on('change', (properties) => {
    if (properties.accounts) handlers.onAccounts(properties.accounts);
    if (properties.chains) handlers.onChains(properties.chains);
  });
}

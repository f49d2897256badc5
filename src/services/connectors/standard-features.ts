// A Wallet Standard wallet's features, called: connect (or silently), disconnect, its change events.
// What they answer is unchecked here; the connector validates it. Lazy: loads with the first connect or restore.
import { feature, type StandardWallet } from './solana-standard';

interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: unknown }>;
}
interface DisconnectFeature {
  disconnect(): Promise<void>;
}
interface EventsFeature {
  on(event: 'change', listener: (properties: { accounts?: unknown; chains?: unknown }) => void): () => void;
}

/** The wallet's accounts now, unchecked (the connector validates them); [] when reading them throws. */
export function standardAccounts(wallet: StandardWallet): unknown {
  try {
    return wallet.accounts;
  } catch {
    return [];
  }
}

/** `standard:connect`; `silent` asks only for accounts approved before (no prompt). The accounts are unchecked. */
export async function connectStandardWallet(wallet: StandardWallet, { silent = false } = {}): Promise<unknown> {
  const connect = feature<ConnectFeature>(wallet, 'standard:connect', 'connect');
  if (!connect) throw Object.assign(new Error('The wallet cannot connect'), { code: 4200 });
  const result: unknown = await connect.connect(silent ? { silent: true } : undefined);
  return (result as { accounts?: unknown } | null | undefined)?.accounts;
}

/** `standard:disconnect`, where the wallet has it. */
export async function disconnectStandardWallet(wallet: StandardWallet): Promise<void> {
  await feature<DisconnectFeature>(wallet, 'standard:disconnect', 'disconnect')?.disconnect();
}

export interface StandardWalletHandlers {
  /** The wallet's new accounts, unchecked. */
  onAccounts(accounts: unknown): void;
  onChains(): void;
  onMalformed(error: unknown): void;
}

/** Follows the wallet's `change` events (its accounts, its chains); returns the unsubscribe. */
export function watchStandardWallet(wallet: StandardWallet, handlers: StandardWalletHandlers): () => void {
  const events = feature<EventsFeature>(wallet, 'standard:events', 'on');
  try {
    const off = events?.on('change', (properties) => {
      if (typeof properties !== 'object' || properties === null) return;
      if ('accounts' in properties) handlers.onAccounts(properties.accounts);
      if ('chains' in properties) handlers.onChains();
    });
    return () => {
      try {
        if (typeof off === 'function') off();
      } catch {
        // The wallet's own unsubscribe failed: it is no longer followed either way.
      }
    };
  } catch (error) {
    handlers.onMalformed(error);
    return () => undefined;
  }
}

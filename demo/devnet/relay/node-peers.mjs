// WalletConnect peers in Node, for tests: a dapp (@walletconnect/universal-provider)
// and a wallet (@reown/walletkit), each on its own in-memory Core, through a relay.
import { Core } from '@walletconnect/core';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { WalletKit } from '@reown/walletkit';
import { keepCoreOffline } from '../../wallet/offline-core.mjs';

export const TEST_PROJECT_ID = '0123456789abcdef0123456789abcdef';

let peerCount = 0;

function newCore(relayUrl, role) {
  peerCount += 1;
  const core = new Core({
    projectId: TEST_PROJECT_ID,
    relayUrl,
    logger: 'error',
    // Core is a singleton per storage prefix; each peer gets its own, and memory storage.
    customStoragePrefix: `${role}-${process.pid}-${peerCount}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
  });
  return keepCoreOffline(core);
}

function metadata(name) {
  return { name, description: `${name} (devnet test peer)`, url: 'http://127.0.0.1', icons: [] };
}

/** A dapp-side UniversalProvider (no provider ping: the relay double answers, not a chain). */
export async function startNodeDapp({ relayUrl }) {
  const core = newCore(relayUrl, 'dapp');
  const provider = await UniversalProvider.init({
    core,
    projectId: TEST_PROJECT_ID,
    relayUrl,
    logger: 'error',
    metadata: metadata('Devnet test dapp'),
    disableProviderPing: true,
  });
  return { provider, core };
}

/**
 * A wallet-side WalletKit, with the 1 s gap between queued requests turned off; `name` is what it tells the dapp
 * it is, `peerMetadata` replaces its whole metadata (a hostile peer's).
 */
export async function startNodeWallet({ relayUrl, name = 'Devnet test wallet', peerMetadata = metadata(name) }) {
  const core = newCore(relayUrl, 'wallet');
  const walletKit = await WalletKit.init({
    core,
    metadata: peerMetadata,
    signConfig: { disableRequestQueue: true },
  });
  return { walletKit, core };
}

/** Closes the relay sockets and heartbeats of the given Cores so the process can exit. */
export async function closeCores(...cores) {
  // Let in-flight acks and unsubscribes reach the relay first.
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const core of cores) {
    await core.relayer.transportClose().catch(() => {});
    core.heartbeat.stop();
  }
}

/**
 * After a failed test a client can still wait on a reply (sign-client keeps a
 * 15-minute timer per request); exit with failure rather than hang the run.
 */
export function exitIfClientsHang(graceMs = 2000) {
  setTimeout(() => {
    console.error('WalletConnect clients still hold timers after the tests: exiting with failure.');
    process.exit(1);
  }, graceMs).unref();
}

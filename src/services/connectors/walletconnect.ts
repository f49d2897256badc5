// WalletConnect through @walletconnect/universal-provider. The provider (and its
// Core, relay client and crypto) is big, so it loads as its own chunk, only when
// the visitor picks WalletConnect or a stored session must be restored.
import { loadWalletConnectProvider } from '../chunks/walletconnect';
import type UniversalProvider from '@walletconnect/universal-provider';
import type { Eip1193Provider } from './eip1193';

export type WalletConnectProvider = UniversalProvider;
export type WalletConnectSession = NonNullable<UniversalProvider['session']>;

export interface WalletConnectSettings {
  projectId: string;
  relayUrl: string;
  /** The host opted into analytics; otherwise WalletConnect's telemetry stays off. */
  analytics: boolean;
  metadata: { name: string; description: string; url: string; icons: string[] };
}

/** Our key prefix in WalletConnect's storage, apart from any other WalletConnect app on the origin. */
export const WALLETCONNECT_STORAGE_PREFIX = 'wallet-modal';

let started: Promise<WalletConnectProvider> | undefined;

/**
 * Initialises the provider once per page: WalletConnect keeps one Core per storage prefix in a global,
 * so later settings (another relay URL) apply from the next page load. A failed start is forgotten,
 * so a retry can work.
 */
export function startWalletConnect(settings: WalletConnectSettings): Promise<WalletConnectProvider> {
  if (started) return started;
  const provider = loadWalletConnectProvider().then(({ UniversalProvider }) =>
    UniversalProvider.init({
      projectId: settings.projectId,
      relayUrl: settings.relayUrl,
      metadata: settings.metadata,
      telemetryEnabled: settings.analytics,
      // The provider would otherwise ping every chain's RPC at start.
      disableProviderPing: true,
      customStoragePrefix: WALLETCONNECT_STORAGE_PREFIX,
      logger: 'error',
    }),
  );
  started = provider;
  provider.catch(() => {
    if (started === provider) started = undefined;
  });
  return provider;
}

/**
 * The session's eip155 side as an EIP-1193 provider for the host: requests go to the
 * chain the visitor is on (the provider's own default can point at another namespace).
 */
export function eip155Provider(provider: WalletConnectProvider, currentChain: () => string): Eip1193Provider {
  return {
    request: (args) => provider.request({ method: args.method, params: args.params }, currentChain()),
    on: (event, listener) => provider.on(event, listener),
    removeListener: (event, listener) => provider.removeListener(event, listener),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the relay has handed over what it kept for `topic` while the page was closed
 * (a wallet's session_delete, for one) and the client has acted on it: the topic is subscribed
 * again, then `quietMs` pass without a message, or `processMs` after a message on the topic
 * itself. Measured on the devnet, a stored delete took up to about 1 s after the subscription to
 * take effect. At most `maxMs`: an unreachable relay leaves the stored session as it is.
 */
export async function relayMessagesSettled(
  provider: WalletConnectProvider,
  topic: string,
  { quietMs = 1200, processMs = 1500, maxMs = 5000 } = {},
) {
  const { relayer } = provider.client.core;
  const deadline = Date.now() + maxMs;
  const live = () => Date.now() < deadline && provider.session?.topic === topic;
  let lastMessage = 0;
  let lastOnTopic = 0;
  const onMessage = (message: { topic?: string }) => {
    lastMessage = Date.now();
    if (message.topic === topic) lastOnTopic = lastMessage;
  };
  relayer.on('relayer_message', onMessage);
  try {
    // The relay hands stored messages over right after the topic is subscribed again.
    while (live() && !(await relayer.subscriber.isSubscribed(topic))) await sleep(50);
    lastMessage = Math.max(lastMessage, Date.now());
    while (live() && (Date.now() - lastMessage < quietMs || Date.now() - lastOnTopic < processMs)) await sleep(50);
  } finally {
    relayer.off('relayer_message', onMessage);
  }
}

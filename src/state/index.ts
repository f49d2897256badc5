// The state layer's one face for the element: what the shell reads, the actions behind its
// public methods, and the page-level watchers that wire the features together. Everything
// here loads with the button, so the heavy features are reached only through `import()`.
import { subscribe } from 'valtio';
import { createError } from '../services/errors';
import { accountOf, accountState, signInConfigured } from './account';
import { watchFollowed } from './transactions';
import { registerConnectorLoader } from './connection';
import { withChunk } from './chunks';
import { featureChunks } from './chunks/features';
import { siwxChunks } from './chunks/siwx';
// The chain loaders load with the button: the flows that use them sit in different chunks, which
// would otherwise split them into a file of their own at every step (npm run size).
import './chunks/chain';
import { watchUnsupportedChain } from './router';
import { optionsState } from './settings';
import { NAMESPACES } from './shared';

export {
  accountOf,
  accountState,
  setSiwxAdapter,
  signInState,
  type AccountData,
  type AppKitSiwxConfig,
  type SignInStatus,
  type SiwxAdapter,
  type SiwxAdapterInput,
} from './account';
export { addTransaction, followedState, type HostTransactionInput } from './transactions';
export { activeNamespace, activeNetwork, chainsState } from './networks';
export { defineChunks, withChunk, WARM_CHUNKS, type ChunkLoader } from './chunks';
export { featureChunks } from './chunks/features';
export { onStateEvent, type StateEvent } from './events';
export * from './store';
export { closeModal, modalState, openModal, routerState } from './router';
export { applyAttributeSettings, applyConfigObject, applyHostMessages, configErrorEvent, newIssues } from './configure';
export { connectedConnector, connectorsState, disconnect, findConnector, restoreSessions, watchPageWallets } from './connection';
export {
  allConfigIssues,
  optionsState,
  parseBoolean,
  parseSettings,
  setDocumentLang,
  setIsMobile,
  SETTING_NAMES,
  SETTINGS,
  toSettingString,
  type AuthProvider,
  type HostMessagesInput,
  type ConfigIssue,
  type ConnectSection,
  type EmbeddedAccountType,
  type SignInMode,
  type ToastPlacement,
  type Options,
  type ParsedSettings,
  type SettingName,
  type SettingOptions,
  type SocialProvider,
} from './settings';
export {
  NAMESPACES,
  networkOfCaipAddress,
  type AccountFeature,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectionStatus,
  type ConnectorType,
  type Theme,
  type ViewName,
} from './shared';

/** Once an account connects (a connect or a restore is intent), `start` runs: balances, the sign-in flow (when configured). */
function onceConnected(start: () => unknown): () => void {
  const started = () => NAMESPACES.some((namespace) => accountOf(namespace).status === 'connected') && start() !== false;
  if (started()) return () => undefined;
  const stop = subscribe(accountState, () => {
    if (started()) stop();
  });
  return stop;
}

const watchBalances = () => onceConnected(() => withChunk(featureChunks.balances, ({ trackBalances }) => trackBalances()));
const watchSignIn = () => onceConnected(() => signInConfigured() && withChunk(siwxChunks.siwx, ({ followAccounts }) => followAccounts()));

/** The rules that follow the state rather than a click, for as long as an element is on the page; returns the stop. */
export function watchState(): () => void {
  const stops = [watchUnsupportedChain(), watchBalances(), watchSignIn(), watchFollowed()];
  return () => stops.forEach((stop) => stop());
}

/** Intent: the registry's first page is requested with the modal's code. */
export function prefetchWallets() {
  withChunk(featureChunks.wallets, ({ prefetchWallets: prefetch }) => prefetch());
}

/**
 * Intent: the project's hosted configuration (feature switches, origin allowlist) is requested with the
 * registry's first page, never at page load; with `analytics`, its chunk loads and asks getAnalyticsConfig.
 */
export function prefetchHostedConfig() {
  if (!optionsState.options.projectId) return;
  withChunk(featureChunks.hosted, ({ loadHostedConfig }) => loadHostedConfig());
  if (optionsState.options.analytics) withChunk(featureChunks.analytics, ({ startAnalytics }) => startAnalytics());
}

/** Lets stored WalletConnect sessions come back: its connector's code (and the provider's) loads only when one was stored. */
export function enableWalletConnectRestore() {
  registerConnectorLoader('walletConnect', () =>
    featureChunks.walletConnect.quiet().then(
      ({ walletConnectConnector }) => walletConnectConnector,
      // Reported once, by the restore, under its catalogue name.
      (cause: unknown) => Promise.reject(createError('ChunkLoadError', { cause })),
    ),
  );
}

/** Lets a stored embedded (auth) sign-in come back: the connector's chunk and its frame load only when one was stored. */
export function enableAuthRestore() {
  registerConnectorLoader('auth', () =>
    featureChunks.auth.quiet().then(
      ({ loadAuthConnector }) => loadAuthConnector(),
      (cause: unknown) => Promise.reject(createError('ChunkLoadError', { cause })),
    ),
  );
}

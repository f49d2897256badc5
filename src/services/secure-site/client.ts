// The product's client of the hosted secure site (version 4): opens the frame, syncs the dapp's
// data, and offers each flow as a typed method (email and device approval, social, Farcaster,
// restore, network, account preference, sign-out, RPC). What the auth connector calls.
import { userChainId, type CaipNetworkId } from './chain-ids';
import { openChannel, type Channel } from './channel';
import type { FrameDisplay } from './frame-element';
import type { FrameMessage } from './frame-message';
import { frameUrl, secureOriginOf, type FrameUrlOptions } from './frame-url';
import type { EmailAction } from './payloads';
import type { AccountType, AppMessage, SecureSiteSocialProvider } from './protocol';
import { rpcRequester, type ApprovalHooks, type RpcRequest } from './rpc';
import type { SecureSiteUser } from './user';

/** The site shown in the frame (its approval view names the requesting site). */
export interface DappMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

export interface SecureSiteOptions extends FrameUrlOptions {
  /** Where the iframe goes: a body-level container that never moves (a moved iframe reloads). */
  container: Node;
  dapp: DappMetadata;
  /** Sent in `SYNC_DAPP_DATA` (e.g. `wallet-modal-1.2.3`). */
  sdkVersion: string;
  /** A message of another shape from the frame (reported; the request it answered fails). */
  onMalformed?(error: Error): void;
  approvals?: ApprovalHooks;
  readyTimeoutMs?: number;
  afterReadyDelayMs?: number;
}

/** Where a user is asked for: the network, its RPC, and the EVM account type (`GET_USER`, `CONNECT_SOCIAL`). */
export interface UserRequest {
  caipNetworkId: CaipNetworkId;
  preferredAccountType?: AccountType;
  rpcUrl?: string;
}

export interface Waitable {
  signal?: AbortSignal;
}

export interface SecureSiteClient {
  /** The frame's element and its show/hide hooks (for the approval display). */
  readonly display: FrameDisplay;
  readonly origin: string;
  readonly destroyed: boolean;
  /** EVM chain ids where the smart account is available (read at open; empty when the frame could not say). */
  readonly smartAccountEnabledNetworks: readonly number[];
  /** Sends the code (or starts a new device's approval); also how a code is sent again. */
  connectEmail(email: string, options?: Waitable): Promise<EmailAction>;
  /** Waits until the visitor approves this device from the email's link. */
  connectDevice(options?: Waitable): Promise<void>;
  connectOtp(otp: string, options?: Waitable): Promise<void>;
  /** The provider's sign-in page, for the pop-up (social-popup.ts). */
  getSocialRedirectUri(provider: SecureSiteSocialProvider, options?: Waitable): Promise<string>;
  /** Finishes a social sign-in with the pop-up's `resultUri`. */
  connectSocial(resultUri: string, request: UserRequest, options?: Waitable): Promise<SecureSiteUser>;
  /** The Farcaster sign-in link (a QR code or a link). */
  getFarcasterUri(options?: Waitable): Promise<string>;
  /** Waits until the visitor approves in Farcaster. */
  connectFarcaster(options?: Waitable): Promise<{ userName: string | null }>;
  /** Whether the frame holds a live session (restore). */
  isConnected(options?: Waitable): Promise<boolean>;
  getUser(request: UserRequest, options?: Waitable): Promise<SecureSiteUser>;
  /** Moves the frame's active network; answers the network it is on. */
  switchNetwork(caipNetworkId: CaipNetworkId, rpcUrl?: string, options?: Waitable): Promise<CaipNetworkId>;
  setPreferredAccount(type: AccountType, options?: Waitable): Promise<{ type: AccountType; address: `0x${string}` }>;
  getSmartAccountEnabledNetworks(options?: Waitable): Promise<number[]>;
  syncTheme(theme: { themeMode?: 'light' | 'dark'; themeVariables?: Record<string, string | number> }): Promise<void>;
  /** Reloads the frame's content (after an abandoned Farcaster sign-in) and syncs the dapp's data again. */
  reload(): Promise<void>;
  signOut(): Promise<void>;
  /** An RPC request (EVM or Solana); unsafe methods wait for the visitor's approval in the frame. */
  request(request: RpcRequest): Promise<unknown>;
  /** Abandons the approvals under way (4001, `RPC_ABORT`). */
  abortApprovals(): void;
  /** Every checked message from the frame, whatever its id. */
  subscribe(listener: (message: FrameMessage) => void): () => void;
  destroy(): void;
}

const MAX_TEXT = 256;
const MAX_ICONS = 8;

const dappDataOf = ({ dapp, projectId, sdkVersion }: SecureSiteOptions) => ({
  metadata: {
    name: dapp.name.slice(0, MAX_TEXT),
    description: dapp.description.slice(0, MAX_TEXT),
    url: dapp.url,
    icons: dapp.icons.slice(0, MAX_ICONS),
  },
  projectId,
  sdkVersion: sdkVersion.slice(0, MAX_TEXT),
});

const userPayload = ({ caipNetworkId, preferredAccountType, rpcUrl }: UserRequest) => ({
  chainId: userChainId(caipNetworkId),
  ...(preferredAccountType ? { preferredAccountType } : {}),
  ...(rpcUrl ? { rpcUrl } : {}),
});

/** Opens the frame and resolves once it is READY and knows the dapp; rejects (frame removed) when it stays silent or refuses. */
export async function openSecureSite(options: SecureSiteOptions): Promise<SecureSiteClient> {
  const channel: Channel = await openChannel({
    src: frameUrl(options),
    origin: secureOriginOf(options.authUrl),
    container: options.container,
    onMalformed: options.onMalformed,
    readyTimeoutMs: options.readyTimeoutMs,
    afterReadyDelayMs: options.afterReadyDelayMs,
  });
  const rpc = rpcRequester(channel, options.approvals);
  const send = <N extends AppMessage>(name: N, payload?: object, waitable?: Waitable) => channel.send(name, payload, waitable);
  const syncDappData = () => channel.send('SYNC_DAPP_DATA', dappDataOf(options));
  let smartAccountEnabledNetworks: readonly number[] = [];
  try {
    const [, networks] = await Promise.all([syncDappData(), channel.send('GET_SMART_ACCOUNT_ENABLED_NETWORKS').catch(() => [])]);
    smartAccountEnabledNetworks = networks;
  } catch (error) {
    channel.destroy();
    throw error;
  }

  return {
    display: channel.display,
    origin: channel.origin,
    get destroyed() {
      return channel.destroyed;
    },
    get smartAccountEnabledNetworks() {
      return smartAccountEnabledNetworks;
    },
    connectEmail: (email, waitable) => send('CONNECT_EMAIL', { email }, waitable),
    connectDevice: (waitable) => send('CONNECT_DEVICE', undefined, waitable),
    connectOtp: (otp, waitable) => send('CONNECT_OTP', { otp }, waitable),
    getSocialRedirectUri: (provider, waitable) => send('GET_SOCIAL_REDIRECT_URI', { provider }, waitable),
    connectSocial: (resultUri, request, waitable) => send('CONNECT_SOCIAL', { uri: resultUri, ...userPayload(request) }, waitable),
    getFarcasterUri: (waitable) => send('GET_FARCASTER_URI', undefined, waitable),
    connectFarcaster: (waitable) => send('CONNECT_FARCASTER', undefined, waitable),
    isConnected: (waitable) => send('IS_CONNECTED', undefined, waitable),
    getUser: (request, waitable) => send('GET_USER', userPayload(request), waitable),
    switchNetwork: (caipNetworkId, rpcUrl, waitable) =>
      send('SWITCH_NETWORK', { chainId: caipNetworkId, ...(rpcUrl ? { rpcUrl } : {}) }, waitable),
    setPreferredAccount: (type, waitable) => send('SET_PREFERRED_ACCOUNT', { type }, waitable),
    async getSmartAccountEnabledNetworks(waitable) {
      const networks = await send('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, waitable);
      smartAccountEnabledNetworks = networks;
      return networks;
    },
    syncTheme: (theme) => send('SYNC_THEME', theme),
    async reload() {
      await send('RELOAD');
      await syncDappData();
    },
    signOut: () => send('SIGN_OUT'),
    request: (request) => rpc.request(request),
    abortApprovals: () => rpc.abortApprovals(),
    subscribe: (listener) => channel.subscribe(listener),
    destroy: () => channel.destroy(),
  };
}

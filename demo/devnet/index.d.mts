// Types for the devnet's public entry (index.mjs), used by the TypeScript end-to-end tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

type Hex = `0x${string}`;
type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

export const DEVNET_PROJECT_ID: string;
export const DEFAULT_PORTS: DevnetPorts;

export interface DevnetPorts {
  http: number;
  evmA: number;
  evmB: number;
  solana: number;
  relay: number;
  /** The auth service (env AUTH_PORT, default 4175). */
  auth: number;
}

export interface DevnetUrls {
  /** The demo page, with a trailing slash. */
  demo: string;
  /** The blockchain-service stand-in. */
  api: string;
  /** The wallet-registry stand-in. */
  registry: string;
  /** The analytics stand-in (the demo page's `analytics-url`): POST `<analytics>/e` is recorded. */
  analytics: string;
  /** The WalletConnect relay (ws:). */
  relay: string;
  /** The WalletConnect wallet page. */
  wallet: string;
  /** Each anvil's JSON-RPC URL by chain id (31337, 31338). */
  evm: Record<number, string>;
  solana: { http: string; ws: string };
  /** The auth service's origin, `http://127.0.0.1:<ports.auth>` (the demo page's `auth-url`); its frame is `/sdk` (docs/secure-site-protocol.md). */
  auth: string;
}

/** A fault for matching /api or /registry routes (`route` may end in `*` or `**`). */
export interface FaultSpec {
  route: string;
  method?: string;
  status?: number;
  /** With `status`: the description in the error body's `reasons` (default `injected <id>`), as the hosted service words its refusals. */
  reason?: string;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  delayMs?: number;
  /** A 200 with a truncated JSON body. */
  malformed?: boolean;
  /** The connection is destroyed. */
  drop?: boolean;
  /** A 200 whose body drips one byte every `dripMs` (default 100) and never ends. */
  drip?: boolean;
  dripMs?: number;
  /** A 200 with a JSON body of exactly this many bytes (2..100,000,000). */
  bodyBytes?: number;
  /** A 200 with this JSON body (a hostile payload). */
  body?: object;
  /**
   * Only JSON-RPC POSTs whose every call is this method (e.g. `eth_simulateV1` on the `/api/v1` RPC proxy), each
   * answered with `rpcError` (default -32601 "Method not found", as a node without the method).
   */
  rpcMethod?: string;
  rpcError?: { code: number; message: string };
  /** How many requests it applies to (every one without it). */
  times?: number;
}

export interface Faults {
  add(spec: FaultSpec): { id: string };
  clear(): void;
  list(): (FaultSpec & { id: string; hits: number; active: boolean })[];
  /** Requests received per path since the start (or resetRequests), for `route` or all. */
  requests(route?: string): { total: number; routes: Record<string, number> };
  resetRequests(): void;
  handler: Handler;
}

/**
 * `pool` trades dUSDC/dDAI, `nativePool` ETH/dUSDC; `router` trades over both (the spender swaps approve);
 * `accountFactory` deploys the embedded sign-ins' smart accounts (EmbeddedAccountFactory.sol).
 */
export type DevnetContract = 'dUSDC' | 'dDAI' | 'dPTS' | 'spamNft' | 'pool' | 'nativePool' | 'router' | 'accountFactory';

export interface EvmPart {
  /** Both chains' contracts, at the same addresses. */
  contracts: Record<DevnetContract, Hex>;
  /** Anvil dev accounts 0–9, funded with the devnet tokens (9 also pays the auth faucet's dUSDC). */
  holders: Hex[];
  urls: Record<number, string>;
  artifacts: Record<string, { abi: unknown[]; bytecode: string }>;
  sources: unknown[];
  stop(): Promise<void>;
}

export interface SolanaKey {
  address: string;
  /** The 64 bytes of a solana-keygen secret key (seed, then public key). */
  secretKey: number[];
}

export interface SolanaPart {
  rpcUrl: string;
  wsUrl: string;
  /** `solana:` + the first 32 characters of the genesis hash. */
  caipNetworkId: string;
  genesisHash: string;
  /** The devnet's SPL dUSDC mint. */
  mint: string;
  /** The demo keys, each funded with SOL and dUSDC. */
  keys: SolanaKey[];
  faucet: string;
  source: unknown;
  /** Pays `address` from the faucet: `lamports` of SOL, or `dusdc` base units minted to its token account; the signature. */
  deliver(payment: { address: string; lamports?: bigint; dusdc?: bigint }): Promise<string>;
  startupMs: number;
  stop(): Promise<void>;
}

/** /v1/identity answers: an ENS record set here wins; else the address's newest profile name. */
export interface Identities {
  lookup(address: string): { name: string | null; avatar: string | null };
  /** An ENS record for `address` (any name); one without a name falls through to the name table. */
  set(address: string, identity: { name: string | null; avatar: string | null }): void;
}

/** A profile name as /v1/profile/* answer it (the hosted shape). */
export interface ProfileName {
  /** Lower-cased, e.g. `alice.wallet-modal.eth`. */
  name: string;
  /** ISO 8601 times. */
  registered_at: string;
  updated_at: string;
  attributes: { avatar?: string; bio?: string };
  /** By ENSIP-11 coin type: `60` EVM mainnet, `0x80000000 + chainId` another EVM chain, `501` Solana. */
  addresses: Record<string, { address: string; created_at: string }>;
}

/** The profile-name table: seeded with alice.wallet-modal.eth (anvil account 0) and bob.wallet-modal.eth (Solana key 1). */
export interface NameTable {
  /** Registers a name (case-insensitive; zone `wallet-modal.eth`); throws a TypeError when invalid or taken. */
  add(entry: { name: string; addresses: Record<string | number, string>; attributes?: { avatar?: string; bio?: string } }): ProfileName;
  lookup(name: string): ProfileName | undefined;
  /** Every name with `address` among its addresses (EVM addresses match in any case), the newest first. */
  reverse(address: string): ProfileName[];
  /** Why `name` is not a valid name (the hosted 400 description), or undefined. */
  problem(name: string): string | undefined;
  /** The zones names may be registered in: `['wallet-modal.eth']`. */
  zones: string[];
}

/** One permission of a smart session, e.g. `{type: 'native-token-recurring-allowance', data: {allowance, start, period}}`. */
export interface SmartSessionPermission {
  type: string;
  data: Record<string, unknown>;
}

/** A smart session as GET /v1/sessions/{caipAddress} lists it (`{pcis: SmartSession[]}`, the hosted shape). */
export interface SmartSession {
  project: { id: string; name: string; url: string | null; iconUrl: string | null };
  /** A UUID. */
  pci: string;
  /** Unix seconds. */
  expiry: number;
  /** Unix seconds. */
  createdAt: number;
  permissions: SmartSessionPermission[];
  policies: { type: string; data: unknown }[];
  /** Hex. */
  context: string;
  /** Unix seconds once revoked (POST /v1/sessions/{caipAddress}/revoke), else null. */
  revokedAt: number | null;
}

/** The devnet's smart sessions (no cosigner: tests and the demo grant them here, or by POST `<api>/__devnet/sessions`). */
export interface SmartSessions {
  /**
   * Grants a session to an app for `caipAddress` (`eip155:<chainId>:<address>`); returns its pci. `expiry` in unix
   * seconds (default a day from now); `permissions` default to a 0.01 ETH a day native allowance. Throws a TypeError
   * on bad input.
   */
  create(
    caipAddress: string,
    grant: {
      projectName: string;
      url?: string;
      iconUrl?: string;
      projectId?: string;
      expiry?: number;
      permissions?: SmartSessionPermission[];
    },
  ): string;
  /** The sessions of `caipAddress` (the address in any case), oldest first, revoked ones with `revokedAt`. */
  list(caipAddress: string): SmartSession[];
}

/** A mail the auth service sent (an email sign-in code). */
export interface DevnetMail {
  to: string;
  /** The 6-digit code (absent from the secure site's device-approval mails, which carry `link`). */
  code: string;
  /** The device-approval link (secure-site email sign-in from a new device). */
  link?: string;
  subject: string;
  text: string;
  /** ms since the epoch, on the service's clock. */
  sentAt: number;
}

/** An embedded account without its keys: its user, EVM addresses (the EOA and its smart account) and Solana address. */
export interface EmbeddedSession {
  user: { provider: string; email?: string; username?: string };
  evm: { eoa: Hex; smartAccount: Hex };
  solana: { address: string };
}

/** A feature switch of the project configuration, in the hosted shape (GET /registry/appkit/v1/config answers `{features}`). */
export interface ProjectFeature {
  id: 'social_login' | 'onramp' | 'swap' | 'activity' | 'names' | 'reown_branding' | 'multi_wallet' | (string & {});
  isEnabled: boolean;
  /** social_login: `email` and the socials, in order; swap/onramp: providers; null: no remote value. */
  config: string[] | null;
}

/** What the registry stand-in's project routes answer now. */
export interface ProjectAnswers {
  /** GET /appkit/v1/config's body. */
  config: unknown;
  /** GET /projects/v1/origins's `allowedOrigins`. */
  allowedOrigins: string[];
  /** GET /getAnalyticsConfig's `isAnalyticsEnabled`. */
  isAnalyticsEnabled: boolean;
}

/**
 * The devnet project's hosted settings. Defaults: every feature on (every social and email), the allowlist
 * `[<devnet origin>, 'http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*']`, analytics enabled.
 * Also POST (set) / DELETE (reset) / GET `<origin>/__devnet/project`.
 */
export interface ProjectConfig {
  set(changes: {
    /** The whole list, or changes by id (`{swap: {isEnabled: false}}`). */
    features?: ProjectFeature[] | Record<string, Partial<Omit<ProjectFeature, 'id'>>>;
    /** Undefined: back to the default list. */
    allowedOrigins?: string[] | undefined;
    isAnalyticsEnabled?: boolean;
    /** The exact body GET /appkit/v1/config sends until reset (e.g. a malformed one). */
    body?: unknown;
  }): void;
  reset(): void;
  get(): ProjectAnswers;
}

/** One POST /analytics/e the stand-in received. */
export interface ReceivedAnalytics {
  receivedAt: number;
  /** `projectId`, `st`, `sv`. */
  query: Record<string, string>;
  /** `{eventId, url, domain, timestamp, props: {type, event, properties}}` as the element sent it. */
  body: {
    eventId: string;
    url: string;
    domain: string;
    timestamp: number;
    props: { type: 'track' | 'error'; event: string; properties?: Record<string, string | number | boolean> };
  };
}

/** The analytics stand-in's record (also GET / DELETE `<origin>/__devnet/analytics`). */
export interface AnalyticsRecorder {
  received(): ReceivedAnalytics[];
  clear(): void;
  /** While true (default when called without a value), POST /e answers 403. */
  forbid(value?: boolean): void;
}

/** The auth service (embedded accounts): its origin, the devnet mailbox and its controlled clock. */
export interface AuthPart {
  url: string;
  /** The mail sent to `email` (every mail without it), oldest first; also GET `<url>/__devnet/mailbox?to=`. */
  mailbox(email?: string): DevnetMail[];
  /** Moves the service's clock (code expiry, resend limit, Farcaster links) forward; returns its new time. */
  advanceClock(ms: number): number;
  /**
   * An identity's account in the project `projectId` once it signed in there (the secure site's accounts are per project):
   * `ada@example.com` (email) or `<provider>:<email or handle>` (`google:ada@example.com`, `x:@ada`, `farcaster:@alice.eth`).
   */
  account(identity: string, projectId: string): Promise<EmbeddedSession | undefined>;
}

export interface Devnet {
  ports: DevnetPorts;
  urls: DevnetUrls;
  faults: Faults;
  /** The reference sign-in backend (signin-url): its base URL, its live sessions by cookie and its unspent nonces. */
  signIn: {
    url: string;
    sessions: Map<string, { address: string; caipNetworkId: string; expiresAt: string }>;
    nonces: Map<string, number>;
  };
  contracts: Record<DevnetContract, Hex>;
  evm: EvmPart;
  solana: SolanaPart;
  identities: Identities;
  /** What /v1/profile/* and /v1/identity read; POST /v1/profile/account registers into it. */
  names: NameTable;
  sessions: SmartSessions;
  /**
   * Sends `count` transfers (0.001 ETH and 1 dUSDC by turns, from anvil dev accounts 0–8) to `address` on
   * `chainId` (default 31337), batched with automine off; resolves with their hashes, oldest first.
   */
  generateHistory(options: { address: Hex; count: number; chainId?: number }): Promise<Hex[]>;
  auth: AuthPart;
  /** The project's hosted settings: the config, origins and analytics-config routes answer from them. */
  projectConfig: ProjectConfig;
  /**
   * The registry's size and naming from now on (the options `walletCount` and `longWalletNames` at run time, so a test
   * can have its own on a devnet it shares); `reset()` goes back to what the devnet started with.
   */
  registryCatalog: { set(shape: { walletCount?: number; longWalletNames?: boolean }): void; reset(): void };
  analytics: AnalyticsRecorder;
  /** Ends every process and server the devnet started. */
  stop(): Promise<void>;
}

export interface DevnetOptions {
  /** Free ports for every part (tests), instead of the defaults and env vars. */
  randomPorts?: boolean;
  ports?: Partial<DevnetPorts>;
  log?: (line: string) => void;
  /** More chain sources for /api. */
  extraChainSources?: object[];
  /** The registry's size (env DEVNET_WALLETS). */
  walletCount?: number;
  /** The registry's generated wallets get long names: many words, one unbroken word, Latin then Arabic (env DEVNET_LONG_WALLET_NAMES=1). */
  longWalletNames?: boolean;
  solanaNetwork?: string;
  /** How long after Pay on an on-ramp checkout page the purchase is sent (default 2000 ms). */
  onrampDelayMs?: number;
  /** Directories served under URL prefixes (ending in `/`) on the demo's origin; HTML is filled from the demo page's template. */
  extraStatic?: { prefix: string; dir: string }[];
}

export function startDevnet(options?: DevnetOptions): Promise<Devnet>;

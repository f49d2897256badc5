// What loads when, in one place: every lazy chunk of the element by name, the source file that
// is its entry, and when it loads. The loaders (`defineChunk(name, () => import(entry))`) are
// typed by these names; the build checks that every `import()` is a loader of an entry listed
// here (esbuild.config.mjs), `npm run size` measures each step listed here (scripts/size.mjs),
// and the idle warm-up preloads the `WARM_CHUNKS` (src/element/warm-modal.ts, esbuild.config.mjs).
// Plain data, no imports: the build's scripts read this file too.

export interface ChunkInfo {
  /** The chunk's entry point (a source file, or a package's module). */
  entry: string;
  /** When it loads: `npm run size` prints it as the step's name. */
  when: string;
  /** The layer whose loaders load it (docs/architecture.md, "What loads when"). */
  layer: 'element' | 'react' | 'state' | 'services';
  /** Measured by `npm run size` as what it adds after the chunks named here (and the initial load). */
  after?: readonly string[];
  /** Its step's gzip budget in scripts/size.mjs, if it has one of its own. */
  budget?: 'intent' | 'connect';
  /** Not a step of `npm run size` (it loads with a step measured already, or is a few hundred bytes). */
  unmeasured?: true;
}

const afterAccount = ['modal', 'balances', 'virtualTokens'] as const;

export const CHUNKS = {
  modal: { entry: 'src/react/mount.ts', when: 'on intent: the modal', layer: 'element', budget: 'intent' },
  englishErrors: {
    entry: 'src/react/i18n/en/errors.ts',
    when: 'English error messages: page idle, with the modal, or at the first error event',
    layer: 'element',
  },
  toasts: {
    entry: 'src/element/toasts/toasts.ts',
    when: "the first followed transaction: its toasts and the account button's pending count",
    layer: 'element',
    after: ['pendingTracker'],
  },
  balances: { entry: 'src/state/balances/index.ts', when: 'once connected: balances and identity', layer: 'state', budget: 'connect' },
  wallets: { entry: 'src/state/wallets/index.ts', when: "on intent: the registry's first page", layer: 'state', unmeasured: true },
  hosted: { entry: 'src/state/hosted/index.ts', when: 'on intent: the hosted configuration', layer: 'state', unmeasured: true },
  analytics: { entry: 'src/state/analytics/index.ts', when: 'on intent, with `analytics`', layer: 'state', unmeasured: true },
  siwx: {
    entry: 'src/state/siwx/index.ts',
    when: "Sign-in with the wallet: the flow and the site's endpoints, once connected with signin-url or siwx, or as WalletConnect's pairing starts (one click)",
    layer: 'state',
    after: ['modal'],
  },
  networkSwitch: { entry: 'src/state/network-switch/index.ts', when: "the host's switchNetwork()", layer: 'state', unmeasured: true },
  walletConnect: { entry: 'src/state/walletconnect/index.ts', when: 'a stored WalletConnect session', layer: 'state', unmeasured: true },
  auth: { entry: 'src/state/auth/index.ts', when: 'a stored embedded sign-in', layer: 'state', unmeasured: true },
  injectedWallet: {
    entry: 'src/state/connection/injected/wallet.ts',
    when: 'a browser wallet connects or restores',
    layer: 'state',
    unmeasured: true,
  },
  evmSwitch: {
    entry: 'src/state/connection/injected/evm-switch.ts',
    when: 'a browser wallet is asked to switch',
    layer: 'state',
    unmeasured: true,
  },
  standardWallet: {
    entry: 'src/state/connection/wallet-standard/wallet.ts',
    when: 'a Solana wallet connects or restores',
    layer: 'state',
    unmeasured: true,
  },
  virtualTokens: {
    entry: 'src/react/account/VirtualTokens.tsx',
    when: 'Account: the virtual token list',
    layer: 'react',
    after: ['modal'],
  },
  allWallets: { entry: 'src/react/connect/AllWalletsView.tsx', when: 'All wallets: the virtual grid', layer: 'react', after: ['modal'] },
  signInViews: {
    entry: 'src/react/connect/auth/sign-in-views.ts',
    when: 'Sign-in views (email code, social, Farcaster), once opened',
    layer: 'react',
    after: ['modal'],
  },
  siwxViews: {
    entry: 'src/react/siwx/siwx-views.ts',
    when: 'Sign-in with the wallet: its view, once opened',
    layer: 'react',
    after: ['modal'],
  },
  receiveViews: {
    entry: 'src/react/features/receive/receive-views.ts',
    when: 'Receive: its view, once opened',
    layer: 'react',
    after: ['modal'],
  },
  sendViews: {
    entry: 'src/react/features/send/send-views.ts',
    when: 'Send: its views and state, once opened (after Account)',
    layer: 'react',
    after: afterAccount,
  },
  evmTransfer: {
    entry: 'src/state/chains/eip155/transfer.ts',
    when: 'Send: EVM transfers (fee, calldata), once a fee is needed',
    layer: 'state',
    after: ['sendViews'],
  },
  solanaTransfer: {
    entry: 'src/state/chains/solana/transfer.ts',
    when: 'Send: Solana transfers (SOL, SPL), once a fee is needed',
    layer: 'state',
    after: ['sendViews'],
  },
  swapViews: {
    entry: 'src/react/features/swap/swap-views.ts',
    when: 'Swap: its views and state, once opened (after Account)',
    layer: 'react',
    after: afterAccount,
  },
  swapTransaction: {
    entry: 'src/services/evm/swap-transaction.ts',
    when: 'Swap: sending a built transaction and awaiting its receipt, at the first wallet step',
    layer: 'state',
    after: ['swapViews'],
  },
  swapSimulation: {
    entry: 'src/services/evm/swap-simulation.ts',
    when: 'Swap: the on-chain check (eth_simulateV1) of a built swap, at the first Swap (beyond the sending chunk, which every swap loads)',
    layer: 'state',
    after: ['swapViews', 'swapTransaction'],
  },
  onrampViews: {
    entry: 'src/react/features/onramp/onramp-views.ts',
    when: 'On-ramp: its views and state, once opened (after Account)',
    layer: 'react',
    after: afterAccount,
  },
  activityViews: {
    entry: 'src/react/features/activity/activity-views.ts',
    when: 'Activity: its views and state, once opened (after Account)',
    layer: 'react',
    after: afterAccount,
  },
  namesViews: {
    entry: 'src/react/features/names/names-views.ts',
    when: 'Names: its views and state, once opened (after Account)',
    layer: 'react',
    after: afterAccount,
  },
  pendingTracker: {
    entry: 'src/state/activity/pending.ts',
    when: "a transaction is followed: the modal's own, a host's addTransaction, or one stored before a reload",
    layer: 'state',
  },
  evmStatus: {
    entry: 'src/state/chains/eip155/status.ts',
    when: 'Activity: a pending transaction polled on EVM (viem)',
    layer: 'state',
    after: ['modal', 'balances'],
  },
  solanaStatus: {
    entry: 'src/state/chains/solana/status.ts',
    when: 'Activity: a pending transaction polled on Solana (@solana/kit)',
    layer: 'state',
    after: ['modal', 'balances'],
  },
  qrCode: { entry: 'src/react/ui/QrCode.tsx', when: 'QR code (pairing, Receive)', layer: 'react', after: ['modal'] },
  walletConnectProvider: {
    entry: 'node_modules/@walletconnect/universal-provider/dist/index.js',
    when: 'WalletConnect provider',
    layer: 'services',
    after: ['modal'],
  },
  walletConnectSolana: {
    entry: 'src/services/connectors/walletconnect-solana.ts',
    when: 'WalletConnect Solana signing (@solana/kit codecs), once a session has Solana',
    layer: 'state',
    after: ['modal', 'walletConnectProvider'],
  },
  authConnector: {
    entry: 'src/state/auth/connector.ts',
    when: "Embedded accounts: the auth connector and the secure site's client, at the first sign-in",
    layer: 'state',
    after: ['modal'],
  },
  evmCode: { entry: 'src/services/evm/code.ts', when: "a smart account's deployment is checked", layer: 'state', unmeasured: true },
  evmAddress: { entry: 'src/services/evm/address.ts', when: 'a WalletConnect session is read', layer: 'state', unmeasured: true },
  evmBalance: { entry: 'src/state/chains/eip155/balance.ts', when: 'EVM RPC balance fallback (viem)', layer: 'state', after: ['balances'] },
  solanaBalance: {
    entry: 'src/state/chains/solana/balance.ts',
    when: 'Solana RPC balance fallback (@solana/kit)',
    layer: 'state',
    after: ['balances'],
  },
  onrampParse: {
    entry: 'src/services/blockchain-api/onramp-parse.ts',
    when: "the on-ramp service's first answer",
    layer: 'services',
    unmeasured: true,
  },
  convertParse: {
    entry: 'src/services/blockchain-api/convert-parse.ts',
    when: "the swap service's first answer",
    layer: 'services',
    unmeasured: true,
  },
  profile: {
    entry: 'src/services/blockchain-api/profile.ts',
    when: 'the first identity or profile read',
    layer: 'services',
    unmeasured: true,
  },
} as const satisfies Record<string, ChunkInfo>;

export type ChunkName = keyof typeof CHUNKS;

/**
 * Each translation (src/react/i18n/locales/<tag>.ts) is a chunk of its own, loaded alone when its
 * locale is in use; `npm run size` measures each against the locale budget.
 */
export const LOCALE_CHUNKS = 'src/react/i18n/locales/<tag>.ts';

/** Warmed once the page is idle and the button shows (src/element/warm-modal.ts): preloaded, then evaluated. */
export const WARM_CHUNKS = ['modal', 'englishErrors', 'wallets', 'hosted'] as const satisfies readonly ChunkName[];

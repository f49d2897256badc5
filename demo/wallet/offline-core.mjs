// WalletConnect's Core calls hosted services the devnet cannot reach. These two
// instance switches stop that; call before the Core is started (WalletKit.init).

/** Keeps a @walletconnect/core Core off the hosted Verify and analytics servers. */
export function keepCoreOffline(core) {
  // Verify: no attestation iframe for the dapp, no attestation fetch (5 s abort timer) per message for the wallet.
  core.verify.isDevEnv = true;
  // WalletKit posts an INIT event to pulse.walletconnect.org even with telemetryEnabled: false.
  core.eventClient.init = async () => {};
  return core;
}

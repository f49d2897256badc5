// An account without its keys: what the service's session route and `devnet.auth.account()` answer.
// Shared by the service and the frame's bundle.

/** The public part of an account `{user, evm: {eoa, smartAccount, …}, solana: {address, …}}`. */
export const publicAccount = ({ user, evm, solana }) => ({
  user,
  evm: { eoa: evm.eoa, smartAccount: evm.smartAccount },
  solana: { address: solana.address },
});

// An account as the element may know it: the protocol's Session (docs/auth-frame-protocol.md), without
// the keys. Shared by the service and the frame's bundle.

/** The Session of an account `{user, evm: {eoa, smartAccount, …}, solana: {address, …}}`. */
export const publicAccount = ({ user, evm, solana }) => ({
  user,
  evm: { eoa: evm.eoa, smartAccount: evm.smartAccount },
  solana: { address: solana.address },
});

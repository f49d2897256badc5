// The user as GET_USER, CONNECT_SOCIAL and SET_PREFERRED_ACCOUNT answer it (version 4): the address of the
// preferred account type on the active chain, every account there, and the email (or null).
import { evmChainIdOf, wireChainOf } from './chains.mjs';

/**
 * The account type that answers on `caipChain`: Solana and EVM chains without the smart account are 'eoa';
 * otherwise the preference (default 'smartAccount', as AppKit's default for eip155).
 */
export function effectiveType(caipChain, preferred, smartAccountChains) {
  const chainId = evmChainIdOf(caipChain);
  if (chainId === undefined || !smartAccountChains.includes(chainId)) return 'eoa';
  return preferred === 'eoa' ? 'eoa' : 'smartAccount';
}

/** The address of `type` for the session's account (EVM); Solana has one. */
export function addressOf(account, caipChain, type) {
  if (!caipChain.startsWith('eip155:')) return account.solana.address;
  return type === 'smartAccount' ? account.evm.smartAccount : account.evm.eoa;
}

/**
 * The FrameGetUserResponse for `session` on `caipChain`.
 * @param {{account: object, user: {email?: string, username?: string}, preferred?: string}} session
 */
export function userResponse(session, caipChain, { smartAccountChains, smartAccountDeployed = false }) {
  const type = effectiveType(caipChain, session.preferred, smartAccountChains);
  const { account } = session;
  const accounts = caipChain.startsWith('eip155:')
    ? [
        { address: account.evm.eoa, type: 'eoa' },
        ...(evmChainIdOf(caipChain) !== undefined && smartAccountChains.includes(evmChainIdOf(caipChain))
          ? [{ address: account.evm.smartAccount, type: 'smartAccount' }]
          : []),
      ]
    : [{ address: account.solana.address, type: 'eoa' }];
  return {
    email: session.user.email ?? null,
    address: addressOf(account, caipChain, type),
    chainId: wireChainOf(caipChain),
    smartAccountDeployed: type === 'smartAccount' ? smartAccountDeployed : false,
    accounts,
    preferredAccountType: type,
  };
}

// One click (WalletConnect's `wc_sessionAuthenticate`): the wallet answers a dapp's sign-in request with the
// session. It keeps the chains and methods it supports of those asked, signs the sign-in message of each chain
// with the account (EIP-191), and approves with the signed CACAOs; sign-client builds the session from them.
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils';
import { EVM_CHAINS } from './namespaces.mjs';
import { EVM_METHODS } from './requests.mjs';

/** Signs the request `{id, params: {authPayload}}` as `account` (a viem local account) and approves it; resolves with the session. */
export async function approveAuthenticate(walletKit, { id, params }, account) {
  const authPayload = populateAuthPayload({ authPayload: params.authPayload, chains: EVM_CHAINS, methods: EVM_METHODS });
  const auths = [];
  for (const chain of authPayload.chains) {
    const iss = `did:pkh:${chain}:${account.address}`;
    const message = walletKit.formatAuthMessage({ request: authPayload, iss });
    const signature = await account.signMessage({ message });
    auths.push(buildAuthObject(authPayload, { t: 'eip191', s: signature }, iss));
  }
  const { session } = await walletKit.approveSessionAuthenticate({ id, auths });
  return session;
}

/** The user said no: the dapp's connect is rejected. */
export const rejectAuthenticate = (walletKit, id) => walletKit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') });

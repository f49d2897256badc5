// One click: the wallet answers a dapp's sign-in request together with the session, in either of WalletConnect's two
// shapes: a session proposal carrying sign-in requests (`requests.authentication`, answered in the approval's
// `proposalRequestsResponses`), or the older `wc_sessionAuthenticate` request. It keeps the chains and methods it
// supports of those asked and signs the sign-in message of each chain with the account (EIP-191): one CACAO each.
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils';
import { EVM_CHAINS } from './namespaces.mjs';
import { EVM_METHODS } from './requests.mjs';

/** The CACAOs of one sign-in request (`authPayload`), signed by `account` (a viem local account). */
async function signCacaos(walletKit, authPayload, account) {
  const payload = populateAuthPayload({ authPayload, chains: EVM_CHAINS, methods: EVM_METHODS });
  const auths = [];
  for (const chain of payload.chains) {
    const iss = `did:pkh:${chain}:${account.address}`;
    const message = walletKit.formatAuthMessage({ request: payload, iss });
    const signature = await account.signMessage({ message });
    auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss));
  }
  return auths;
}

/** The sign-in requests a session proposal carries (its `params`), or an empty list. */
export const signInRequests = (params) => (Array.isArray(params.requests?.authentication) ? params.requests.authentication : []);

/**
 * The approval's `proposalRequestsResponses` for a proposal's sign-in requests, signed by `account`; undefined when
 * it carries none.
 */
export async function signInResponses(walletKit, params, account) {
  const requests = signInRequests(params);
  if (requests.length === 0) return undefined;
  const authentication = [];
  for (const request of requests) authentication.push(...(await signCacaos(walletKit, request, account)));
  return { authentication };
}

/** Signs the request `{id, params: {authPayload}}` (`wc_sessionAuthenticate`) as `account` and approves it; resolves with the session. */
export async function approveAuthenticate(walletKit, { id, params }, account) {
  const auths = await signCacaos(walletKit, params.authPayload, account);
  const { session } = await walletKit.approveSessionAuthenticate({ id, auths });
  return session;
}

/** The user said no: the dapp's connect is rejected. */
export const rejectAuthenticate = (walletKit, id) => walletKit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') });

// One click with WalletConnect: the connect asks for the session and the sign-in in one wallet prompt (the proposal's
// sign-in request, with the site's nonce); the wallet's CACAO becomes the EIP-4361 message and signature the site
// verifies (flow.ts's completeOneClick). A wallet without one click approves the session alone, and the two steps
// follow as after any connect. Loaded with the flow, never with the modal.
import type { ConnectionRequest } from '../connection';
import { signInConfigured, signInState } from '../account';
import type { ProposeSession } from '../walletconnect/rules/one-click';
import { signInBackend } from './backend';
import { completeOneClick } from './flow';
import { MESSAGE_LIFETIME_MS } from './message';
import { oneClickFits, signedFor } from './rules/cacao';

/** What the pairing uses: how to propose, and how the connect ends once the wallet signed. */
export interface OneClickPlan {
  propose: ProposeSession;
  complete: typeof completeOneClick;
}

/** How long the wallet has to answer, in seconds: sign-client's own lifetime of a proposal. */
const PROPOSAL_TTL_S = 300;

/**
 * Proposes the session with the page's sign-in request on the proposal's EVM chains, with `nonce`
 * (`requests.authentication`). The provider keeps the proposal's namespaces (their rpcMap) as for any connect, and a
 * wallet without one click approves the session alone (no CACAO: the two steps follow).
 */
const proposeWithSignIn =
  (nonce: string): ProposeSession =>
  async (provider, optionalNamespaces) => {
    const { host: domain, origin: uri } = globalThis.location;
    const chains = optionalNamespaces.eip155?.chains ?? [];
    const exp = new Date(Date.now() + MESSAGE_LIFETIME_MS).toISOString();
    const session = await provider.connect({
      optionalNamespaces,
      authentication: [{ domain, uri, nonce, chains, exp, ttl: PROPOSAL_TTL_S }],
    });
    return {
      session,
      signedFor(account) {
        const cacao = signedFor(session?.authentication, account);
        if (!cacao) return undefined;
        const { payload, ...signed } = cacao;
        return { ...signed, message: provider.client.formatAuthMessage({ request: payload, iss: payload.iss }) };
      },
    };
  };

/**
 * One click for this connect, or undefined: sign-in not configured or signed in already, a network other than EVM
 * proposed, a backend that writes its own messages (AppKit's SIWX), or no nonce (the two steps then say why).
 */
export async function planOneClick(request: ConnectionRequest, signal: AbortSignal): Promise<OneClickPlan | undefined> {
  const networks = request.networks.filter((network) => request.namespaces.includes(network.chainNamespace));
  const backend = signInBackend();
  if (!signInConfigured() || !oneClickFits(networks) || !backend?.nonce || signInState.status !== 'signed-out') return undefined;
  const nonce = await backend.nonce(signal).catch(() => undefined);
  return nonce ? { propose: proposeWithSignIn(nonce), complete: completeOneClick } : undefined;
}

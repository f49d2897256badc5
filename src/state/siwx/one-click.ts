// One click with WalletConnect: the connect asks for the session and the sign-in in one wallet prompt
// (`wc_sessionAuthenticate`), with the site's nonce; the wallet's CACAO becomes the EIP-4361 message and signature
// the site verifies (flow.ts's completeOneClick). A wallet without one click answers the fallback proposal instead,
// and the two steps follow as after any connect. Loaded with the flow, never with the modal.
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

/** Asks the session and the sign-in of the page, on the proposal's EVM chains, with `nonce`. */
const authenticate =
  (nonce: string): ProposeSession =>
  async (provider, optionalNamespaces) => {
    const { host: domain, origin: uri } = globalThis.location;
    const { chains = [], methods = [] } = optionalNamespaces.eip155 ?? {};
    const exp = new Date(Date.now() + MESSAGE_LIFETIME_MS).toISOString();
    // The proposal's namespaces go along: the provider keeps their rpcMap (sign-client reads only its own fields).
    const params = Object.assign({ chains, methods, domain, uri, nonce, exp }, { optionalNamespaces });
    const { session, auths } = await provider.authenticate(params);
    return {
      session,
      signedFor(account) {
        const cacao = signedFor(auths, account);
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
  return nonce ? { propose: authenticate(nonce), complete: completeOneClick } : undefined;
}

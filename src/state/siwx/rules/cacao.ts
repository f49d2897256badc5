// One click's answer (the session's `authentication`, the CACAOs the wallet signed for the proposal's sign-in
// request): the peer's data, read once here for shape and for the account the session connected. The site checks
// the signature and the nonce when it verifies. Pure.
import type { CaipNetworkId, Network } from '../../shared';
import type { OneClickSigned } from '../../walletconnect/rules/one-click';
/** A CACAO read: its account, its payload (for sign-client's `formatAuthMessage`) and its signature. */
export interface SignedCacao extends Omit<OneClickSigned, 'message'> {
  payload: { iss: string; domain: string; nonce: string } & Record<string, unknown>;
}

/** One click only when every network proposed is EVM: the wallet signs the sign-in request on EVM chains (EIP-191). */
export const oneClickFits = (networks: readonly Pick<Network, 'chainNamespace'>[]) =>
  networks.length > 0 && networks.every((network) => network.chainNamespace === 'eip155');

const ISSUER = /^did:pkh:(eip155:\d{1,20}):(0x[0-9a-fA-F]{40})$/;
const SIGNATURE = /^0x[0-9a-fA-F]{2,20000}$/;
const MAX_CACAOS = 64;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A CACAO's account and signature, or undefined when it is not one. */
function readCacao(cacao: unknown): SignedCacao | undefined {
  if (!isRecord(cacao) || !isRecord(cacao.p) || !isRecord(cacao.s)) return undefined;
  const { p: payload, s: signed } = cacao;
  const issuer = typeof payload.iss === 'string' ? ISSUER.exec(payload.iss) : null;
  const { domain, nonce } = payload;
  if (!issuer || typeof domain !== 'string' || typeof nonce !== 'string') return undefined;
  if (typeof signed.s !== 'string' || !SIGNATURE.test(signed.s)) return undefined;
  const [iss, caipNetworkId, address] = issuer as unknown as [string, CaipNetworkId, string];
  return { address, caipNetworkId, payload: { ...payload, iss, domain, nonce }, signature: signed.s };
}

/**
 * The CACAO that signs `account` in: the one on its network, else another of its address; undefined when the
 * wallet signed none for it (then the visitor signs in the usual way).
 */
export function signedFor(cacaos: unknown, account: { address: string; caipNetworkId: string }): SignedCacao | undefined {
  if (!Array.isArray(cacaos)) return undefined;
  const same = (address: string) => address.toLowerCase() === account.address.toLowerCase();
  const mine = cacaos
    .slice(0, MAX_CACAOS)
    .map(readCacao)
    .filter((signed): signed is SignedCacao => Boolean(signed && same(signed.address)));
  return mine.find((signed) => signed.caipNetworkId === account.caipNetworkId) ?? mine[0];
}

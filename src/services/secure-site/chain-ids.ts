// How each message writes a network (docs/secure-site-protocol.md, "Networks"): version 4 mixes
// CAIP-2 ids, EVM chain numbers and bare references. Written and read here only, so a change of
// form is one edit.

/** A CAIP-2 network id (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export type CaipNetworkId = `${string}:${string}`;
export type WireChainId = number | string;

const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/;
const EVM_REFERENCE = /^[1-9][0-9]{0,15}$/;
// A Solana genesis-hash reference: base58, 32 characters.
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/;

/** The id's namespace and reference; undefined for anything that is not CAIP-2 (eip155 references must be chain numbers). */
export function splitCaipNetworkId(value: unknown): { namespace: string; reference: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = CAIP2.exec(value);
  if (!match) return undefined;
  const [, namespace = '', reference = ''] = match;
  if (namespace === 'eip155' && !(EVM_REFERENCE.test(reference) && Number.isSafeInteger(Number(reference)))) return undefined;
  return { namespace, reference };
}

const evmNumber = (caipNetworkId: CaipNetworkId): number | undefined => {
  const parts = splitCaipNetworkId(caipNetworkId);
  return parts?.namespace === 'eip155' ? Number(parts.reference) : undefined;
};

/** `GET_USER` and `CONNECT_SOCIAL`: an EVM network as its chain number, any other as its CAIP-2 id. */
export const userChainId = (caipNetworkId: CaipNetworkId): WireChainId => evmNumber(caipNetworkId) ?? caipNetworkId;

/** `RPC_REQUEST`: the active network's id as the hosted client sends it: the EVM chain number, else the bare reference. */
export const rpcChainId = (caipNetworkId: CaipNetworkId): WireChainId =>
  evmNumber(caipNetworkId) ?? splitCaipNetworkId(caipNetworkId)?.reference ?? caipNetworkId;

/** A network the frame names, as a CAIP-2 id: a chain number is EVM, a bare 32-character base58 reference Solana. */
export function caipFromWire(value: unknown): CaipNetworkId | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? `eip155:${value}` : undefined;
  if (typeof value !== 'string' || value.length > 41) return undefined;
  if (EVM_REFERENCE.test(value)) return `eip155:${Number(value)}`;
  if (SOLANA_REFERENCE.test(value)) return `solana:${value}`;
  return splitCaipNetworkId(value) ? (value as CaipNetworkId) : undefined;
}

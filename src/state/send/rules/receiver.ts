// Send's receiver (SPEC §5): an address of the active namespace, a name to resolve, or neither.
import { isAddress as isSolanaAddress } from '@solana/kit';
import { getAddress, isAddress as isEvmAddress } from 'viem/utils';
import type { ChainNamespace } from '../../shared';

/** Why a receiver cannot be used: each one a catalogue message key. */
export type ReceiverProblem =
  'send.receiver.invalid' | 'send.receiver.badChecksum' | 'send.receiver.otherNamespace' | 'send.receiver.namesEvmOnly';

/** The warning shown beside a receiver that is the visitor's own address (a catalogue key). */
export const OWN_ADDRESS_WARNING = 'send.receiver.ownAddress';

export type Receiver =
  | { kind: 'empty' }
  /** `address` as shown and sent: checksummed on EVM; `own` when it is the visitor's (a warning, not a refusal). */
  | { kind: 'address'; address: string; own: boolean }
  /** A name for the blockchain service to resolve (`GET /v1/profile/account/{name}`). */
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; problem: ReceiverProblem };

/** Dot-separated labels of letters, digits and hyphens ("alice.wallet-modal.eth"); DNS's 253-character limit. */
const NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;
const MAX_NAME_LENGTH = 253;
const BARE_EVM_HEX = /^[0-9a-fA-F]{40}$/;
const PREFIXED_EVM_HEX = /^0x[0-9a-fA-F]{40}$/;

function evmAddressOf(text: string): string | undefined {
  const candidate = BARE_EVM_HEX.test(text) ? `0x${text}` : text;
  const hex = candidate.slice(2);
  // EIP-55: one case throughout carries no checksum; only mixed case is checked.
  const uniform = hex === hex.toLowerCase() || hex === hex.toUpperCase() ? `0x${hex.toLowerCase()}` : candidate;
  return candidate.startsWith('0x') && isEvmAddress(uniform) ? getAddress(uniform) : undefined;
}

function addressIn(namespace: ChainNamespace, text: string): string | undefined {
  if (namespace === 'eip155') return evmAddressOf(text);
  return isSolanaAddress(text) ? text : undefined;
}

function isName(text: string): boolean {
  return text.length <= MAX_NAME_LENGTH && NAME.test(text);
}

/** Whether two addresses of `namespace` are the same account (EVM ignores case; base58 does not). */
export function sameAddress(namespace: ChainNamespace, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/**
 * What the visitor typed as receiver, for the active namespace. An EVM address (optional 0x; a
 * mixed-case one must carry a valid checksum) comes back checksummed; a Solana address must be
 * base58 decoding to 32 bytes. Names are EVM only (SPEC §5). `ownAddress` flags the visitor's own.
 */
export function classifyReceiver(input: string, namespace: ChainNamespace, ownAddress?: string): Receiver {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const address = addressIn(namespace, text);
  if (address !== undefined)
    return { kind: 'address', address, own: ownAddress !== undefined && sameAddress(namespace, address, ownAddress) };
  const other: ChainNamespace = namespace === 'eip155' ? 'solana' : 'eip155';
  if (namespace === 'eip155' && (PREFIXED_EVM_HEX.test(text) || BARE_EVM_HEX.test(text)))
    return { kind: 'invalid', problem: 'send.receiver.badChecksum' };
  if (addressIn(other, text) !== undefined) return { kind: 'invalid', problem: 'send.receiver.otherNamespace' };
  if (isName(text))
    return namespace === 'eip155' ? { kind: 'name', name: text.toLowerCase() } : { kind: 'invalid', problem: 'send.receiver.namesEvmOnly' };
  return { kind: 'invalid', problem: 'send.receiver.invalid' };
}

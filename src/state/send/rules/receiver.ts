// Send's receiver (SPEC §5): an address of the active namespace, a name to resolve, or neither.
import { chainRules } from '../../chains/rules/registry';
import { receiverRules } from '../../chains/rules/receiver';
import { NAMESPACES, type ChainNamespace } from '../../shared';

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

function isName(text: string): boolean {
  return text.length <= MAX_NAME_LENGTH && NAME.test(text);
}

/** Whether two addresses of `namespace` are the same account (EVM ignores case; base58 does not). */
export function sameAddress(namespace: ChainNamespace, a: string, b: string): boolean {
  return receiverRules(namespace).sameAddress(a, b);
}

/**
 * What the visitor typed as receiver, for the active namespace. An EVM address (optional 0x; a
 * mixed-case one must carry a valid checksum) comes back checksummed; a Solana address must be
 * base58 decoding to 32 bytes. Names are EVM only (SPEC §5). `ownAddress` flags the visitor's own.
 */
export function classifyReceiver(input: string, namespace: ChainNamespace, ownAddress?: string): Receiver {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const rules = receiverRules(namespace);
  const address = rules.address(text);
  if (address !== undefined)
    return { kind: 'address', address, own: ownAddress !== undefined && sameAddress(namespace, address, ownAddress) };
  if (rules.badChecksum(text)) return { kind: 'invalid', problem: 'send.receiver.badChecksum' };
  const others = NAMESPACES.filter((other) => other !== namespace);
  if (others.some((other) => receiverRules(other).address(text) !== undefined))
    return { kind: 'invalid', problem: 'send.receiver.otherNamespace' };
  if (isName(text))
    return chainRules(namespace).names
      ? { kind: 'name', name: text.toLowerCase() }
      : { kind: 'invalid', problem: 'send.receiver.namesEvmOnly' };
  return { kind: 'invalid', problem: 'send.receiver.invalid' };
}

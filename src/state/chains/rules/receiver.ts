// How each namespace reads an address the visitor typed (Send's receiver). Apart from rules/index.ts
// because it carries the chain libraries' address checks (viem's checksum, @solana/kit's base58):
// only Send's chunk imports it.
import type { ChainNamespace } from '../../shared';
import { eip155Receiver } from '../eip155/receiver';
import { solanaReceiver } from '../solana/receiver';

export interface ReceiverRules {
  /** The address `text` names, as shown and sent (EVM: checksummed); undefined when it is none. */
  address(text: string): string | undefined;
  /** `text` has the address's shape but a wrong checksum. */
  badChecksum(text: string): boolean;
  /** Whether two addresses are the same account (EVM ignores case; base58 does not). */
  sameAddress(a: string, b: string): boolean;
}

const RECEIVER_RULES: Readonly<Record<ChainNamespace, ReceiverRules>> = { eip155: eip155Receiver, solana: solanaReceiver };

/** How `namespace` reads a typed address. */
export const receiverRules = (namespace: ChainNamespace): ReceiverRules => RECEIVER_RULES[namespace];

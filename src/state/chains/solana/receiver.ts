// A Solana address the visitor typed: base58 decoding to 32 bytes.
import { isAddress } from '@solana/kit';
import type { ReceiverRules } from '../rules/receiver';

export const solanaReceiver: ReceiverRules = {
  address: (text) => (isAddress(text) ? text : undefined),
  badChecksum: () => false,
  sameAddress: (a, b) => a === b,
};

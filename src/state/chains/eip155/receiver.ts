// An EVM address the visitor typed: optional 0x; a mixed-case one must carry a valid EIP-55 checksum.
import { getAddress, isAddress } from 'viem/utils';
import type { ReceiverRules } from '../rules/receiver';

const BARE_HEX = /^[0-9a-fA-F]{40}$/;
const PREFIXED_HEX = /^0x[0-9a-fA-F]{40}$/;

export const eip155Receiver: ReceiverRules = {
  address(text) {
    const candidate = BARE_HEX.test(text) ? `0x${text}` : text;
    const hex = candidate.slice(2);
    // EIP-55: one case throughout carries no checksum; only mixed case is checked.
    const uniform = hex === hex.toLowerCase() || hex === hex.toUpperCase() ? `0x${hex.toLowerCase()}` : candidate;
    return candidate.startsWith('0x') && isAddress(uniform) ? getAddress(uniform) : undefined;
  },
  badChecksum: (text) => PREFIXED_HEX.test(text) || BARE_HEX.test(text),
  sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
};

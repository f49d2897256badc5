// viem's EVM address check, on its own so it loads as a small lazy chunk (with the first WalletConnect session).
import { isAddress } from 'viem';

/** A 0x-prefixed 40-hex-digit address; a mixed-case one must carry a valid EIP-55 checksum. */
export const isChecksummedAddress = (address: string): boolean => isAddress(address, { strict: true });

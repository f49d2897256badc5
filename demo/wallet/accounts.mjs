// The anvil dev accounts: the well-known test mnemonic, never for real funds.
import { mnemonicToAccount } from 'viem/accounts';

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

const derived = new Map();

/** The dev account at `index` (0 is anvil's first funded account); derivation is slow, so each is kept. */
export function devAccount(index = 0) {
  if (!derived.has(index)) derived.set(index, mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }));
  return derived.get(index);
}

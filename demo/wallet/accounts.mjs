// The anvil dev accounts: the well-known test mnemonic, never for real funds.
import { mnemonicToAccount } from 'viem/accounts';

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** The dev account at `index` (0 is anvil's first funded account). */
export function devAccount(index = 0) {
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
}

// Types for the anvil dev accounts, used by the TypeScript end-to-end tests.
import type { HDAccount } from 'viem/accounts';

export const DEV_MNEMONIC: string;
export function devAccount(index?: number): HDAccount;

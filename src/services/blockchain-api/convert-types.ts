// The shapes Swap's calls answer with, once parsed (./convert-parse.ts); apart, so the client and its
// lazily loaded parsers share them without importing each other.

/** The address swap services give a chain's native coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** What the preview says when an approval is not exactly the one the swap needs (issue 25). */
export const APPROVAL_MISMATCH_KEY = 'error.swapApprovalMismatch' as const;

/** A token the service can trade on one chain. */
export interface SwapToken {
  /** CAIP-10, lower-case (`eip155:1:0x…`; the native coin is NATIVE_TOKEN_ADDRESS). */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  logoUri?: string;
}

/** What trading `fromAmount` pays now, in base units. */
export interface SwapQuote {
  fromAmount: bigint;
  toAmount: bigint;
}

/** A transaction to hand to the wallet as is: `from` the visitor, `to` the contract to call. */
export interface SwapTransaction {
  from: `0x${string}`;
  to: `0x${string}`;
  data: `0x${string}`;
  value: bigint;
  gas?: bigint;
  gasPrice?: bigint;
}

/** build-approve's transaction, with what its approve(spender, amount) call says (decoded, ./convert-parse.ts). */
export interface SwapApproval extends SwapTransaction {
  spender: `0x${string}`;
  amount: bigint;
}

export interface SwapGasPrice {
  standard: bigint;
  fast: bigint;
  instant: bigint;
}

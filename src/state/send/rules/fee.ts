// Whether the native balance pays for the network fee (SPEC §5's balance rule, applied to the fee).

/**
 * True when the native coin left after the transfer cannot pay `fee`: for a native send the
 * amount comes out of the same balance; for a token send only the fee does.
 */
export function feeShortfall({
  nativeBalance,
  fee,
  amount,
  native,
}: {
  nativeBalance: bigint;
  fee: bigint;
  amount: bigint;
  native: boolean;
}): boolean {
  return (native ? amount : 0n) + fee > nativeBalance;
}

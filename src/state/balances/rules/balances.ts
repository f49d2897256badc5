// Which token balances the account view lists (SPEC §5).

/** The part of a blockchain-service balance this rule reads; `decimals` arrives as a string. */
export interface BalanceWithQuantity {
  quantity: { decimals: string | number; numeric?: string };
}

/** Drops tokens with 0 decimals (NFT-like tokens, which the balance list does not show). */
export function filterTokenBalances<T extends BalanceWithQuantity>(balances: readonly T[]): T[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0);
}

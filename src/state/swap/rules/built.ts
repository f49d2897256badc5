// What the swap service built must be the swap the preview showed before the wallet sees it (issue 25): the
// approval names a router the network allows, and the swap calls that router, which is none of the tokens
// traded nor the visitor, with a gas limit under a sane cap. Pure: the state passes what it knows.
import { APPROVAL_MISMATCH_KEY } from '../../../services/blockchain-api/convert-types';
import type { RouterCallTerms } from '../../../services/blockchain-api/router-call';
import { createError, type RefinedMessageKey } from '../../../services/errors';

type Address = `0x${string}`;

/** The preview's message for a swap transaction that is not the swap it showed. */
export const SWAP_MISMATCH_KEY = 'error.swapTransactionMismatch' as const;
/** The most gas a swap may ask for: a long multi-hop route stays under 3M; an L2 that counts its data in gas (Arbitrum) a few more. */
export const MAX_SWAP_GAS = 8_000_000n;

const refused = (messageKey: RefinedMessageKey, why: string) =>
  createError('MalformedResponseError', { message: `The swap service answered ${why}`, messageKey });

const isListed = (routers: readonly Address[], address: string) => routers.includes(address.toLowerCase() as Address);

/** The approval's spender must be one of the network's routers. */
export function checkApprovalSpender(spender: Address, routers: readonly Address[]): void {
  if (!isListed(routers, spender)) throw refused(APPROVAL_MISMATCH_KEY, `an approval for ${spender}, which is not a known swap router`);
}

export interface BuiltSwapContext {
  routers: readonly Address[];
  /** The tokens paid and received, and the visitor (plain addresses; the native coin's placeholder for the coin). */
  pay: string;
  receive: string;
  user: string;
  /** The spender this swap just approved, if it approved one: the swap must call it. */
  approvedSpender?: Address;
}

/** The swap must call a listed router (the one just approved, if any), never a token or the visitor, within the gas cap. */
export function checkSwapTransaction(transaction: { to: Address; gas?: bigint }, context: BuiltSwapContext): void {
  const to = transaction.to.toLowerCase();
  if ([context.pay, context.receive, context.user].some((address) => address.toLowerCase() === to))
    throw refused(SWAP_MISMATCH_KEY, `a swap that calls ${transaction.to}, a token of the trade or the visitor`);
  if (!isListed(context.routers, to))
    throw refused(SWAP_MISMATCH_KEY, `a swap that calls ${transaction.to}, which is not a known swap router`);
  if (context.approvedSpender && context.approvedSpender.toLowerCase() !== to)
    throw refused(SWAP_MISMATCH_KEY, `a swap that calls ${transaction.to}, not the router just approved`);
  if (transaction.gas !== undefined && transaction.gas > MAX_SWAP_GAS)
    throw refused(SWAP_MISMATCH_KEY, `a swap that asks for ${transaction.gas} gas, above ${MAX_SWAP_GAS}`);
}

export interface RouterCallContext {
  /** The tokens paid and received and the visitor, plain addresses (the native coin's 0xeeee… placeholder for the coin). */
  pay: string;
  receive: string;
  user: string;
  /** What the visitor pays, and the least the router may promise to return: the preview's minimum, less one more
   * slippage (the service quotes afresh when it builds, as a fresh quote may be worse by the slippage before Swap asks again). */
  amount: bigint;
  leastReturn: bigint;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Where the router's entry is known (1inch v6, which the hosted service builds for; read by `readRouterCall` in the
 * swap's on-chain check chunk), what the call promises must be
 * the preview's swap: the tokens and amount, the output to the visitor, and a least return no lower than
 * `leastReturn` (a minimum out of 0 would let anyone in between take the trade). Unknown calldata is left to the
 * on-chain simulation.
 */
export function checkRouterTerms(terms: RouterCallTerms | undefined, context: RouterCallContext): void {
  if (!terms) return;
  if (terms.srcToken && !same(terms.srcToken, context.pay)) throw refused(SWAP_MISMATCH_KEY, `a swap that pays ${terms.srcToken}`);
  if (terms.dstToken && !same(terms.dstToken, context.receive)) throw refused(SWAP_MISMATCH_KEY, `a swap that buys ${terms.dstToken}`);
  if (terms.amount !== undefined && terms.amount !== context.amount)
    throw refused(SWAP_MISMATCH_KEY, `a swap of ${terms.amount} where the visitor pays ${context.amount}`);
  if (terms.recipient && !same(terms.recipient, context.user))
    throw refused(SWAP_MISMATCH_KEY, `a swap that pays its output to ${terms.recipient}`);
  if (terms.minReturn < context.leastReturn)
    throw refused(SWAP_MISMATCH_KEY, `a swap whose least return ${terms.minReturn} is below ${context.leastReturn}`);
}

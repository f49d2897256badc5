// What the swap service built must be the swap the preview showed before the wallet sees it (issue 25): the
// approval names a router the network allows, and the swap calls that router, which is none of the tokens
// traded nor the visitor, with a gas limit under a sane cap. Pure: the state passes what it knows.
import { APPROVAL_MISMATCH_KEY } from '../../../services/blockchain-api/convert-types';
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

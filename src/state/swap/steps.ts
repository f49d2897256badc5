// The wallet steps of a swap, built and checked before the wallet is asked (issue 25): the approval when the
// allowance is short (its spender a router of the network), the swap (a listed router, within the gas cap), then
// both simulated on the network's RPC (the approval first, so the swap sees the allowance) and the outcome held
// to what the preview showed. An RPC without simulation makes the visitor confirm the unchecked swap.
import type { SwapApproval, SwapTransaction } from '../../services/blockchain-api';
import { blockchainApi } from '../blockchain-api';
import { chainChunks } from '../chunks/chain';
import { rpcUrlFor } from '../networks';
import { optionsState } from '../settings';
import type { TaskRun } from '../shared';
import { checkApprovalSpender, checkRouterTerms, checkSwapTransaction } from './rules/built';
import { checkSwapOutcome, refuseReverted } from './rules/outcome';
import { swapRoutersOf } from './rules/routers';
import { minimumReceived } from './rules/slippage';
import { isNativeSwapToken, swapState, type SwapTokenRow } from './swap';

export interface SwapSteps {
  approval?: SwapApproval;
  swap: SwapTransaction;
}

export interface SwapOrder {
  caipNetworkId: string;
  caipAddress: string;
  address: string;
  pay: SwapTokenRow;
  receive: SwapTokenRow;
  amount: bigint;
  /** The least the preview said the visitor receives, the network fee it showed, and its quote key. */
  minimum: bigint;
  /** The slippage the visitor accepted, in basis points. */
  slippageBps: bigint;
  fee: bigint;
  key: string;
}

const plainAddress = (caip10: string) => caip10.slice(caip10.lastIndexOf(':') + 1);

/** The approval (when the allowance is short) and the swap, as the service built them, each checked against the routers. */
/** What the steps are read and simulated with (loaded once per swap). */
type SwapSimulationChunk = Awaited<ReturnType<typeof chainChunks.swapSimulation.quiet>>;

async function buildSteps(run: TaskRun, order: SwapOrder, { readRouterCall }: SwapSimulationChunk): Promise<SwapSteps> {
  const { caipNetworkId, caipAddress, pay, receive, amount } = order;
  const api = blockchainApi();
  const routers = swapRoutersOf(optionsState.swapRouters, caipNetworkId);
  let approval: SwapApproval | undefined;
  if (!isNativeSwapToken(pay)) {
    const allowance = await run.step(api.fetchSwapAllowance({ tokenAddress: pay.address, userAddress: caipAddress }));
    swapState.allowance = allowance;
    if (allowance < amount) {
      approval = await run.step(api.buildSwapApproval({ from: pay.address, to: receive.address, userAddress: caipAddress, amount }));
      checkApprovalSpender(approval.spender, routers);
    }
  }
  const swap = await run.step(
    api.buildSwapTransaction({ from: pay.address, to: receive.address, userAddress: caipAddress, amount, slippage: swapState.slippage }),
  );
  checkSwapTransaction(swap, {
    routers,
    pay: plainAddress(pay.address),
    receive: plainAddress(receive.address),
    user: order.address,
    ...(approval ? { approvedSpender: approval.spender } : {}),
  });
  checkRouterTerms(readRouterCall(swap.data), {
    pay: plainAddress(pay.address),
    receive: plainAddress(receive.address),
    user: order.address,
    amount,
    leastReturn: minimumReceived(order.minimum, order.slippageBps),
  });
  return approval ? { approval, swap } : { swap };
}

/** Simulates the steps; what the visitor receives, or 'unsupported' when the RPC cannot simulate. Refusals throw. */
async function simulateSteps(
  run: TaskRun,
  order: SwapOrder,
  steps: SwapSteps,
  { simulateSwapCalls }: SwapSimulationChunk,
): Promise<bigint | 'unsupported'> {
  const calls = [...(steps.approval ? [steps.approval] : []), steps.swap].map(({ to, data, value }) => ({ to, data, value }));
  const simulation = await run.step(simulateSwapCalls(rpcUrlFor(order.caipNetworkId), steps.swap.from, calls, run.signal));
  if (!simulation.supported) return 'unsupported';
  if ('reverted' in simulation) return refuseReverted(simulation.reverted.index, simulation.reverted.reason, calls.length);
  const { received } = checkSwapOutcome(simulation.changes, {
    pay: plainAddress(order.pay.address),
    receive: plainAddress(order.receive.address),
    amount: order.amount,
    minimum: order.minimum,
    feeAllowance: order.fee,
  });
  return received;
}

/**
 * The checked steps to send, or undefined when the RPC cannot simulate and the visitor has not yet confirmed the
 * unchecked swap (the preview then asks). Each refusal throws before the wallet is asked.
 */
export async function prepareCheckedSwap(run: TaskRun, order: SwapOrder): Promise<SwapSteps | undefined> {
  swapState.simulation = undefined;
  const chunk = await run.step(chainChunks.swapSimulation.quiet());
  const steps = await buildSteps(run, order, chunk);
  const outcome = await simulateSteps(run, order, steps, chunk);
  if (outcome === 'unsupported') {
    swapState.simulation = { key: order.key, status: 'unsupported' };
    if (swapState.uncheckedConfirmedFor === order.key) return steps;
    swapState.submit = { status: 'unchecked' };
    return undefined;
  }
  swapState.simulation = { key: order.key, status: 'checked', received: outcome };
  return steps;
}

/** The visitor accepts swapping without the on-chain check, for the quote on the form. */
export function confirmUncheckedSwap(key: string | undefined) {
  swapState.uncheckedConfirmedFor = key;
}

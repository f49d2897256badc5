// Swap's wallet steps (issue 12): when the allowance is short, an approval first (the exact amount),
// then the swap, each sent through the connected EVM wallet and awaited on chain before the next.
// A quote older than 30 s is fetched again first; one that worsened beyond the slippage asks the
// visitor again. Each hash fires `transaction` (kind 'approve', then 'swap') and is a pending row in
// Activity; a mined swap refreshes balances and returns to Account; a reverted one says so.
import { featureChunks } from '../chunks/features';
import { chainChunks } from '../chunks/chain';
import { WALLET_PROMPT_TIMEOUT_MS, withDeadline } from '../../services/connectors/deadline';
import type { SwapTransaction } from '../../services/blockchain-api';
import { createError } from '../../services/errors';
import { addPendingTransaction } from '../activity';
import { blockchainApi } from '../blockchain-api';
import { connectedConnector } from '../connection';
import { subscribe } from 'valtio';
import { reportError, submitOutcome } from '../events';
import { withChunk } from '../chunks';
import { currentView, routerState, setHistory } from '../router';
import { rpcUrlFor } from '../networks';
import { defineSlice, defineTask, type TaskRun, type ViewName } from '../shared';
import { worsenedBeyondSlippage } from './rules/slippage';
import { fetchQuoteNow, isQuoteStale, stopQuoting } from './quote';
import { prepareCheckedSwap } from './steps';
import { isNativeSwapToken, resetSwapState, swapAccount, swapState, swapView, type SwapStep, type SwapTokenRow } from './swap';

const loadSwapChain = chainChunks.swapTransaction;

/** The submit in flight: leaving the preview or starting again supersedes it (and stops its wait for the chain). */
const submitting = defineTask('swap/submitting');

/** The allowance the swap needs and the built steps' gas, read when the preview opens (for its fee). */
export async function prepareSwapPreview(): Promise<void> {
  const view = swapView();
  const { caipAddress } = swapAccount();
  if (!view.pay || !view.receive || !view.amount.ok || !caipAddress) return;
  const api = blockchainApi();
  try {
    const native = isNativeSwapToken(view.pay);
    const allowance = native ? undefined : await api.fetchSwapAllowance({ tokenAddress: view.pay.address, userAddress: caipAddress });
    swapState.allowance = allowance;
    if (allowance !== undefined && allowance < view.amount.value) {
      const approval = await api.buildSwapApproval({
        from: view.pay.address,
        to: view.receive.address,
        userAddress: caipAddress,
        amount: view.amount.value,
      });
      swapState.approveGas = approval.gas;
    } else {
      const swap = await api.buildSwapTransaction({
        from: view.pay.address,
        to: view.receive.address,
        userAddress: caipAddress,
        amount: view.amount.value,
        slippage: swapState.slippage,
      });
      swapState.swapGas = swap.gas;
    }
  } catch (error) {
    // The fee falls back to the form's estimate; the wallet steps ask the service again.
    reportError(error, 'SwapPreview');
  }
}

function recordStep(step: SwapStep, hash: string, caipNetworkId: string, from: string, pay: SwapTokenRow, amount: bigint, to: string) {
  addPendingTransaction({
    hash,
    caipNetworkId,
    kind: step,
    from,
    to,
    ...(step === 'swap' ? { amount: amount.toString(), decimals: pay.decimals, symbol: pay.symbol, iconUrl: pay.logoUri } : {}),
  });
}

async function runStep(
  step: SwapStep,
  transaction: SwapTransaction,
  run: TaskRun,
  context: { caipNetworkId: string; from: string; pay: SwapTokenRow; amount: bigint },
): Promise<'confirmed' | 'failed' | 'left'> {
  const provider = connectedConnector('eip155')?.provider('eip155');
  if (!provider) throw createError('DisconnectedError', { message: 'No wallet is connected on eip155' });
  const { sendSwapTransaction, waitForEvmReceipt } = await loadSwapChain();
  swapState.submit = { status: 'waiting', step };
  // A sent transaction is recorded even when the visitor left meanwhile, or the wallet answered past its deadline.
  const record = (sent: string) => recordStep(step, sent, context.caipNetworkId, context.from, context.pay, context.amount, transaction.to);
  const hash = await withDeadline(sendSwapTransaction(provider, transaction), WALLET_PROMPT_TIMEOUT_MS, `the ${step}`, record);
  record(hash);
  if (!run.isCurrent()) return 'left';
  swapState.submit = { status: 'mining', step, hash };
  const status = await waitForEvmReceipt(rpcUrlFor(context.caipNetworkId), hash, { signal: run.signal });
  if (!run.isCurrent()) return 'left';
  if (status === 'failed') swapState.submit = { status: 'reverted', step, hash };
  return status;
}

/**
 * The preview's Swap: the quote refreshed when stale (asking again when it worsened beyond the
 * slippage), the approval when the allowance is short, then the swap; each waits for the wallet and
 * for the chain. On success the balances refresh and the modal returns to Account.
 */
export async function submitSwap(): Promise<void> {
  const run = submitting.start();
  const view = swapView();
  const { caipNetworkId, caipAddress, address } = swapAccount();
  if (view.problem || !view.pay || !view.receive || !view.amount.ok || view.toAmount === undefined || !caipAddress || !address) {
    swapState.submit = {
      status: 'failed',
      messageKey: reportError(createError('SendAmountAndReceiverRequiredError'), 'SwapPreview').messageKey,
    };
    return;
  }
  if (view.impact === 'confirm' && swapState.impactConfirmedFor !== view.key) return;
  const { pay, receive } = view;
  const amount = view.amount.value;
  swapState.submit = { status: 'preparing' };
  try {
    if (isQuoteStale(swapState.quote)) {
      const fresh = await run.step(fetchQuoteNow());
      if (fresh?.toAmount === undefined) {
        swapState.submit = { status: 'failed', messageKey: swapState.quote.messageKey ?? 'error.unknown' };
        return;
      }
      if (worsenedBeyondSlippage(view.toAmount, fresh.toAmount, view.slippageBps)) {
        swapState.submit = { status: 'requote' };
        return;
      }
    }
    const context = { caipNetworkId, from: address, pay, amount };
    const order = {
      caipNetworkId,
      caipAddress,
      address,
      pay,
      receive,
      amount,
      minimum: view.minimumReceived ?? 0n,
      slippageBps: view.slippageBps,
      fee: view.fee ?? 0n,
      key: view.key ?? '',
    };
    const steps = await prepareCheckedSwap(run, order);
    if (!steps) return;
    if (steps.approval) {
      const approved = await runStep('approve', steps.approval, run, context);
      if (approved !== 'confirmed') return;
      swapState.allowance = amount;
    }
    const transaction = steps.swap;
    // A swap sent (even by a superseded run) refreshes the balances.
    const swapped = await runStep('swap', transaction, run, context);
    withChunk(featureChunks.balances, ({ refreshBalances }) => refreshBalances('eip155', { force: true }));
    if (swapped !== 'confirmed') return;
    resetSwap();
    if (currentView() === 'SwapPreview') setHistory(['Account']);
  } catch (error) {
    // A superseded run (SupersededError included) moves nothing.
    if (!run.isCurrent()) return;
    const reported = reportError(error, 'SwapPreview');
    swapState.submit = {
      status: submitOutcome(reported),
      step: swapState.submit.step,
      messageKey: reported.messageKey,
    };
  }
}

/** The visitor left the preview: a late hash still counts as sent, but moves nothing. */
export function leaveSwapPreview() {
  submitting.cancel();
  // An unknown outcome stays said until the form is left: a swap again must show it first.
  if (swapState.submit.status !== 'idle' && swapState.submit.status !== 'unknown') swapState.submit = { status: 'idle' };
}

/** Everything back to an empty form. */
export function resetSwap() {
  submitting.cancel();
  stopQuoting();
  resetSwapState();
}

const SWAP_VIEWS: readonly ViewName[] = ['Swap', 'SwapSelectToken', 'SwapPreview'];
const routes = defineSlice<{ stop?: () => void }>({ name: 'swap/routes', initial: () => ({}), dispose: ({ stop }) => stop?.() });

/** From Swap's first use: leaving Swap (Back to Account, a disconnect, the modal opened anew) empties the form. */
export function followSwapRoutes() {
  routes.stop ??= subscribe(routerState, () => {
    if (!routerState.history.some((view) => SWAP_VIEWS.includes(view))) resetSwap();
  });
}

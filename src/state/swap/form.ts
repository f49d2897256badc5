// What the visitor does on Swap's form: the network's tokens loaded, a pay and a receive token
// chosen (or flipped), an amount typed (or Max), the slippage set. Each change asks for a quote.
import { blockchainApi } from '../blockchain-api';
import { reportError } from '../events';
import { formatAmountInput, maxAmount } from '../send/rules/amount';
import { parseSlippage } from './rules/slippage';
import { defineTask, isSuperseded } from '../shared';
import { requestQuote, loadGasPrice, stopQuoting } from './quote';
import { isNativeSwapToken, resetSwapState, swapAccount, swapState, swapToken, swapTokens, swapView } from './swap';

/** The network's token list asked for: another network supersedes it (and aborts its request). */
const loading = defineTask('swap/tokens');

/** Whether an error says the network has no exchange (SPEC §8 "Network not supported for Swaps"). */
export const isUnsupported = (error: unknown): boolean => error instanceof Error && error.name === 'SwapNetworkUnsupportedError';

/** Loads the active network's swappable tokens (once per network); the first held token is paid, another received. */
export async function loadSwapTokens(options: { again?: boolean } = {}): Promise<void> {
  const { caipNetworkId } = swapAccount();
  if (swapState.caipNetworkId !== caipNetworkId) {
    stopQuoting();
    loading.cancel();
    resetSwapState();
    swapState.caipNetworkId = caipNetworkId;
  } else if (!options.again && swapState.tokens.status !== 'idle' && swapState.tokens.status !== 'failed') {
    // Swap shown again: a gas price that failed is asked again.
    if (swapState.tokens.status === 'ready' && swapState.gasPriceFailure !== undefined) void loadGasPrice();
    return;
  }
  if (options.again && swapState.tokens.status === 'loading') return;
  const run = loading.start();
  swapState.tokens = { status: 'loading', list: [] };
  try {
    const list = await run.step(blockchainApi().fetchSwapTokens(caipNetworkId, run.signal));
    swapState.tokens = { status: 'ready', list };
    const [first, second] = swapTokens();
    if (swapState.pay === undefined && first) swapState.pay = first.address;
    if (swapState.receive === undefined && second) swapState.receive = second.address;
    void loadGasPrice();
  } catch (error) {
    if (isSuperseded(error)) return;
    const reported = reportError(error, 'Swap');
    swapState.tokens = { status: isUnsupported(error) ? 'unsupported' : 'failed', list: [], messageKey: reported.messageKey };
  }
}

/** Chooses the pay (`side` 'pay') or receive token; choosing the other side's token flips them. */
export function chooseSwapToken(side: 'pay' | 'receive', address: string) {
  const other = side === 'pay' ? 'receive' : 'pay';
  if (swapState[side] === address) return;
  if (swapState[other] === address) swapState[other] = swapState[side];
  swapState[side] = address;
  requestQuote();
}

/** Pay and receive change places; the amount stays (now of the other token). */
export function flipSwap() {
  [swapState.pay, swapState.receive] = [swapState.receive, swapState.pay];
  requestQuote();
}

export function setSwapAmount(input: string) {
  swapState.amountInput = input;
  requestQuote();
}

/** Max: the pay token's whole balance; the native coin less the form's fee. */
export function setSwapMax() {
  const pay = swapToken(swapState.pay);
  if (!pay) return;
  const native = isNativeSwapToken(pay);
  const value = maxAmount(pay.balance, { native, fee: native ? swapView().fee : undefined });
  swapState.amountInput = formatAmountInput(value, pay.decimals);
  requestQuote();
}

/** Sets the slippage when it is valid (0 < x ≤ 50); returns the check so the view can say why not. */
export function setSwapSlippage(input: string) {
  const check = parseSlippage(input);
  if (check.ok) swapState.slippage = check.percent;
  return check;
}

/** The visitor accepts a price impact above 5% for the quote on the form. */
export function confirmPriceImpact() {
  swapState.impactConfirmedFor = swapView().key;
}

/** SwapSelectToken is opened for the pay or the receive side. */
export function startChoosingSwapToken(side: 'pay' | 'receive') {
  swapState.choosing = side;
}

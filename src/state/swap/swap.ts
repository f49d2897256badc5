// Swap's form (issue 12): the network's swappable tokens, the pay and receive tokens, the typed
// amount, the slippage, the quote and what the preview and the wallet steps show. One owner: the
// actions in tokens.ts, quote.ts and submit.ts; the views read it through `selectSwapView()` on snapshots (useSwapView).
import type { Snapshot } from 'valtio';
import { NATIVE_TOKEN_ADDRESS, type SwapToken } from '../../services/blockchain-api';
import { formatAmount } from '../../services/units';
import { liveAccountSources, selectHeldAccount, type AccountSources, type HeldAccount, type TokenRow } from '../account';
import { parseAmount, type AmountCheck } from '../send/rules/amount';
import { swapProblem, type QuoteStatus, type SwapProblem } from './rules/messages';
import { minimumReceived, parseSlippage, DEFAULT_SLIPPAGE } from './rules/slippage';
import { priceImpactBps, priceImpactLevel, type PriceImpactLevel } from './rules/pool';
import { optionsState } from '../settings';
import { defineProxySlice } from '../shared';

/** The gas a swap is priced at on the form, before the service builds it (the preview uses the build's own). */
export const FORM_SWAP_GAS = 200_000n;
/** The gas an approval is priced at when the service's build gives none. */
export const FORM_APPROVE_GAS = 60_000n;

export interface SwapQuoteState {
  status: QuoteStatus;
  /** Which form the quote is for (network, tokens, amount): another form shows a spinner, never this number. */
  key?: string;
  toAmount?: bigint;
  /** A tiny trade's quote of the same pair: the reference rate for the price impact. */
  reference?: { fromAmount: bigint; toAmount: bigint };
  /** When it was fetched (ms since epoch). */
  at?: number;
  messageKey?: string;
}

export type SwapStep = 'approve' | 'swap';

export interface SwapSubmit {
  /** 'unchecked': the RPC cannot simulate the swap; the visitor must confirm it before it is sent. `unknown`: the wallet did not answer `step` in time, so it may still be sent. */
  status: 'idle' | 'preparing' | 'waiting' | 'mining' | 'rejected' | 'failed' | 'reverted' | 'requote' | 'unchecked' | 'unknown';
  step?: SwapStep;
  messageKey?: string;
  /** The last transaction's hash (the explorer link of a revert). */
  hash?: string;
}

export interface SwapState {
  /** The network the tokens are for. */
  caipNetworkId?: string;
  tokens: { status: 'idle' | 'loading' | 'ready' | 'unsupported' | 'failed'; list: SwapToken[]; messageKey?: string };
  /** Which side SwapSelectToken chooses for. */
  choosing: 'pay' | 'receive';
  /** CAIP-10 addresses of the chosen tokens. */
  pay?: string;
  receive?: string;
  amountInput: string;
  /** The accepted slippage in percent ("1"). */
  slippage: string;
  quote: SwapQuoteState;
  /** The network's standard gas price (wei), when the service said. */
  gasPrice?: bigint;
  /** Why the gas price could not be read (the fee row says so and offers Retry); undefined while none failed. */
  gasPriceFailure?: string;
  /** What the preview learned: the allowance and the built steps' gas. */
  allowance?: bigint;
  approveGas?: bigint;
  swapGas?: bigint;
  /** The visitor confirmed a price impact above 5% for this quote key. */
  impactConfirmedFor?: string;
  /** The on-chain check of the built swap (issue 25): what it receives, or that the RPC cannot simulate. */
  simulation?: SwapSimulationState;
  /** The visitor confirmed swapping without the on-chain check, for this quote key. */
  uncheckedConfirmedFor?: string;
  submit: SwapSubmit;
}

export type SwapSimulationState = { key: string; status: 'checked'; received: bigint } | { key: string; status: 'unsupported' };

const initial = (): SwapState => ({
  caipNetworkId: undefined,
  tokens: { status: 'idle', list: [] },
  choosing: 'pay',
  pay: undefined,
  receive: undefined,
  amountInput: '',
  slippage: DEFAULT_SLIPPAGE,
  quote: { status: 'idle' },
  gasPrice: undefined,
  gasPriceFailure: undefined,
  allowance: undefined,
  approveGas: undefined,
  swapGas: undefined,
  impactConfirmedFor: undefined,
  simulation: undefined,
  uncheckedConfirmedFor: undefined,
  submit: { status: 'idle' },
});

export const swapState = defineProxySlice<SwapState>({ name: 'swap/state', initial });

/** Back to an empty form (another account or network, or after a swap). */
export function resetSwapState() {
  Object.assign(swapState, initial());
}

/**
 * What Swap derives from: its form, the EVM account, its portfolio and the networks. Views pass
 * valtio snapshots (React then tracks exactly the paths a selector reads); actions pass the proxies.
 */
export interface SwapSources extends AccountSources {
  swap: Snapshot<SwapState>;
}

const liveSources = (): SwapSources => ({ swap: swapState, ...liveAccountSources() });

/** The EVM account Swap trades for, its network and portfolio. */
export type SwapAccount = HeldAccount;

export const selectSwapAccount = (sources: AccountSources): SwapAccount => selectHeldAccount(sources, 'eip155');

/** The EVM account Swap trades for (live state, for actions). */
export function swapAccount(): SwapAccount {
  return selectSwapAccount(liveSources());
}

/** Whether a swap token is the network's own coin. */
export const isNativeSwapToken = (token: Pick<SwapToken, 'address'>): boolean =>
  token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`);

/** A swappable token with the visitor's balance of it (0 when the portfolio has none). */
export interface SwapTokenRow extends SwapToken {
  balance: bigint;
  /** The portfolio's row: its shown quantity, USD value and price. */
  row?: TokenRow;
}

function rowFor(token: SwapToken, caipNetworkId: string, rows: readonly TokenRow[]): TokenRow | undefined {
  if (isNativeSwapToken(token)) return rows.find((row) => row.id === caipNetworkId);
  const id = token.address.toLowerCase();
  return rows.find((row) => row.id.toLowerCase() === id);
}

/** The network's swappable tokens, those the visitor holds first (in the portfolio's order), then the rest as the service listed them. */
function listSwapTokens(list: readonly SwapToken[], { caipNetworkId, tokens: rows }: SwapAccount): SwapTokenRow[] {
  const all = list.map((token) => {
    const row = rowFor(token, caipNetworkId, rows);
    return { ...token, balance: row ? BigInt(row.amount) : 0n, row };
  });
  const held = all.filter((token) => token.balance > 0n).sort((a, b) => rows.indexOf(a.row!) - rows.indexOf(b.row!));
  return [...held, ...all.filter((token) => token.balance === 0n)];
}

/** The network's swappable tokens with the visitor's balances (live state, for actions). */
export const swapTokens = (): SwapTokenRow[] => listSwapTokens(swapState.tokens.list, swapAccount());

const tokenAt = (tokens: readonly SwapTokenRow[], address: string | undefined): SwapTokenRow | undefined =>
  address === undefined ? undefined : tokens.find((token) => token.address === address);

/** The pay or receive token's row (live state, for actions). */
export const swapToken = (address: string | undefined): SwapTokenRow | undefined => tokenAt(swapTokens(), address);

/** What a quote is for: a different network, pair or amount is another quote. */
export const quoteKeyOf = (parts: { caipNetworkId: string; pay?: string; receive?: string; amount: bigint }): string =>
  [parts.caipNetworkId, parts.pay ?? '', parts.receive ?? '', parts.amount].join('|');

/** Everything the views show, derived from the state. */
export interface SwapView {
  account: SwapAccount;
  /** The network's swappable tokens, those the visitor holds first. */
  tokens: SwapTokenRow[];
  /** The active network's coin (the fee's unit). */
  native: { symbol: string; decimals: number };
  pay?: SwapTokenRow;
  receive?: SwapTokenRow;
  amount: AmountCheck;
  /** The quote for the form as it is now; undefined while one is fetched (a spinner, never a stale number). */
  toAmount?: bigint;
  quoteStatus: QuoteStatus;
  minimumReceived?: bigint;
  slippageBps: bigint;
  impactBps?: bigint;
  impact: PriceImpactLevel;
  /** The network fee in wei: the gas price by the built steps' gas (or the form's defaults). */
  fee?: bigint;
  /** Why the fee is unknown: the gas price's failure (message key), when it failed. */
  feeFailure?: string;
  nativeBalance?: bigint;
  problem?: SwapProblem;
  key?: string;
}

/** Swap's derived form from `sources` (snapshots in views, so React tracks what it reads). */
export function selectSwapView({ swap: swapState, ...sources }: SwapSources): SwapView {
  const account = selectSwapAccount(sources);
  const { caipNetworkId, tokens: rows, network } = account;
  const tokens = listSwapTokens(swapState.tokens.list, account);
  const pay = tokenAt(tokens, swapState.pay);
  const receive = tokenAt(tokens, swapState.receive);
  const amount = pay ? parseAmount(swapState.amountInput, pay.decimals, pay.balance) : parseAmount(swapState.amountInput, 18);
  const key = amount.ok ? quoteKeyOf({ caipNetworkId, pay: swapState.pay, receive: swapState.receive, amount: amount.value }) : undefined;
  const { quote } = swapState;
  const current = key !== undefined && quote.key === key;
  const quoteStatus: QuoteStatus = current ? quote.status : amount.ok && pay && receive ? 'loading' : 'idle';
  const toAmount = current && quote.status === 'ready' ? quote.toAmount : undefined;
  const slippage = parseSlippage(swapState.slippage);
  const slippageBps = slippage.ok ? slippage.bps : 100n;
  const impactBps =
    toAmount !== undefined && amount.ok && quote.reference
      ? priceImpactBps({ fromAmount: amount.value, toAmount }, quote.reference)
      : undefined;
  const nativeRow = rows.find((row) => row.id === caipNetworkId);
  const nativeBalance = nativeRow ? BigInt(nativeRow.amount) : undefined;
  const needsApproval =
    pay !== undefined && !isNativeSwapToken(pay) && amount.ok && (swapState.allowance === undefined || swapState.allowance < amount.value);
  const gas = (swapState.swapGas ?? FORM_SWAP_GAS) + (needsApproval ? (swapState.approveGas ?? FORM_APPROVE_GAS) : 0n);
  const fee = swapState.gasPrice === undefined ? undefined : swapState.gasPrice * gas;
  const problem =
    swapState.tokens.status === 'loading' || swapState.tokens.status === 'idle'
      ? ('swap.button.quoting' as const)
      : swapProblem({
          supported: swapState.tokens.status !== 'unsupported',
          hasTokens: pay !== undefined && receive !== undefined,
          amountInput: swapState.amountInput,
          amount,
          balance: pay?.balance ?? 0n,
          payNative: pay !== undefined && isNativeSwapToken(pay),
          nativeBalance,
          fee,
          quote: quoteStatus,
          toAmount,
        });
  return {
    account,
    tokens,
    native: { symbol: network?.nativeCurrency.symbol ?? 'ETH', decimals: network?.nativeCurrency.decimals ?? 18 },
    pay,
    receive,
    amount,
    toAmount,
    quoteStatus,
    slippageBps,
    impactBps,
    minimumReceived: toAmount === undefined ? undefined : minimumReceived(toAmount, slippageBps),
    impact: impactBps === undefined ? 'none' : priceImpactLevel(impactBps),
    fee,
    feeFailure: fee === undefined ? swapState.gasPriceFailure : undefined,
    nativeBalance,
    problem,
    key,
  };
}

/** Swap's derived form from the live state (for actions). */
export function swapView(): SwapView {
  return selectSwapView(liveSources());
}

/** A base-unit amount as the views show it: grouped, up to 6 decimals, with its symbol. */
export function formatSwapAmount(amount: bigint, decimals: number, symbol: string): string {
  return formatAmount(amount, decimals, symbol, 6, optionsState.options.lang);
}

/** What one whole pay token buys, in the receive token's base units (cut, not rounded). */
export function rateOf(amount: bigint, toAmount: bigint, payDecimals: number): bigint {
  return amount <= 0n ? 0n : (toAmount * 10n ** BigInt(payDecimals)) / amount;
}

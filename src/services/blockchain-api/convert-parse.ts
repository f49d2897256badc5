// The `/v1/convert/*` answers are data from elsewhere: each is checked once here. Amounts are uint256
// decimal text read as bigint, addresses are checked (viem) and must be the ones asked about, lists and
// text are bounded; any other body is a MalformedResponseError. The service's "not supported" answer
// becomes SwapNetworkUnsupportedError (GasPriceNetworkUnsupportedError for the gas price).
import { decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem';
import { getAddress, isAddress } from 'viem/utils';
import { HttpError, createError } from '../errors';
import { isSafeImageUrl } from '../http/safe-url';
import { displayText } from '../text/display-text';
import { APPROVAL_MISMATCH_KEY, NATIVE_TOKEN_ADDRESS } from './convert-types';
import type { SwapApproval, SwapGasPrice, SwapQuote, SwapToken, SwapTransaction } from './convert-types';

/** The most tokens kept from one list (a busy chain lists a few thousand). */
export const MAX_SWAP_TOKENS = 5000;
/** The largest token list read. */
export const MAX_TOKENS_BYTES = 4 * 1024 * 1024;
/** The longest calldata accepted (a router's multi-hop call is a few kilobytes). */
const MAX_CALLDATA_CHARS = 2 + 2 * 64 * 1024;
const MAX_UINT256 = 2n ** 256n - 1n;
const MAX_URL = 2048;
const EVM_NETWORK = /^eip155:[1-9]\d{0,19}$/;
const CAIP10 = /^(eip155:[1-9]\d{0,19}):(0x[0-9a-fA-F]{40})$/;
const CALLDATA = /^0x(?:[0-9a-fA-F]{2})*$/;

type Hex = `0x${string}`;

const malformed = (message: string) => createError('MalformedResponseError', { message: `The swap service answered ${message}` });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A uint256 given as decimal text (or a safe integer); undefined otherwise. */
function uint256(value: unknown): bigint | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,78}$/.test(text)) return undefined;
  const amount = BigInt(text);
  return amount <= MAX_UINT256 ? amount : undefined;
}

function requiredUint256(value: unknown, what: string): bigint {
  const amount = uint256(value);
  if (amount === undefined) throw malformed(`${what} that is not an amount`);
  return amount;
}

/** `eip155:<id>:0x…` with a valid address, as {chainId, address} with the address lower-case; undefined otherwise. */
export function parseCaip10(value: unknown): { chainId: string; address: Hex } | undefined {
  if (typeof value !== 'string' || value.length > 80) return undefined;
  const match = CAIP10.exec(value);
  if (!match?.[1] || !match[2] || !isAddress(match[2])) return undefined;
  return { chainId: match[1], address: match[2].toLowerCase() as Hex };
}

const unsupported = (gasPrice: boolean) => createError(gasPrice ? 'GasPriceNetworkUnsupportedError' : 'SwapNetworkUnsupportedError');

/** Swaps run on EVM networks only: anything else fails before a request. */
export function requireEvmNetwork(chainId: string, gasPrice = false): void {
  if (!EVM_NETWORK.test(chainId)) throw unsupported(gasPrice);
}

/** Both tokens CAIP-10 on one EVM network; a SwapNetworkUnsupportedError otherwise (e.g. Solana). */
export function requireSwapPair(from: string, to: string): void {
  const source = parseCaip10(from);
  const target = parseCaip10(to);
  if (!source || !target || source.chainId !== target.chainId) throw unsupported(false);
}

/** The service's 400 "Network not supported…" as the catalogue error; any other failure as it is. */
export function networkFailure(error: unknown, gasPrice = false): unknown {
  if (!(error instanceof HttpError) || error.status !== 400 || !isRecord(error.body)) return error;
  const reasons = Array.isArray(error.body.reasons) ? error.body.reasons.slice(0, 10) : [];
  const saysUnsupported = reasons.some(
    (reason) =>
      isRecord(reason) && typeof reason.description === 'string' && /not supported|unsupported/i.test(reason.description.slice(0, 200)),
  );
  return saysUnsupported ? unsupported(gasPrice) : error;
}

/**
 * "1" → 1 (percent): the hosted service reads a JSON number. Swap's rules refuse other values before they get here,
 * so one is a caller's bug (a RangeError), never the visitor's.
 */
export function slippageNumber(slippage: string): number {
  const value = Number(slippage);
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(slippage) || !(value > 0 && value <= 50)) {
    throw new RangeError(`Slippage must be a percent above 0 and at most 50, not ${slippage.slice(0, 20)}`);
  }
  return value;
}

function parseSwapToken(raw: unknown, chainId: string): SwapToken | undefined {
  if (!isRecord(raw)) return undefined;
  const address = parseCaip10(raw.address);
  const symbol = displayText(raw.symbol, 16);
  const decimals = typeof raw.decimals === 'string' && /^\d{1,3}$/.test(raw.decimals) ? Number(raw.decimals) : raw.decimals;
  if (
    !address ||
    address.chainId !== chainId ||
    !symbol ||
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 255
  )
    return undefined;
  const logo = typeof raw.logoUri === 'string' && raw.logoUri.length <= MAX_URL && isSafeImageUrl(raw.logoUri) ? raw.logoUri : undefined;
  return {
    address: `${chainId}:${address.address}`,
    name: displayText(raw.name) ?? symbol,
    symbol,
    decimals,
    ...(logo ? { logoUri: logo } : {}),
  };
}

/** `{tokens: [...]}`: tokens on `chainId` only, each address once, at most MAX_SWAP_TOKENS. */
export function parseSwapTokens(body: unknown, chainId: string): SwapToken[] {
  if (!isRecord(body) || !Array.isArray(body.tokens)) throw malformed('without a token list');
  const seen = new Set<string>();
  const tokens: SwapToken[] = [];
  for (const raw of body.tokens.slice(0, MAX_SWAP_TOKENS)) {
    const token = parseSwapToken(raw, chainId);
    if (!token || seen.has(token.address)) continue;
    seen.add(token.address);
    tokens.push(token);
  }
  return tokens;
}

/**
 * `{quotes: [{fromAmount, toAmount, …}]}`: the first quote, which must be for the amount asked. No quote is what
 * the hosted clients get on a network the service does not trade: SwapNetworkUnsupportedError.
 */
export function parseSwapQuote(body: unknown, asked: { from: string; to: string; amount: bigint }): SwapQuote {
  if (!isRecord(body) || !Array.isArray(body.quotes)) throw malformed('without a quote list');
  const [quote] = body.quotes;
  if (quote === undefined) throw unsupported(false);
  if (!isRecord(quote)) throw malformed('with a quote that is not an object');
  const fromAmount = requiredUint256(quote.fromAmount, 'a quote whose fromAmount is');
  const toAmount = requiredUint256(quote.toAmount, 'a quote whose toAmount is');
  if (fromAmount !== asked.amount) throw malformed('a quote for another amount');
  return { fromAmount, toAmount };
}

/** `{allowance}` as bigint. */
export function parseSwapAllowance(body: unknown): bigint {
  if (!isRecord(body)) throw malformed('without an allowance');
  return requiredUint256(body.allowance, 'an allowance that is');
}

/** `{standard, fast, instant}` in wei, as bigint. */
export function parseGasPrice(body: unknown): SwapGasPrice {
  if (!isRecord(body)) throw malformed('without gas prices');
  return {
    standard: requiredUint256(body.standard, 'a standard gas price that is'),
    fast: requiredUint256(body.fast, 'a fast gas price that is'),
    instant: requiredUint256(body.instant, 'an instant gas price that is'),
  };
}

function calldataOf(value: unknown): Hex {
  if (typeof value !== 'string' || value.length > MAX_CALLDATA_CHARS || value.length < 10 || !CALLDATA.test(value))
    throw malformed('calldata that is not hex');
  return value.toLowerCase() as Hex;
}

/** The optional `eip155: {gas, gasPrice}` part. */
function feesOf(raw: unknown): { gas?: bigint; gasPrice?: bigint } {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) throw malformed('eip155 fees that are not an object');
  const gas = raw.gas === undefined ? undefined : requiredUint256(raw.gas, 'gas that is');
  const gasPrice = raw.gasPrice === undefined ? undefined : requiredUint256(raw.gasPrice, 'a gas price that is');
  return { ...(gas === undefined ? {} : { gas }), ...(gasPrice === undefined ? {} : { gasPrice }) };
}

function userOf(userAddress: string): Hex {
  const user = parseCaip10(userAddress) ?? (isAddress(userAddress) ? { address: userAddress.toLowerCase() as Hex } : undefined);
  if (!user) throw createError('InvalidCaipAddressError', { message: 'The swap account is not an EVM address' });
  return getAddress(user.address);
}

/** A refused approval: MalformedResponseError, with the preview's "does not match your swap". */
export const approvalMismatch = (why: string) =>
  createError('MalformedResponseError', { message: `The swap service answered ${why}`, messageKey: APPROVAL_MISMATCH_KEY });

/**
 * approve(spender, amount) read from `data` (viem, the ERC-20 ABI), only when `data` is exactly its canonical
 * encoding: another ERC-20 call, dirty address bits or trailing bytes are refused; so is any other amount than `amount`.
 */
export function decodeApproval(data: Hex, amount: bigint): { spender: Hex; amount: bigint } {
  let decoded: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>;
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data });
  } catch {
    throw approvalMismatch('an approval that is not approve(spender, amount)');
  }
  if (decoded.functionName !== 'approve') throw approvalMismatch(`an approval that calls ${decoded.functionName}`);
  const [spender, approved] = decoded.args;
  if (encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, approved] }) !== data.toLowerCase())
    throw approvalMismatch('an approval that is not encoded as approve(spender, amount)');
  if (approved !== amount) throw approvalMismatch(`an approval of ${approved} where the swap pays ${amount}`);
  return { spender: getAddress(spender), amount: approved };
}

/**
 * build-approve's `{tx: {from, to, data, value, eip155: {gasPrice}}}` (from and to CAIP-10). The approval must go to
 * the token being spent (`from`), be exactly approve(spender, amount) for the amount asked, and send no value; anything
 * else is refused. Whether the spender is a router the swap may use is Swap's rule (state/swap/rules/built.ts).
 */
export function parseSwapApproval(body: unknown, asked: { from: string; userAddress: string; amount: bigint }): SwapApproval {
  const tx = isRecord(body) ? body.tx : undefined;
  if (!isRecord(tx)) throw malformed('without an approval transaction');
  const token = parseCaip10(asked.from);
  const target = parseCaip10(tx.to);
  if (!token || !target || target.chainId !== token.chainId || target.address !== token.address)
    throw approvalMismatch('an approval for another contract');
  const data = calldataOf(tx.data);
  const approval = decodeApproval(data, asked.amount);
  const value = tx.value === undefined ? 0n : requiredUint256(tx.value, 'an approval value that is');
  if (value !== 0n) throw approvalMismatch('an approval that sends value');
  const { gasPrice } = feesOf(tx.eip155);
  return {
    from: userOf(asked.userAddress),
    to: getAddress(target.address),
    data,
    value: 0n,
    ...(gasPrice === undefined ? {} : { gasPrice }),
    ...approval,
  };
}

/**
 * build-transaction's `{tx: {from, to, data, amount, eip155: {gas, gasPrice}}}` (from and to CAIP-10; `amount` is what the
 * trade pays). `from` must be the visitor and `to` a contract on the pair's chain; the value sent is the amount when the
 * native coin is paid, else nothing (as the hosted clients do: the answer carries no value).
 */
export function parseSwapTransaction(body: unknown, asked: { from: string; userAddress: string; amount: bigint }): SwapTransaction {
  const tx = isRecord(body) ? body.tx : undefined;
  if (!isRecord(tx)) throw malformed('without a swap transaction');
  const pay = parseCaip10(asked.from);
  const sender = parseCaip10(tx.from);
  const target = parseCaip10(tx.to);
  const user = userOf(asked.userAddress);
  if (!pay || !sender || sender.chainId !== pay.chainId || sender.address !== user.toLowerCase())
    throw malformed('a swap sent from another account');
  if (!target || target.chainId !== pay.chainId || target.address === NATIVE_TOKEN_ADDRESS) throw malformed('a swap to no contract');
  const data = calldataOf(tx.data);
  const value = pay.address === NATIVE_TOKEN_ADDRESS ? asked.amount : 0n;
  return { from: user, to: getAddress(target.address), data, value, ...feesOf(tx.eip155) };
}

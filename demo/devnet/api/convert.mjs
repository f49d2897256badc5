// GET /v1/convert/{tokens,quotes,allowance,gas-price,build-approve} and POST /v1/convert/build-transaction:
// the hosted swap service's shapes (reown-com/blockchain-api, handlers/convert and providers/one_inch.rs),
// answered from the devnet exchange (SwapRouter over the dUSDC/dDAI and native/dUSDC pools) at request time.
import { encodeFunctionData, erc20Abi, getAddress, isAddress, parseUnits, zeroAddress } from 'viem';
import { readJson, sendError, sendJson } from './http.mjs';

/** The address swap services give the native coin. */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** The tokens the exchange trades (the native coin first). */
const SWAPPABLE = ['native', 'dUSDC', 'dDAI'];
/** Gas a swap is given when the caller asks for no estimate (covers the two-pool route with room to spare). */
export const SWAP_GAS = 300_000n;
const MAX_UINT256 = 2n ** 256n - 1n;
const ROUTER_ABI = [
  {
    type: 'function',
    name: 'getAmountOut',
    stateMutability: 'view',
    inputs: [
      { name: 'tokenIn', type: 'address' },
      { name: 'tokenOut', type: 'address' },
      { name: 'amountIn', type: 'uint256' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  // The swap as the hosted service builds it: 1inch Aggregation Router v6's swap(executor, desc, data).
  {
    type: 'function',
    name: 'swap',
    stateMutability: 'payable',
    inputs: [
      { name: 'executor', type: 'address' },
      {
        name: 'desc',
        type: 'tuple',
        components: [
          { name: 'srcToken', type: 'address' },
          { name: 'dstToken', type: 'address' },
          { name: 'srcReceiver', type: 'address' },
          { name: 'dstReceiver', type: 'address' },
          { name: 'amount', type: 'uint256' },
          { name: 'minReturnAmount', type: 'uint256' },
          { name: 'flags', type: 'uint256' },
        ],
      },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [
      { name: 'returnAmount', type: 'uint256' },
      { name: 'spentAmount', type: 'uint256' },
    ],
  },
];

/** A request error: answered 400 with the hosted body `{status: 'FAILED', reasons: [{field, description}]}`. */
class BadRequest extends Error {
  constructor(field, description) {
    super(description);
    this.field = field;
  }
}

const caip10 = (chainId, address) => `${chainId}:${address}`;

/** `eip155:<id>:0x…` → {chainId, address}; a BadRequest naming `field` otherwise. */
function parseCaip10(value, field) {
  const match = typeof value === 'string' ? /^(eip155:\d{1,20}):(0x[0-9a-fA-F]{40})$/.exec(value) : null;
  if (!match || !isAddress(match[2], { strict: false })) throw new BadRequest(field, `${field} must be a CAIP-10 EVM address`);
  return { chainId: match[1], address: match[2].toLowerCase() };
}

/** A CAIP-10 or plain EVM address; the plain address. */
function parseUser(value, field = 'userAddress') {
  if (typeof value === 'string' && isAddress(value, { strict: false })) return { chainId: undefined, address: value.toLowerCase() };
  return parseCaip10(value, field);
}

/** A positive integer amount in base units (string or safe integer), as bigint. */
function parseAmount(value, field = 'amount') {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,78}$/.test(text)) throw new BadRequest(field, `${field} must be an integer amount in base units`);
  const amount = BigInt(text);
  if (amount === 0n || amount > MAX_UINT256) throw new BadRequest(field, `${field} must be between 1 and 2^256-1`);
  return amount;
}

/** Slippage in percent ("1" = 1%, 0 < s <= 50, up to 4 places) as parts per million. */
export function slippagePpm(value) {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,2}(\.\d{1,4})?$/.test(text))
    throw new BadRequest('eip155.slippage', 'slippage must be a percent, e.g. "1"');
  const ppm = parseUnits(text, 4);
  if (ppm <= 0n || ppm > 500_000n) throw new BadRequest('eip155.slippage', 'slippage must be above 0 and at most 50');
  return ppm;
}

/** The least a trade quoted at `quote` may pay with `ppm` slippage, rounded down. */
export const minimumOut = (quote, ppm) => (quote * (1_000_000n - ppm)) / 1_000_000n;

/** The chain's exchange: the source, its router and its swappable tokens by lower-case address. */
function exchangeOf(sources, chainId, field = 'chainId') {
  const source = sources.find((candidate) => candidate.caipNetworkId === chainId && candidate.namespace === 'eip155');
  if (!source?.addresses?.router) throw new BadRequest(field, `Network not supported for Swaps: ${chainId}`);
  const tokens = new Map();
  const listed = source.listTokens();
  for (const key of SWAPPABLE) {
    if (key === 'native') tokens.set(NATIVE_TOKEN, { ...listed.find((token) => !token.tokenAddress), address: NATIVE_TOKEN });
    else {
      const address = source.addresses[key].toLowerCase();
      tokens.set(address, { ...listed.find((token) => token.tokenAddress?.toLowerCase() === address), address });
    }
  }
  return { source, client: source.client, router: getAddress(source.addresses.router), tokens };
}

/** The pair named by `from` and `to` (CAIP-10 on one chain the exchange trades). */
function pairOf(sources, from, to) {
  const src = parseCaip10(from, 'from');
  const dst = parseCaip10(to, 'to');
  if (src.chainId !== dst.chainId) throw new BadRequest('to', '`from` and `to` chain IDs must have the same value');
  const exchange = exchangeOf(sources, src.chainId, 'from');
  if (!exchange.tokens.has(src.address)) throw new BadRequest('from', `insufficient liquidity: ${from} is not traded`);
  if (!exchange.tokens.has(dst.address)) throw new BadRequest('to', `insufficient liquidity: ${to} is not traded`);
  if (src.address === dst.address) throw new BadRequest('to', '`from` and `to` must be different tokens');
  return {
    ...exchange,
    chainId: src.chainId,
    src: getAddress(src.address),
    dst: getAddress(dst.address),
    isNativeIn: src.address === NATIVE_TOKEN,
  };
}

/** Exactly what the router pays now for `amount` (the pools' reserves at this block). */
async function quoteOf(pair, amount) {
  const out = await pair.client.readContract({
    address: pair.router,
    abi: ROUTER_ABI,
    functionName: 'getAmountOut',
    args: [pair.src, pair.dst, amount],
  });
  if (out === 0n) throw new BadRequest('amount', 'amount too small: the trade would pay nothing');
  return out;
}

const required = (url, name) => {
  const value = url.searchParams.get(name);
  if (value === null || value === '') throw new BadRequest(name, `${name} is required`);
  return value;
};

const gasPriceOf = (client) => client.getGasPrice();

async function answerTokens(url, sources) {
  const chainId = required(url, 'chainId');
  if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chainId)) throw new BadRequest('chainId', 'chainId must be a CAIP-2 network id');
  const { tokens } = exchangeOf(sources, chainId);
  return {
    tokens: [...tokens.values()].map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: caip10(chainId, token.address),
      decimals: token.decimals,
      logoUri: token.iconUrl,
      eip2612: false,
    })),
  };
}

async function answerQuotes(url, sources) {
  const from = required(url, 'from');
  const to = required(url, 'to');
  const pair = pairOf(sources, from, to);
  const amount = parseAmount(required(url, 'amount'));
  parseUser(required(url, 'userAddress'));
  const toAmount = await quoteOf(pair, amount);
  return { quotes: [{ id: null, fromAmount: String(amount), fromAccount: from, toAmount: String(toAmount), toAccount: to }] };
}

async function answerAllowance(url, sources) {
  const token = parseCaip10(required(url, 'tokenAddress'), 'tokenAddress');
  const user = parseUser(required(url, 'userAddress'));
  const { client, router, tokens } = exchangeOf(sources, token.chainId, 'tokenAddress');
  if (!tokens.has(token.address)) throw new BadRequest('tokenAddress', 'tokenAddress is not traded here');
  // The native coin needs no approval.
  if (token.address === NATIVE_TOKEN) return { allowance: String(MAX_UINT256) };
  const allowance = await client.readContract({
    address: getAddress(token.address),
    abi: erc20Abi,
    functionName: 'allowance',
    args: [getAddress(user.address), router],
  });
  return { allowance: String(allowance) };
}

async function answerGasPrice(url, sources) {
  const chainId = required(url, 'chainId');
  const { client } = exchangeOf(sources, chainId);
  const standard = await gasPriceOf(client);
  // The chain has one price; the faster tiers bid 25% and 50% above it.
  return { standard: String(standard), fast: String((standard * 5n) / 4n), instant: String((standard * 3n) / 2n) };
}

async function answerBuildApprove(url, sources) {
  const from = required(url, 'from');
  const pair = pairOf(sources, from, required(url, 'to'));
  parseUser(required(url, 'userAddress'));
  if (pair.isNativeIn) throw new BadRequest('from', 'the native coin needs no approval');
  // The exact amount when given (the product's default), else an unlimited approval as 1inch gives.
  const amount = url.searchParams.get('amount') ? parseAmount(url.searchParams.get('amount')) : MAX_UINT256;
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pair.router, amount] });
  const gasPrice = await gasPriceOf(pair.client);
  return { tx: { from, to: caip10(pair.chainId, pair.src.toLowerCase()), data, value: '0', eip155: { gasPrice: String(gasPrice) } } };
}

async function answerBuildTransaction(req, sources) {
  const body = await readJson(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('body', 'the body must be a JSON object');
  const pair = pairOf(sources, body.from, body.to);
  const amount = parseAmount(body.amount);
  const user = parseUser(body.userAddress);
  if (user.chainId && user.chainId !== pair.chainId)
    throw new BadRequest('userAddress', '`from`, `to` and `userAddress` chain IDs must have the same value');
  if (typeof body.eip155 !== 'object' || body.eip155 === null)
    throw new BadRequest('eip155.slippage', 'slippage parameter is necessary for this type of conversion');
  const ppm = slippagePpm(body.eip155.slippage);
  const quote = await quoteOf(pair, amount);
  const account = getAddress(user.address);
  const data = encodeFunctionData({
    abi: ROUTER_ABI,
    functionName: 'swap',
    args: [
      zeroAddress,
      {
        srcToken: pair.src,
        dstToken: pair.dst,
        srcReceiver: pair.router,
        dstReceiver: account,
        amount,
        minReturnAmount: minimumOut(quote, ppm),
        flags: 0n,
      },
      '0x',
    ],
  });
  const value = pair.isNativeIn ? amount : 0n;
  const [gasPrice, gas] = await Promise.all([
    gasPriceOf(pair.client),
    body.disableEstimate ? SWAP_GAS : pair.client.estimateGas({ account, to: pair.router, data, value }).catch(() => SWAP_GAS),
  ]);
  return {
    tx: {
      from: caip10(pair.chainId, user.address),
      to: caip10(pair.chainId, pair.router.toLowerCase()),
      data,
      // The hosted answer's `amount` is what the trade pays (1inch's dstAmount); the value to send is the input when native.
      amount: String(quote),
      eip155: { gas: String(gas), gasPrice: String(gasPrice) },
    },
  };
}

/** Wraps an answer: a BadRequest becomes the hosted 400. */
const route = (method, path, compute) => [
  method,
  path,
  async (req, res, url) => {
    try {
      sendJson(req, res, 200, await compute(req, url));
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      sendError(req, res, 400, error.field, error.message);
    }
  },
];

/** The /v1/convert/* routes over the chain sources (those with a `router` in their addresses trade). */
export function convertRoutes(sources) {
  return [
    route('GET', /^\/v1\/convert\/tokens$/, (_req, url) => answerTokens(url, sources)),
    route('GET', /^\/v1\/convert\/quotes$/, (_req, url) => answerQuotes(url, sources)),
    route('GET', /^\/v1\/convert\/allowance$/, (_req, url) => answerAllowance(url, sources)),
    route('GET', /^\/v1\/convert\/gas-price$/, (_req, url) => answerGasPrice(url, sources)),
    route('GET', /^\/v1\/convert\/build-approve$/, (_req, url) => answerBuildApprove(url, sources)),
    route('POST', /^\/v1\/convert\/build-transaction$/, (req) => answerBuildTransaction(req, sources)),
  ];
}

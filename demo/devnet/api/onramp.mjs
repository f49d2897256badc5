// The on-ramp stand-in: GET /v1/onramp/options, POST /v1/onramp/quote, POST /v1/generators/onrampurl in the
// hosted shapes (Reown AppKit's PaymentCurrency, PurchaseCurrency, OnrampQuote, GenerateOnRampUrlArgs), two
// providers ("coinbase" 1%, "meld" 2%) with a checkout page each, and history with `onramp=<provider>`.
// Paying on a checkout delivers the quoted amount from a treasury (an anvil dev account, the Solana faucet)
// after `delayMs`; cancelling delivers nothing. Money is decimal text and bigint cents, never floats.
import { randomBytes } from 'node:crypto';
import { encodeFunctionData, erc20Abi, formatUnits, getAddress, isAddress, parseUnits } from 'viem';
import { readBody, readJson, sendError, sendJson, corsHeaders } from './http.mjs';
import { USD_PRICES } from './prices.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

/** The providers, their fee in basis points and the name history gives as `sentFrom`. */
export const ONRAMP_PROVIDERS = {
  coinbase: { name: 'Coinbase', feeBps: 100n },
  meld: { name: 'Meld', feeBps: 200n },
};
/** Fiat the devnet sells for, as USD per unit. */
export const FIAT_USD = { USD: '1', EUR: '1.10' };
/** The network fee charged per purchase, in USD, by namespace. */
export const NETWORK_FEE_USD = { eip155: '0.10', solana: '0.02' };
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];
/** The test card that pays, and the one that is declined (the payment fails). */
export const TEST_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const ONRAMP_STATUS = {
  inProgress: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  success: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  failed: 'ONRAMP_TRANSACTION_STATUS_FAILED',
};
const RATE_DECIMALS = 8;
const CENTS = 2;

class BadRequest extends Error {
  constructor(field, description) {
    super(description);
    this.field = field;
  }
}

/** The purchasable assets: per network, the native coin and dUSDC. */
function catalogueOf(sources, contracts, solana) {
  const assets = [];
  for (const source of sources) {
    if (source.namespace === 'eip155') {
      const chainId = source.caipNetworkId.split(':')[1];
      const network = {
        name: `anvil-${chainId}`,
        display_name: `Devnet ${chainId}`,
        chain_id: chainId,
        caip: source.caipNetworkId,
        namespace: 'eip155',
      };
      assets.push({ id: 'ETH', name: 'Ether', symbol: 'ETH', decimals: 18, network: { ...network, contract_address: '' } });
      assets.push({
        id: 'dUSDC',
        name: 'Devnet USD Coin',
        symbol: 'dUSDC',
        decimals: 6,
        network: { ...network, contract_address: contracts.dUSDC },
      });
    } else if (source.namespace === 'solana' && solana) {
      const network = {
        name: 'solana-devnet',
        display_name: 'Solana Devnet',
        chain_id: source.caipNetworkId.split(':')[1],
        caip: source.caipNetworkId,
        namespace: 'solana',
      };
      assets.push({ id: 'SOL', name: 'Solana', symbol: 'SOL', decimals: 9, network: { ...network, contract_address: '' } });
      assets.push({
        id: 'dUSDC',
        name: 'Devnet USD Coin',
        symbol: 'dUSDC',
        decimals: 6,
        network: { ...network, contract_address: solana.mint },
      });
    }
  }
  return assets;
}

/** The hosted options body from the catalogue. */
function optionsOf(assets) {
  const purchase = new Map();
  for (const { id, name, symbol, network } of assets) {
    const entry = purchase.get(id) ?? { id, name, symbol, networks: [] };
    entry.networks.push({
      name: network.name,
      display_name: network.display_name,
      chain_id: network.chain_id,
      contract_address: network.contract_address,
    });
    purchase.set(id, entry);
  }
  return {
    paymentCurrencies: Object.keys(FIAT_USD).map((id) => ({ id, payment_method_limits: LIMITS.map((limit) => ({ ...limit })) })),
    purchaseCurrencies: [...purchase.values()],
  };
}

const cents = (value, field) => {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(text))
    throw new BadRequest(field, `${field} must be a fiat amount like "50.00"`);
  return parseUnits(text, CENTS);
};
/** Cents as fiat text with exactly two places ("50.00"), as the hosted quote gives. */
const money = (amountCents, currency) => ({ amount: `${amountCents / 100n}.${String(amountCents % 100n).padStart(CENTS, '0')}`, currency });
/** `a * bps / 10000`, rounded up to the cent. */
const feeOf = (amountCents, bps) => (amountCents * bps + 9_999n) / 10_000n;

/**
 * A quote: the visitor pays `amount` (paymentTotal); the provider's fee and the network fee come out of it;
 * the rest buys the asset at the devnet's price, rounded down to the asset's base unit.
 */
export function computeQuote({ provider, asset, paymentCurrency, amount }) {
  const rate = FIAT_USD[paymentCurrency];
  if (!rate) throw new BadRequest('paymentCurrency', `unsupported payment currency ${paymentCurrency}`);
  const total = cents(amount, 'amount');
  const [min, max] = [parseUnits(LIMITS[0].min, CENTS), parseUnits(LIMITS[1].max, CENTS)];
  if (total < min || total > max)
    throw new BadRequest('amount', `amount must be between ${LIMITS[0].min} and ${LIMITS[1].max} ${paymentCurrency}`);
  const scale = 10n ** BigInt(RATE_DECIMALS);
  const fiatRate = parseUnits(rate, RATE_DECIMALS);
  const fee = feeOf(total, ONRAMP_PROVIDERS[provider].feeBps);
  // The network fee is set in USD; in the payment currency, rounded up to the cent.
  const networkFeeUsd = parseUnits(NETWORK_FEE_USD[asset.network.namespace], CENTS);
  const networkFee = (networkFeeUsd * scale + fiatRate - 1n) / fiatRate;
  const subtotal = total - fee - networkFee;
  if (subtotal <= 0n) throw new BadRequest('amount', 'amount does not cover the fees');
  // base units = subtotal cents × fiat rate / asset price, in the asset's decimals.
  const price = parseUnits(USD_PRICES[asset.symbol], RATE_DECIMALS);
  const units = (subtotal * fiatRate * 10n ** BigInt(asset.decimals)) / (price * 10n ** BigInt(CENTS));
  return {
    units,
    body: {
      coinbaseFee: money(fee, paymentCurrency),
      networkFee: money(networkFee, paymentCurrency),
      paymentSubtotal: money(subtotal, paymentCurrency),
      paymentTotal: money(total, paymentCurrency),
      purchaseAmount: { amount: formatUnits(units, asset.decimals), currency: asset.id },
      quoteId: randomBytes(16).toString('hex'),
    },
  };
}

const providerOf = (value) => {
  const provider = value ?? 'coinbase';
  if (typeof provider !== 'string' || !Object.hasOwn(ONRAMP_PROVIDERS, provider))
    throw new BadRequest('provider', `unknown provider ${String(provider)}`);
  return provider;
};
const idOf = (value) => (typeof value === 'string' ? value : typeof value === 'object' && value !== null ? value.id : undefined);

/** The catalogue entry for an asset id on a network (its name, chain_id or CAIP-2 id). */
function assetOf(assets, id, network, field = 'network') {
  const asset = assets.find(
    (candidate) => candidate.id === id && [candidate.network.name, candidate.network.chain_id, candidate.network.caip].includes(network),
  );
  if (!asset) throw new BadRequest(field, `${String(id)} is not sold on ${String(network)}`);
  return asset;
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The checkout page: the order, a prefilled test card form, Pay and Cancel. No script, no external resource. */
function checkoutPage(order, message) {
  const { provider, quote } = order;
  const title = `${ONRAMP_PROVIDERS[provider].name} checkout (devnet)`;
  const done = order.state !== 'created';
  const rows = [
    ['You pay', `${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`],
    ['You get', `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`],
    ['Network', order.asset.network.display_name],
    ['To', order.address],
    ['Provider fee', `${quote.coinbaseFee.amount} ${quote.coinbaseFee.currency}`],
    ['Network fee', `${quote.networkFee.amount} ${quote.networkFee.currency}`],
  ];
  const form = done
    ? ''
    : `<form method="post">
<p><label for="card">Card number</label> <input id="card" name="card" autocomplete="off" value="${TEST_CARD}"></p>
<p><label for="name">Name on card</label> <input id="name" name="name" value="Devnet Visitor"></p>
<p><button type="submit" name="action" value="pay">Pay ${escapeHtml(`${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`)}</button>
<button type="submit" name="action" value="cancel">Cancel</button></p>
</form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}dt{font-weight:600}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>Order <code>${escapeHtml(order.id)}</code></p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p role="status" id="status">${escapeHtml(message ?? statusText(order))}</p>
${form}</main></body></html>`;
}

function statusText(order) {
  return {
    created: 'Awaiting payment.',
    paid: 'Payment received: your purchase is on its way.',
    delivered: 'Completed: the purchase was delivered.',
    failed: `Payment failed: ${order.failure ?? 'declined'}.`,
    cancelled: 'Cancelled: nothing was charged.',
  }[order.state];
}

const sendHtml = (req, res, status, html) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...corsHeaders(req) });
  res.end(html);
};

/** An order as the hosted history lists it (AppKit's on-ramp transaction: operationType buy, the status in metadata). */
function historyItem(order) {
  const status = {
    paid: ONRAMP_STATUS.inProgress,
    delivered: ONRAMP_STATUS.success,
    failed: ONRAMP_STATUS.failed,
    cancelled: ONRAMP_STATUS.failed,
  }[order.state];
  return {
    id: order.id,
    metadata: {
      operationType: 'buy',
      hash: order.hash ?? order.id,
      minedAt: new Date(order.updatedAt).toISOString(),
      sentFrom: ONRAMP_PROVIDERS[order.provider].name,
      sentTo: order.address,
      status,
      nonce: 0,
      chain: order.asset.network.caip,
    },
    transfers: [
      {
        fungible_info: { name: order.asset.name, symbol: order.asset.symbol },
        direction: 'in',
        quantity: { numeric: order.quote.purchaseAmount.amount },
      },
    ],
  };
}

/**
 * @param {{sources: object[], apiUrl: string, contracts: Record<string, string>, treasury: `0x${string}`,
 *   solana?: {mint: string, deliver: Function}, delayMs?: number}} options
 *   treasury: the anvil dev account that pays EVM purchases; solana.deliver pays Solana ones from the faucet.
 */
export function createOnramp({ sources, apiUrl, contracts, treasury, solana, delayMs = 2000 }) {
  const assets = catalogueOf(sources, contracts, solana);
  const orders = new Map();
  const timers = new Set();

  async function deliver(order) {
    const { asset, address, units } = order;
    if (asset.network.namespace === 'solana') {
      return solana.deliver(asset.symbol === 'SOL' ? { address, lamports: units } : { address, dusdc: units });
    }
    const source = sources.find((candidate) => candidate.caipNetworkId === asset.network.caip);
    const tx = asset.network.contract_address
      ? {
          from: treasury,
          to: asset.network.contract_address,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, units] }),
        }
      : { from: treasury, to: address, value: `0x${units.toString(16)}` };
    const hash = await source.client.request({ method: 'eth_sendTransaction', params: [tx] });
    const receipt = await minedReceipt(source.client, hash);
    if (receipt.status !== 'success') throw new Error(`delivery ${hash} reverted`);
    return hash;
  }

  function pay(order) {
    order.state = 'paid';
    order.updatedAt = Date.now();
    const timer = setTimeout(() => {
      timers.delete(timer);
      deliver(order).then(
        (hash) => Object.assign(order, { state: 'delivered', hash, updatedAt: Date.now() }),
        (error) => Object.assign(order, { state: 'failed', failure: `delivery failed (${error.message})`, updatedAt: Date.now() }),
      );
    }, delayMs);
    timers.add(timer);
  }

  const answerOptions = () => optionsOf(assets);

  async function answerQuote(req) {
    const body = await readJson(req);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('body', 'the body must be a JSON object');
    const provider = providerOf(body.provider);
    const asset = assetOf(assets, idOf(body.purchaseCurrency), body.network);
    return computeQuote({ provider, asset, paymentCurrency: idOf(body.paymentCurrency), amount: body.amount }).body;
  }

  async function answerOnrampUrl(req) {
    const body = await readJson(req);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('body', 'the body must be a JSON object');
    const provider = providerOf(body.provider);
    const wallet = Array.isArray(body.destinationWallets) ? body.destinationWallets[0] : undefined;
    if (typeof wallet?.address !== 'string' || !Array.isArray(wallet.blockchains) || !Array.isArray(wallet.assets)) {
      throw new BadRequest('destinationWallets', 'destinationWallets must list {address, blockchains, assets}');
    }
    const network = body.defaultNetwork ?? wallet.blockchains[0];
    if (!wallet.blockchains.includes(network))
      throw new BadRequest('defaultNetwork', "defaultNetwork must be one of the wallet's blockchains");
    const asset = assetOf(assets, wallet.assets[0], network, 'destinationWallets');
    const source = sources.find((candidate) => candidate.caipNetworkId === asset.network.caip);
    if (!source.isAddress(wallet.address)) throw new BadRequest('destinationWallets', `invalid address ${wallet.address}`);
    const address =
      asset.network.namespace === 'eip155' && isAddress(wallet.address, { strict: false }) ? getAddress(wallet.address) : wallet.address;
    const quote = computeQuote({
      provider,
      asset,
      paymentCurrency: body.paymentCurrency ?? body.fiatCurrency ?? 'USD',
      amount: body.presetFiatAmount,
    });
    const id = randomBytes(12).toString('hex');
    orders.set(id, { id, provider, asset, address, units: quote.units, quote: quote.body, state: 'created', updatedAt: Date.now() });
    return { url: `${apiUrl}/devnet/checkout/${provider}/${id}` };
  }

  async function answerCheckout(req, res, _url, [, provider, id]) {
    const order = orders.get(id);
    if (!order || order.provider !== provider)
      return sendHtml(req, res, 404, '<!doctype html><title>Not found</title><p>No such order.</p>');
    if (req.method === 'GET') return sendHtml(req, res, 200, checkoutPage(order));
    const form = new URLSearchParams(await readBody(req, 10_000));
    if (order.state !== 'created') return sendHtml(req, res, 409, checkoutPage(order, `This order is already ${order.state}.`));
    if (form.get('action') === 'cancel') {
      Object.assign(order, { state: 'cancelled', updatedAt: Date.now() });
    } else if (form.get('action') === 'pay') {
      const card = (form.get('card') ?? '').replace(/\s/g, '');
      if (card === DECLINED_CARD.replace(/\s/g, ''))
        Object.assign(order, { state: 'failed', failure: 'the card was declined', updatedAt: Date.now() });
      else if (!/^\d{12,19}$/.test(card)) return sendHtml(req, res, 400, checkoutPage(order, 'Enter a card number.'));
      else pay(order);
    } else {
      return sendHtml(req, res, 400, checkoutPage(order, 'Choose Pay or Cancel.'));
    }
    return sendHtml(req, res, 200, checkoutPage(order));
  }

  /** The `onramp=<provider>` history page of `address` (on `chainId` when given): the orders paid, cancelled or failed. */
  function historyOf(address, provider, chainId) {
    if (!Object.hasOwn(ONRAMP_PROVIDERS, provider)) throw new BadRequest('onramp', `unknown provider ${provider}`);
    const same = (a, b) => (a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b);
    const data = [...orders.values()]
      .filter((order) => order.provider === provider && order.state !== 'created' && same(order.address, address))
      .filter((order) => !chainId || order.asset.network.caip === chainId)
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map(historyItem);
    return { data, next: null };
  }

  const wrap = (compute) => async (req, res, url, match) => {
    try {
      sendJson(req, res, 200, await compute(req, url, match));
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      sendError(req, res, 400, error.field, error.message);
    }
  };

  return {
    routes: [
      ['GET', /^\/v1\/onramp\/options$/, wrap(answerOptions)],
      ['POST', /^\/v1\/onramp\/quote$/, wrap(answerQuote)],
      ['POST', /^\/v1\/generators\/onrampurl$/, wrap(answerOnrampUrl)],
      ['GET', /^\/devnet\/checkout\/(coinbase|meld)\/([0-9a-f]{24})$/, answerCheckout],
      ['POST', /^\/devnet\/checkout\/(coinbase|meld)\/([0-9a-f]{24})$/, answerCheckout],
    ],
    /** Answers an `onramp=` history request; a BadRequest for an unknown provider. */
    historyOf,
    BadRequest,
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

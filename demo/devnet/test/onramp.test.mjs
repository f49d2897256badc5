// The on-ramp stand-in against the real devnet: options in the hosted shape, the quote's fee math per
// provider, onrampurl → the provider's checkout page → Pay → exactly the purchase amount arrives on anvil
// (dUSDC, ETH) and on the Solana shim (SOL, dUSDC); Cancel and a declined card deliver nothing; history
// with `onramp=<provider>` goes IN_PROGRESS → SUCCESS; faults on the routes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseUnits } from 'viem';
import { address as solanaAddress, generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { DEVNET_PROJECT_ID, startDevnet } from '../index.mjs';
import { importTypeScript } from '../testing/import-ts.mjs';
import { evmClients, tokenBalance } from './evm-helpers.mjs';

const DELAY_MS = 150;

describe('devnet on-ramp', () => {
  let devnet;
  let api;
  const buyer = '0x000000000000000000000000000000000000bEEF';

  const get = async (path) => {
    const response = await fetch(`${api}${path}`);
    return { status: response.status, body: await response.json() };
  };
  const post = async (path, body) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const order = async ({ provider, address, network, asset, amount, currency = 'USD' }) => {
    const { status, body } = await post('/v1/generators/onrampurl', {
      provider,
      destinationWallets: [{ address, blockchains: [network], assets: [asset] }],
      defaultNetwork: network,
      partnerUserId: address,
      defaultExperience: 'buy',
      presetFiatAmount: amount,
      paymentCurrency: currency,
    });
    assert.equal(status, 200, JSON.stringify(body));
    return body.url;
  };
  const submit = async (url, fields) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    return { status: response.status, html: await response.text() };
  };
  const history = async (address, provider, chainId) =>
    (await get(`/v1/account/${address}/history?onramp=${provider}${chainId ? `&chainId=${chainId}` : ''}`)).body.data;
  const waitFor = async (check, what) => {
    for (let i = 0; i < 400; i += 1) {
      const value = await check();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  const solBalance = async (owner) => {
    const response = await fetch(devnet.urls.solana.http, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] }),
    });
    return BigInt((await response.json()).result.value);
  };
  const solTokenBalance = async (owner) => {
    const [ata] = await findAssociatedTokenPda({
      owner: solanaAddress(owner),
      mint: devnet.solana.mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const response = await fetch(devnet.urls.solana.http, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTokenAccountBalance', params: [ata] }),
    });
    const { result } = await response.json();
    return result ? BigInt(result.value.amount) : 0n;
  };

  before(async () => {
    devnet = await startDevnet({ randomPorts: true, onrampDelayMs: DELAY_MS });
    api = devnet.urls.api;
  });
  after(() => devnet?.stop());

  it('lists USD and EUR with card and bank limits, and the native coins and dUSDC on both anvils and Solana', async () => {
    const { status, body } = await get('/v1/onramp/options');
    assert.equal(status, 200);
    assert.deepEqual(
      body.paymentCurrencies.map((c) => c.id),
      ['USD', 'EUR'],
    );
    for (const currency of body.paymentCurrencies) {
      assert.deepEqual(currency.payment_method_limits, [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ]);
    }
    const byId = Object.fromEntries(body.purchaseCurrencies.map((c) => [c.id, c]));
    assert.deepEqual(Object.keys(byId).sort(), ['ETH', 'SOL', 'dUSDC']);
    assert.deepEqual(
      byId.ETH.networks.map((n) => n.chain_id),
      ['31337', '31338'],
    );
    assert.deepEqual(
      byId.dUSDC.networks.map((n) => n.name),
      ['anvil-31337', 'anvil-31338', 'solana-devnet'],
    );
    assert.equal(byId.dUSDC.networks[0].contract_address, devnet.contracts.dUSDC);
    assert.equal(byId.dUSDC.networks[2].contract_address, devnet.solana.mint);
    assert.equal(byId.SOL.networks[0].chain_id, devnet.solana.caipNetworkId.split(':')[1]);
    assert.deepEqual(Object.keys(byId.SOL.networks[0]).sort(), ['chain_id', 'contract_address', 'display_name', 'name']);
  });

  it("quotes with each provider's fee (coinbase 1%, meld 2%) and the network fee, in decimal text", async () => {
    const ask = (provider, extra = {}) =>
      post('/v1/onramp/quote', {
        provider,
        purchaseCurrency: { id: 'dUSDC', symbol: 'dUSDC' },
        paymentCurrency: { id: 'USD' },
        amount: '50.00',
        network: 'anvil-31337',
        ...extra,
      });
    const coinbase = (await ask('coinbase')).body;
    assert.deepEqual(coinbase.paymentTotal, { amount: '50.00', currency: 'USD' });
    assert.deepEqual(coinbase.coinbaseFee, { amount: '0.50', currency: 'USD' });
    assert.deepEqual(coinbase.networkFee, { amount: '0.10', currency: 'USD' });
    assert.deepEqual(coinbase.paymentSubtotal, { amount: '49.40', currency: 'USD' });
    assert.deepEqual(coinbase.purchaseAmount, { amount: '49.4', currency: 'dUSDC' });
    assert.match(coinbase.quoteId, /^[0-9a-f]{32}$/);
    const meld = (await ask('meld')).body;
    assert.deepEqual(meld.coinbaseFee, { amount: '1.00', currency: 'USD' });
    assert.deepEqual(meld.purchaseAmount, { amount: '48.9', currency: 'dUSDC' });
    // 100 EUR at 1.10 USD, 1% fee (1.00) and 0.02 USD network fee (0.02 EUR rounded up) buy 98.98 × 1.1 / 150 SOL.
    const sol = (
      await post('/v1/onramp/quote', { purchaseCurrency: 'SOL', paymentCurrency: 'EUR', amount: '100', network: 'solana-devnet' })
    ).body;
    assert.deepEqual(sol.networkFee, { amount: '0.02', currency: 'EUR' });
    assert.equal(sol.purchaseAmount.amount, '0.725853333');
    // Under and over the limits, an unknown provider or a token not sold on the network: 400 in the hosted shape.
    for (const extra of [
      { amount: '9.99' },
      { amount: '25000.01' },
      { amount: 1e21 },
      { provider: 'moonpay' },
      { network: 'solana-devnet', purchaseCurrency: 'ETH' },
    ]) {
      const { status, body } = await ask(extra.provider ?? 'coinbase', extra);
      assert.equal(status, 400, JSON.stringify(extra));
      assert.equal(body.status, 'FAILED');
    }
  });

  it('checkout with coinbase: the page, Pay, IN_PROGRESS then exactly the purchase amount of dUSDC on 31337', async () => {
    const before = await tokenBalance(devnet, 31337, devnet.contracts.dUSDC, buyer);
    const url = await order({ provider: 'coinbase', address: buyer, network: 'anvil-31337', asset: 'dUSDC', amount: '50.00' });
    assert.match(url, new RegExp(`^${api}/devnet/checkout/coinbase/[0-9a-f]{24}$`));
    const page = await fetch(url);
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /text\/html/);
    for (const text of ['49.4 dUSDC', '50.00 USD', '<label for="card">', 'value="pay"', 'value="cancel"', '4242 4242 4242 4242'])
      assert.ok(html.includes(text), text);
    assert.doesNotMatch(html, /<script|https?:\/\/(?!127\.0\.0\.1)/);
    assert.deepEqual(await history(buyer, 'coinbase'), [], 'nothing before payment');

    const paid = await submit(url, { action: 'pay', card: '4242 4242 4242 4242', name: 'A' });
    assert.equal(paid.status, 200);
    assert.match(paid.html, /on its way/);
    const [pending] = await history(buyer.toLowerCase(), 'coinbase', 'eip155:31337');
    assert.equal(pending.metadata.status, 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS');
    assert.equal(pending.metadata.operationType, 'buy');
    assert.equal(pending.metadata.sentFrom, 'Coinbase');
    assert.deepEqual(pending.transfers, [
      { fungible_info: { name: 'Devnet USD Coin', symbol: 'dUSDC' }, direction: 'in', quantity: { numeric: '49.4' } },
    ]);

    const done = await waitFor(
      async () => (await history(buyer, 'coinbase')).find((item) => item.metadata.status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS'),
      'SUCCESS',
    );
    assert.match(done.metadata.hash, /^0x[0-9a-f]{64}$/);
    assert.equal(await tokenBalance(devnet, 31337, devnet.contracts.dUSDC, buyer), before + parseUnits('49.4', 6));
    assert.deepEqual(await history(buyer, 'meld'), [], 'the other provider lists nothing');
    assert.deepEqual(await history(buyer, 'coinbase', 'eip155:31338'), [], 'nothing on the other chain');
    // An order is paid once.
    assert.equal((await submit(url, { action: 'pay', card: '4242424242424242' })).status, 409);
  });

  it('meld delivers ETH on 31338 and SOL and dUSDC on the Solana shim', async () => {
    const { publicClient } = evmClients(devnet, 31338);
    const ethBefore = await publicClient.getBalance({ address: buyer });
    const quote = (
      await post('/v1/onramp/quote', {
        provider: 'meld',
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '300',
        network: 'anvil-31338',
      })
    ).body;
    await submit(await order({ provider: 'meld', address: buyer, network: 'anvil-31338', asset: 'ETH', amount: '300' }), {
      action: 'pay',
      card: '4242424242424242',
    });
    await waitFor(async () => (await publicClient.getBalance({ address: buyer })) > ethBefore, 'ETH');
    assert.equal(await publicClient.getBalance({ address: buyer }), ethBefore + parseUnits(quote.purchaseAmount.amount, 18));

    // A fresh Solana account: the purchase creates it (SOL) and its dUSDC token account.
    const owner = (await generateKeyPairSigner()).address;
    const [solBefore, usdcBefore] = [await solBalance(owner), await solTokenBalance(owner)];
    await submit(await order({ provider: 'meld', address: owner, network: 'solana-devnet', asset: 'SOL', amount: '150' }), {
      action: 'pay',
      card: '4242424242424242',
    });
    await submit(
      await order({ provider: 'meld', address: owner, network: 'solana-devnet', asset: 'dUSDC', amount: '20', currency: 'EUR' }),
      { action: 'pay', card: '4242424242424242' },
    );
    const items = await waitFor(async () => {
      const list = await history(owner, 'meld', devnet.solana.caipNetworkId);
      return list.length === 2 && list.every((item) => item.metadata.status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS') && list;
    }, 'two Solana deliveries');
    const bought = Object.fromEntries(items.map((item) => [item.transfers[0].fungible_info.symbol, item.transfers[0].quantity.numeric]));
    // 150 USD − 3.00 (2%) − 0.02 network = 146.98 USD of SOL at 150; 20 EUR − 0.40 − 0.02 = 19.58 EUR × 1.1 of dUSDC.
    assert.deepEqual(bought, { SOL: '0.979866666', dUSDC: '21.538' });
    assert.equal(await solBalance(owner), solBefore + parseUnits(bought.SOL, 9));
    assert.equal(await solTokenBalance(owner), usdcBefore + parseUnits(bought.dUSDC, 6));
  });

  it('cancel and a declined card deliver nothing and are listed as FAILED', async () => {
    const who = '0x000000000000000000000000000000000000cafe';
    const cancelled = await submit(
      await order({ provider: 'coinbase', address: who, network: 'anvil-31337', asset: 'ETH', amount: '20' }),
      { action: 'cancel' },
    );
    assert.match(cancelled.html, /Cancelled/);
    const declined = await submit(await order({ provider: 'meld', address: who, network: 'anvil-31337', asset: 'ETH', amount: '20' }), {
      action: 'pay',
      card: '4000 0000 0000 0002',
    });
    assert.match(declined.html, /Payment failed: the card was declined/);
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS * 3));
    assert.equal(await evmClients(devnet, 31337).publicClient.getBalance({ address: who }), 0n);
    for (const provider of ['coinbase', 'meld']) {
      assert.deepEqual(
        (await history(who, provider)).map((item) => item.metadata.status),
        ['ONRAMP_TRANSACTION_STATUS_FAILED'],
      );
    }
  });

  it("the product's client reads options, both quotes, a checkout URL and the purchase's history from the devnet", async () => {
    const { blockchainApi, safeUrl } = await importTypeScript({
      blockchainApi: 'src/services/blockchain-api/index.ts',
      safeUrl: 'src/services/http/safe-url.ts',
    });
    safeUrl.allowLoopbackFor([api]);
    const client = blockchainApi.createBlockchainApi({ baseUrl: api, projectId: DEVNET_PROJECT_ID, sdkVersion: 'test' });
    const options = await client.fetchOnRampOptions();
    assert.deepEqual(options.paymentCurrencies[0], {
      id: 'USD',
      limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    });
    const eth = options.purchaseCurrencies.find((currency) => currency.id === 'ETH');
    assert.deepEqual(eth.networks[0], { name: 'anvil-31337', displayName: 'Devnet 31337', chainId: '31337' });
    const who = '0x000000000000000000000000000000000000d00d';
    const quotes = await Promise.all(
      blockchainApi.ONRAMP_PROVIDERS.map((provider) =>
        client.fetchOnRampQuote({ provider, purchaseCurrency: 'dUSDC', paymentCurrency: 'USD', amount: '50.00', network: 'anvil-31337' }),
      ),
    );
    assert.deepEqual(
      quotes.map(({ quoteId, ...rest }) => (assert.match(quoteId, /^[0-9a-f]{32}$/), rest)),
      [
        {
          provider: 'coinbase',
          purchaseAmount: '49.4',
          paymentSubtotal: '49.40',
          paymentTotal: '50.00',
          providerFee: '0.50',
          networkFee: '0.10',
          currency: 'USD',
        },
        {
          provider: 'meld',
          purchaseAmount: '48.9',
          paymentSubtotal: '48.90',
          paymentTotal: '50.00',
          providerFee: '1.00',
          networkFee: '0.10',
          currency: 'USD',
        },
      ],
    );
    const url = await client.generateOnRampUrl({
      provider: 'meld',
      address: who,
      network: 'anvil-31337',
      asset: 'dUSDC',
      amount: '50.00',
      currency: 'USD',
    });
    assert.match(url, /\/devnet\/checkout\/meld\/[0-9a-f]{24}$/);
    await submit(url, { action: 'pay', card: '4242424242424242' });
    const pending = await client.fetchOnRampHistory({ address: who, chainId: 'eip155:31337', provider: 'meld' });
    assert.equal(pending.data[0].metadata.status, 'pending');
    await waitFor(
      async () =>
        (await client.fetchOnRampHistory({ address: who, chainId: 'eip155:31337', provider: 'meld' })).data[0].metadata.status ===
        'confirmed',
      'confirmed',
    );
    assert.equal(await tokenBalance(devnet, 31337, devnet.contracts.dUSDC, who), parseUnits('48.9', 6));
    // A refused quote is the client's HttpError (the client retries a 503 once, so the fault refuses with a 400).
    devnet.faults.add({ route: '/api/v1/onramp/quote', status: 400, reason: 'amount too low', times: 1 });
    await assert.rejects(
      client.fetchOnRampQuote({
        provider: 'coinbase',
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '20',
        network: 'anvil-31337',
      }),
      { name: 'HttpError' },
    );
    // A malformed body is the client's MalformedResponseError.
    devnet.faults.add({ route: '/api/v1/onramp/options', body: { paymentCurrencies: 'x' }, times: 1 });
    await assert.rejects(client.fetchOnRampOptions(), { name: 'MalformedResponseError' });
  });

  it('rejects bad orders and unknown checkouts, and faults cover the routes', async () => {
    const bad = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: 'nope', blockchains: ['anvil-31337'], assets: ['ETH'] }],
      presetFiatAmount: '20',
    });
    assert.equal(bad.status, 400);
    assert.equal((await fetch(`${api}/devnet/checkout/meld/${'0'.repeat(24)}`)).status, 404);
    assert.equal((await get(`/v1/account/${buyer}/history?onramp=moonpay`)).status, 400);

    devnet.faults.add({ route: '/api/v1/onramp/options', status: 503, times: 1 });
    assert.equal((await get('/v1/onramp/options')).status, 503);
    assert.equal((await get('/v1/onramp/options')).status, 200);
    devnet.faults.add({ route: '/api/v1/onramp/quote', status: 400, reason: 'amount too low', times: 1 });
    const refused = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '20',
      network: 'anvil-31337',
    });
    assert.deepEqual(refused, { status: 400, body: { status: 'FAILED', reasons: [{ field: 'fault', description: 'amount too low' }] } });
    const url = await order({ provider: 'coinbase', address: buyer, network: 'anvil-31337', asset: 'ETH', amount: '20' });
    devnet.faults.add({ route: '/api/devnet/checkout/coinbase/*', status: 502, times: 1 });
    assert.equal((await submit(url, { action: 'pay', card: '4242424242424242' })).status, 502);
    assert.match(await fetch(url).then((r) => r.text()), /Awaiting payment/, 'a failed payment request leaves the order unpaid');
  });
});

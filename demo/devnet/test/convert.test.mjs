// The /v1/convert/* stand-in against the real devnet exchange: quotes equal what the router pays,
// approve → build-transaction → send works (dUSDC→dDAI, ETH→dUSDC, dUSDC→ETH), a price that moved past the
// slippage reverts, the unsupported-network and bad-input 400s, the history of a swap, and a fault.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseEther, parseUnits } from 'viem';
import { DEVNET_PROJECT_ID, startDevnet } from '../index.mjs';
import { importTypeScript } from '../testing/import-ts.mjs';
import { evmClients, tokenBalance } from './evm-helpers.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const CHAIN = 'eip155:31337';
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const caip = (address) => `${CHAIN}:${address.toLowerCase()}`;
const plain = (caip10) => caip10.split(':')[2];

describe('devnet /v1/convert', () => {
  let devnet;
  let api;
  let publicClient;
  let walletFor;
  let user;
  let other;

  const get = async (path, query) => {
    const response = await fetch(`${api}${path}?${new URLSearchParams(query)}`);
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
  const send = async (from, tx, value = 0n) => {
    const hash = await walletFor(from).sendTransaction({
      to: plain(tx.to),
      data: tx.data,
      value,
      gas: tx.eip155?.gas ? BigInt(tx.eip155.gas) : undefined,
    });
    return minedReceipt(publicClient, hash);
  };
  const quote = async (from, to, amount, who = user) =>
    (await get('/v1/convert/quotes', { from: caip(from), to: caip(to), amount: String(amount), userAddress: caip(who), gasPrice: '1' }))
      .body.quotes[0];
  const build = (from, to, amount, slippage = '1', who = user) =>
    post('/v1/convert/build-transaction', {
      projectId: 'x',
      userAddress: caip(who),
      amount: String(amount),
      from: caip(from),
      to: caip(to),
      eip155: { slippage },
      disableEstimate: false,
    });

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    api = devnet.urls.api;
    ({ publicClient, walletFor } = evmClients(devnet, 31337));
    [, , , user, other] = devnet.evm.holders;
  });
  after(() => devnet?.stop());

  it('lists the swappable tokens with the native coin first', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: CHAIN });
    assert.equal(status, 200);
    assert.deepEqual(
      body.tokens.map((token) => [token.symbol, token.address, token.decimals]),
      [
        ['ETH', `${CHAIN}:${NATIVE}`, 18],
        ['dUSDC', caip(devnet.contracts.dUSDC), 6],
        ['dDAI', caip(devnet.contracts.dDAI), 18],
      ],
    );
    for (const token of body.tokens) assert.match(token.logoUri, /^http:\/\/127\.0\.0\.1:\d+\/registry\//);
  });

  it('swaps dUSDC for dDAI after an exact approval, paying exactly the quote', async () => {
    const { dUSDC, dDAI, router } = devnet.contracts;
    const amount = parseUnits('100', 6);
    const allowance = await get('/v1/convert/allowance', { tokenAddress: caip(dUSDC), userAddress: caip(user) });
    assert.deepEqual(allowance, { status: 200, body: { allowance: '0' } });
    const approve = await get('/v1/convert/build-approve', {
      from: caip(dUSDC),
      to: caip(dDAI),
      userAddress: caip(user),
      amount: String(amount),
    });
    assert.equal(approve.status, 200);
    assert.equal(approve.body.tx.to, caip(dUSDC));
    assert.equal(approve.body.tx.value, '0');
    assert.match(approve.body.tx.eip155.gasPrice, /^\d+$/);
    assert.equal((await send(user, approve.body.tx)).status, 'success');
    assert.equal(
      (await get('/v1/convert/allowance', { tokenAddress: caip(dUSDC), userAddress: caip(user) })).body.allowance,
      String(amount),
    );

    const quoted = await quote(dUSDC, dDAI, amount);
    assert.deepEqual(
      { ...quoted, toAmount: undefined },
      { id: null, fromAmount: String(amount), fromAccount: caip(dUSDC), toAmount: undefined, toAccount: caip(dDAI) },
    );
    const built = await build(dUSDC, dDAI, amount);
    assert.equal(built.status, 200);
    assert.equal(built.body.tx.to, caip(router));
    assert.equal(built.body.tx.from, caip(user));
    assert.equal(built.body.tx.amount, quoted.toAmount);
    assert.ok(BigInt(built.body.tx.eip155.gas) > 21_000n);
    const [usdcBefore, daiBefore] = await Promise.all([tokenBalance(devnet, 31337, dUSDC, user), tokenBalance(devnet, 31337, dDAI, user)]);
    assert.equal((await send(user, built.body.tx)).status, 'success');
    assert.equal(await tokenBalance(devnet, 31337, dUSDC, user), usdcBefore - amount);
    assert.equal(await tokenBalance(devnet, 31337, dDAI, user), daiBefore + BigInt(quoted.toAmount));
    // The approval was exact: nothing is left to spend.
    assert.equal((await get('/v1/convert/allowance', { tokenAddress: caip(dUSDC), userAddress: caip(user) })).body.allowance, '0');
  });

  it('swaps the native coin for dUSDC without approval, and back, each paying the quote; history shows both sides', async () => {
    const { dUSDC } = devnet.contracts;
    const native = { address: NATIVE };
    const amount = parseEther('0.5');
    assert.equal(
      (await get('/v1/convert/allowance', { tokenAddress: `${CHAIN}:${NATIVE}`, userAddress: caip(user) })).body.allowance,
      String(2n ** 256n - 1n),
    );
    const quoted = await quote(native.address, dUSDC, amount);
    const built = await build(native.address, dUSDC, amount);
    const before = await tokenBalance(devnet, 31337, dUSDC, user);
    assert.equal((await send(user, built.body.tx, amount)).status, 'success');
    assert.equal(await tokenBalance(devnet, 31337, dUSDC, user), before + BigInt(quoted.toAmount));

    const back = parseUnits('1000', 6);
    const approve = await get('/v1/convert/build-approve', {
      from: caip(dUSDC),
      to: `${CHAIN}:${NATIVE}`,
      userAddress: caip(user),
      amount: String(back),
    });
    await send(user, approve.body.tx);
    const quotedBack = await quote(dUSDC, native.address, back);
    const builtBack = await build(dUSDC, native.address, back);
    const ethBefore = await publicClient.getBalance({ address: user });
    const receipt = await send(user, builtBack.body.tx);
    assert.equal(receipt.status, 'success');
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    assert.equal(await publicClient.getBalance({ address: user }), ethBefore - fee + BigInt(quotedBack.toAmount));

    const history = (await get(`/v1/account/${user}/history`, { chainId: CHAIN })).body.data;
    const swap = history.find((item) => item.metadata.hash === receipt.transactionHash);
    assert.equal(swap.metadata.operationType, 'trade');
    assert.deepEqual(swap.transfers.map((t) => [t.direction, t.symbol]).sort(), [
      ['in', 'ETH'],
      ['out', 'dUSDC'],
    ]);
  });

  it('routes dDAI to ETH through dUSDC (two pools), paying exactly the quote', async () => {
    const { dDAI } = devnet.contracts;
    const [, , , , , , trader] = devnet.evm.holders;
    const amount = parseEther('500');
    await send(
      trader,
      (
        await get('/v1/convert/build-approve', {
          from: caip(dDAI),
          to: `${CHAIN}:${NATIVE}`,
          userAddress: caip(trader),
          amount: String(amount),
        })
      ).body.tx,
    );
    const quoted = await quote(dDAI, NATIVE, amount, trader);
    const built = await build(dDAI, NATIVE, amount, '1', trader);
    const before = await publicClient.getBalance({ address: trader });
    const receipt = await send(trader, built.body.tx);
    assert.equal(receipt.status, 'success');
    assert.equal(
      await publicClient.getBalance({ address: trader }),
      before - receipt.gasUsed * receipt.effectiveGasPrice + BigInt(quoted.toAmount),
    );
  });

  it('reverts a swap whose price moved past its slippage', async () => {
    const { dUSDC, dDAI } = devnet.contracts;
    const amount = parseUnits('100', 6);
    const approve = await get('/v1/convert/build-approve', {
      from: caip(dUSDC),
      to: caip(dDAI),
      userAddress: caip(other),
      amount: String(amount),
    });
    await send(other, approve.body.tx);
    const built = await build(dUSDC, dDAI, amount, '0.01', other);
    assert.equal(built.status, 200);
    // Someone else trades first in the same direction: the price moves against the built transaction.
    const mover = parseUnits('5000', 6);
    const moverApprove = await get('/v1/convert/build-approve', {
      from: caip(dUSDC),
      to: caip(dDAI),
      userAddress: caip(user),
      amount: String(mover),
    });
    await send(user, moverApprove.body.tx);
    assert.equal((await send(user, (await build(dUSDC, dDAI, mover)).body.tx)).status, 'success');
    const call = { account: other, to: plain(built.body.tx.to), data: built.body.tx.data };
    await assert.rejects(publicClient.call(call), /router: slippage/);
    const hash = await walletFor(other).sendTransaction({ ...call, gas: 300_000n });
    const receipt = await minedReceipt(publicClient, hash);
    assert.equal(receipt.status, 'reverted');
    // The same trade built now, at the moved price, goes through.
    assert.equal((await send(other, (await build(dUSDC, dDAI, amount, '0.01', other)).body.tx)).status, 'success');
  });

  it('reads the gas price from the chain', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: CHAIN });
    assert.equal(status, 200);
    const standard = await publicClient.getGasPrice();
    assert.deepEqual(body, { standard: String(standard), fast: String((standard * 5n) / 4n), instant: String((standard * 3n) / 2n) });
  });

  it('answers 400 for a network without an exchange, gas price included', async () => {
    const token = '0x0000000000000000000000000000000000000001';
    for (const [path, query] of [
      ['/v1/convert/tokens', { chainId: 'eip155:1' }],
      ['/v1/convert/gas-price', { chainId: 'eip155:1' }],
      ['/v1/convert/quotes', { from: `eip155:1:${NATIVE}`, to: `eip155:1:${token}`, amount: '1', userAddress: `eip155:1:${token}` }],
      ['/v1/convert/tokens', { chainId: devnet.solana.caipNetworkId }],
    ]) {
      const { status, body } = await get(path, query);
      assert.equal(status, 400, path);
      assert.equal(body.status, 'FAILED');
      assert.match(body.reasons[0].description, /^Network not supported for Swaps/);
    }
    assert.equal(
      (await get('/v1/convert/tokens', { chainId: 'not a chain' })).body.reasons[0].description,
      'chainId must be a CAIP-2 network id',
    );
  });

  it('answers 400 for bad input', async () => {
    const { dUSDC, dDAI, dPTS } = devnet.contracts;
    const cases = [
      [{ from: caip(dUSDC), to: caip(dDAI), amount: '-1', userAddress: caip(user) }, 'amount'],
      [{ from: caip(dUSDC), to: caip(dDAI), amount: '1e6', userAddress: caip(user) }, 'amount'],
      [{ from: caip(dUSDC), to: caip(dDAI), amount: '0', userAddress: caip(user) }, 'amount'],
      [{ from: dUSDC, to: caip(dDAI), amount: '1', userAddress: caip(user) }, 'from'],
      [{ from: caip(dUSDC), to: `eip155:31338:${dDAI}`, amount: '1', userAddress: caip(user) }, 'to'],
      [{ from: caip(dPTS), to: caip(dDAI), amount: '1', userAddress: caip(user) }, 'from'],
      [{ from: caip(dUSDC), to: caip(dUSDC), amount: '1', userAddress: caip(user) }, 'to'],
      [{ from: caip(dUSDC), to: caip(dDAI), amount: '1', userAddress: 'nobody' }, 'userAddress'],
      [{ from: caip(dUSDC), to: caip(dDAI), userAddress: caip(user) }, 'amount'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get('/v1/convert/quotes', query);
      assert.equal(status, 400, JSON.stringify(query));
      assert.equal(body.reasons[0].field, field, JSON.stringify(query));
    }
    // 1 wei of dDAI buys less than one base unit of dUSDC (6 decimals): too small.
    assert.equal(
      (await get('/v1/convert/quotes', { from: caip(dDAI), to: caip(dUSDC), amount: '1', userAddress: caip(user) })).status,
      400,
    );
    for (const slippage of ['0', '51', 'abc', '-1', '1.00001']) {
      const { status, body } = await build(dUSDC, dDAI, 1_000_000n, slippage);
      assert.equal(status, 400, slippage);
      assert.equal(body.reasons[0].field, 'eip155.slippage');
    }
    assert.equal((await post('/v1/convert/build-transaction', [])).status, 400);
    assert.equal(
      (await get('/v1/convert/build-approve', { from: `${CHAIN}:${NATIVE}`, to: caip(dUSDC), userAddress: caip(user), amount: '1' }))
        .status,
      400,
    );
  });

  it("serves the product's client (src/services/blockchain-api): approval then swap, with its errors", async () => {
    const { blockchainApi } = await importTypeScript({ blockchainApi: 'src/services/blockchain-api/index.ts' });
    const client = blockchainApi.createBlockchainApi({ baseUrl: api, projectId: DEVNET_PROJECT_ID, sdkVersion: 'test' });
    const { dUSDC, dDAI, dPTS, router } = devnet.contracts;
    const [, , , , , buyer] = devnet.evm.holders;
    const userAddress = caip(buyer);
    const tokens = await client.fetchSwapTokens(CHAIN);
    assert.deepEqual(
      tokens.map((token) => token.symbol),
      ['ETH', 'dUSDC', 'dDAI'],
    );
    assert.equal(tokens[0].address, `${CHAIN}:${blockchainApi.NATIVE_TOKEN_ADDRESS}`);
    const amount = parseUnits('250', 6);
    const query = { from: caip(dUSDC), to: caip(dDAI), userAddress, amount };
    const quoted = await client.fetchSwapQuote(query);
    assert.equal(quoted.fromAmount, amount);
    assert.equal(await client.fetchSwapAllowance({ tokenAddress: caip(dUSDC), userAddress }), 0n);
    const approval = await client.buildSwapApproval(query);
    assert.deepEqual(
      [approval.from.toLowerCase(), approval.to.toLowerCase(), approval.value],
      [buyer.toLowerCase(), dUSDC.toLowerCase(), 0n],
    );
    const approved = await minedReceipt(publicClient, await walletFor(buyer).sendTransaction(approval));
    assert.equal(approved.status, 'success');
    assert.equal(await client.fetchSwapAllowance({ tokenAddress: caip(dUSDC), userAddress }), amount);
    const swap = await client.buildSwapTransaction({ ...query, slippage: '1' });
    assert.equal(swap.to.toLowerCase(), router.toLowerCase());
    const before = await tokenBalance(devnet, 31337, dDAI, buyer);
    const swapped = await minedReceipt(publicClient, await walletFor(buyer).sendTransaction(swap));
    assert.equal(swapped.status, 'success');
    assert.equal(await tokenBalance(devnet, 31337, dDAI, buyer), before + quoted.toAmount);
    const native = await client.buildSwapTransaction({
      from: `${CHAIN}:${NATIVE}`,
      to: caip(dUSDC),
      userAddress,
      amount: parseEther('0.1'),
      slippage: '0.5',
    });
    assert.equal(native.value, parseEther('0.1'));
    assert.equal((await minedReceipt(publicClient, await walletFor(buyer).sendTransaction(native))).status, 'success');

    const gas = await client.fetchGasPrice(CHAIN);
    assert.ok(gas.standard > 0n && gas.fast > gas.standard && gas.instant > gas.fast);
    await assert.rejects(client.fetchGasPrice('eip155:1'), { name: 'GasPriceNetworkUnsupportedError' });
    await assert.rejects(client.fetchSwapTokens('eip155:1'), { name: 'SwapNetworkUnsupportedError' });
    await assert.rejects(client.fetchSwapTokens(devnet.solana.caipNetworkId), { name: 'SwapNetworkUnsupportedError' });
    const noRoute = await client.fetchSwapQuote({ ...query, from: caip(dPTS) }).catch((error) => error);
    assert.equal(blockchainApi.isInsufficientLiquidity(noRoute), true);
    // A hostile answer through the real HTTP client is refused where it enters.
    devnet.faults.add({
      route: '/api/v1/convert/quotes',
      body: { quotes: [{ fromAmount: String(amount), toAmount: '9'.repeat(100) }] },
      times: 1,
    });
    await assert.rejects(client.fetchSwapQuote(query), { name: 'MalformedResponseError', message: /toAmount is/ });
    devnet.faults.add({
      route: '/api/v1/convert/build-transaction',
      body: { tx: { from: caip(buyer), to: `${CHAIN}:${NATIVE}`, data: swap.data, amount: '1', eip155: { gas: '300000', gasPrice: '1' } } },
      times: 1,
    });
    await assert.rejects(client.buildSwapTransaction({ ...query, slippage: '1' }), {
      name: 'MalformedResponseError',
      message: /a swap to no contract/,
    });
    devnet.faults.clear();
  });

  it('lets the fault layer break the convert routes', async () => {
    const { dUSDC, dDAI } = devnet.contracts;
    devnet.faults.add({ route: '/api/v1/convert/quotes', status: 503, times: 1 });
    const failed = await get('/v1/convert/quotes', { from: caip(dUSDC), to: caip(dDAI), amount: '1000000', userAddress: caip(user) });
    assert.equal(failed.status, 503);
    const healed = await get('/v1/convert/quotes', { from: caip(dUSDC), to: caip(dDAI), amount: '1000000', userAddress: caip(user) });
    assert.equal(healed.status, 200);
    devnet.faults.add({ route: '/api/v1/convert/**', method: 'POST', malformed: true, times: 1 });
    const response = await fetch(`${api}/v1/convert/build-transaction`, { method: 'POST', body: '{}' });
    assert.equal(response.status, 200);
    await assert.rejects(response.json());
    devnet.faults.clear();
  });
});

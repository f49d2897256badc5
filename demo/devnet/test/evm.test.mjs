// The devnet's EVM chains: contracts at the same addresses on both chains,
// balances read and tokens sent with viem, the pool's x*y=k swap, start time.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { erc20Abi, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startDevnet } from '../index.mjs';
import { evmClients, sendNative, sendToken, tokenBalance } from './evm-helpers.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const CHAIN_IDS = [31337, 31338];
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

describe('devnet EVM chains', () => {
  let devnet;
  let startMs;

  before(async () => {
    const started = performance.now();
    devnet = await startDevnet({ randomPorts: true });
    startMs = performance.now() - started;
  });
  after(() => devnet?.stop());

  // How long start-up takes is a figure to read, not a bound: a busy machine must not fail it.
  it('starts the whole devnet (its start-up time is printed, not bounded)', (t) => {
    t.diagnostic(`startDevnet took ${Math.round(startMs)} ms`);
    assert.ok(devnet.urls.demo.startsWith('http://127.0.0.1:'));
  });

  for (const chainId of CHAIN_IDS) {
    it(`deploys the tokens with 6, 18 and 0 decimals at the shared addresses on ${chainId}`, async () => {
      const { publicClient } = evmClients(devnet, chainId);
      assert.equal(await publicClient.getChainId(), chainId);
      const read = (token, functionName) => publicClient.readContract({ address: devnet.contracts[token], abi: erc20Abi, functionName });
      assert.deepEqual(
        await Promise.all(['dUSDC', 'dDAI', 'dPTS'].map(async (token) => [await read(token, 'symbol'), await read(token, 'decimals')])),
        [
          ['dUSDC', 6],
          ['dDAI', 18],
          ['dPTS', 0],
        ],
      );
      assert.equal(await read('dUSDC', 'name'), 'Devnet USD Coin');
      for (const address of Object.values(devnet.contracts)) {
        assert.ok((await publicClient.getCode({ address }))?.length > 2, `no code at ${address}`);
      }
    });

    it(`reads native and dUSDC balances and moves them exactly on ${chainId}`, async () => {
      const [, , sender] = devnet.evm.holders;
      const receiver = freshAddress();
      const { publicClient } = evmClients(devnet, chainId);
      const token = devnet.contracts.dUSDC;
      assert.equal(await tokenBalance(devnet, chainId, token, sender), parseUnits('100000', 6));
      assert.equal(await publicClient.getBalance({ address: receiver }), 0n);

      const amount = parseUnits('12.345678', 6);
      const receipt = await sendToken({ devnet, chainId, token, from: sender, to: receiver, amount });
      assert.equal(receipt.status, 'success');
      assert.equal(await tokenBalance(devnet, chainId, token, receiver), amount);
      assert.equal(await tokenBalance(devnet, chainId, token, sender), parseUnits('100000', 6) - amount);

      await sendNative({ devnet, chainId, from: sender, to: receiver, value: parseEther('0.25') });
      assert.equal(await publicClient.getBalance({ address: receiver }), parseEther('0.25'));
    });
  }

  it('swaps in the dUSDC/dDAI pool at x*y=k with a 0.3% fee', async () => {
    const chainId = 31337;
    const { publicClient, walletFor } = evmClients(devnet, chainId);
    const { pool, dUSDC, dDAI } = devnet.contracts;
    const poolAbi = devnet.evm.artifacts.ConstantProductPool.abi;
    const trader = devnet.evm.holders[6];
    const [reserveUsdc, reserveDai] = await publicClient.readContract({ address: pool, abi: poolAbi, functionName: 'getReserves' });
    assert.deepEqual([reserveUsdc, reserveDai], [parseUnits('50000', 6), parseUnits('50000', 18)]);

    const amountIn = parseUnits('100', 6);
    const expectedOut = (amountIn * 997n * reserveDai) / (reserveUsdc * 1000n + amountIn * 997n);
    const wallet = walletFor(trader);
    const wait = (hash) => minedReceipt(publicClient, hash);
    await wait(await wallet.writeContract({ address: dUSDC, abi: erc20Abi, functionName: 'approve', args: [pool, amountIn] }));
    const daiBefore = await tokenBalance(devnet, chainId, dDAI, trader);
    const swap = await wait(
      await wallet.writeContract({ address: pool, abi: poolAbi, functionName: 'swap', args: [dUSDC, amountIn, expectedOut, trader] }),
    );
    assert.equal(swap.status, 'success');
    assert.equal((await tokenBalance(devnet, chainId, dDAI, trader)) - daiBefore, expectedOut);
    const [afterUsdc, afterDai] = await publicClient.readContract({ address: pool, abi: poolAbi, functionName: 'getReserves' });
    assert.deepEqual([afterUsdc, afterDai], [reserveUsdc + amountIn, reserveDai - expectedOut]);
    assert.ok(afterUsdc * afterDai > reserveUsdc * reserveDai, 'the fee grows k');
  });

  it('rejects a swap whose output is below the minimum', async () => {
    const { publicClient } = evmClients(devnet, 31338);
    const { pool, dDAI } = devnet.contracts;
    const poolAbi = devnet.evm.artifacts.ConstantProductPool.abi;
    const amountIn = parseUnits('10', 18);
    const quote = await publicClient.readContract({ address: pool, abi: poolAbi, functionName: 'getAmountOut', args: [amountIn, dDAI] });
    const trader = devnet.evm.holders[7];
    await assert.rejects(
      publicClient.simulateContract({
        account: trader,
        address: pool,
        abi: poolAbi,
        functionName: 'swap',
        args: [dDAI, amountIn, quote + 1n, trader],
      }),
      /pool: slippage/,
    );
  });

  it('stop() ends both anvil processes', async () => {
    const urls = Object.values(devnet.urls.evm);
    await devnet.stop();
    for (const url of urls) {
      await assert.rejects(fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(2000) }));
    }
  });
});

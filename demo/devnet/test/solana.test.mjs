// The devnet's Solana shim, driven the way the element and the demo wallet
// drive it: a @solana/kit client over HTTP and websocket, then the chain source.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  sendAndConfirmTransactionFactory,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { transactionMessage } from '../solana/genesis.mjs';
import { startSolana } from '../solana/index.mjs';

const REGISTRY_URL = 'http://127.0.0.1:1/registry';
const SOL_AMOUNT = 250_000_000n; // 0.25 SOL
const DUSDC_AMOUNT = 1_500_000n; // 1.5 dUSDC

let solana;
let rpc;
let sendAndConfirm;
let alice;
let bob;

async function signedTransfer(instructions) {
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  return signTransactionMessageWithSigners(transactionMessage({ feePayer: alice, lifetime, instructions }));
}

async function land(instructions) {
  const transaction = await signedTransfer(instructions);
  await sendAndConfirm(transaction, { commitment: 'confirmed' });
  return getSignatureFromTransaction(transaction);
}

const balanceOf = async (address) => (await rpc.getBalance(address).send()).value;
const sendSol = (amount = SOL_AMOUNT) => land([getTransferSolInstruction({ source: alice, destination: bob.address, amount })]);
const feeOf = async (signature) => (await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0 }).send()).meta.fee;

before(async () => {
  solana = await startSolana({ port: 0, registryUrl: REGISTRY_URL });
  rpc = createSolanaRpc(solana.rpcUrl);
  const rpcSubscriptions = createSolanaRpcSubscriptions(solana.wsUrl);
  sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
  [alice, bob] = await Promise.all(solana.keys.map(({ secretKey }) => createKeyPairSignerFromBytes(new Uint8Array(secretKey))));
});

after(() => solana?.stop());

describe('solana shim with a kit client', { timeout: 20_000 }, () => {
  test('starts quickly with funded demo keys whose secret keys sign for their addresses', async (t) => {
    t.diagnostic(`shim start: ${solana.startupMs} ms`);
    assert.equal(solana.keys.length, 3);
    assert.equal(alice.address, solana.keys[0].address);
    assert.equal(solana.wsUrl, `ws://127.0.0.1:${Number(new URL(solana.rpcUrl).port) + 1}`);
    for (const { address } of solana.keys) assert.equal(await balanceOf(address), 100_000_000_000n);
  });

  test('a SOL transfer moves exactly the amount, and the payer also pays the fee', async () => {
    const [aliceBefore, bobBefore] = [await balanceOf(alice.address), await balanceOf(bob.address)];
    const signature = await sendSol();
    const fee = await feeOf(signature);
    assert.equal(fee, 5000n);
    assert.equal(await balanceOf(alice.address), aliceBefore - SOL_AMOUNT - fee);
    assert.equal(await balanceOf(bob.address), bobBefore + SOL_AMOUNT);
  });

  test('the same transfer sent twice lands twice; the very same signed bytes are refused', async () => {
    const bobBefore = await balanceOf(bob.address);
    const first = await sendSol(1000n);
    const second = await sendSol(1000n);
    assert.notEqual(first, second);
    assert.equal(await balanceOf(bob.address), bobBefore + 2000n);
    const transaction = await signedTransfer([getTransferSolInstruction({ source: alice, destination: bob.address, amount: 7n })]);
    await sendAndConfirm(transaction, { commitment: 'confirmed' });
    await assert.rejects(sendAndConfirm(transaction, { commitment: 'confirmed' }), /Transaction simulation failed/);
  });

  test('a dUSDC transferChecked to a new owner creates its token account and shows in balances', async () => {
    const carol = await generateKeyPairSigner();
    const [carolAta] = await findAssociatedTokenPda({ owner: carol.address, mint: solana.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const [aliceAta] = await findAssociatedTokenPda({ owner: alice.address, mint: solana.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const aliceBefore = BigInt((await rpc.getTokenAccountBalance(aliceAta).send()).value.amount);
    await land([
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: alice, owner: carol.address, mint: solana.mint }),
      getTransferCheckedInstruction({
        source: aliceAta,
        mint: solana.mint,
        destination: carolAta,
        authority: alice,
        amount: DUSDC_AMOUNT,
        decimals: 6,
      }),
    ]);
    const carolBalance = (await rpc.getTokenAccountBalance(carolAta).send()).value;
    assert.deepEqual(
      { ...carolBalance, uiAmount: Number(carolBalance.uiAmount) },
      { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
    );
    assert.equal((await rpc.getTokenAccountBalance(aliceAta).send()).value.amount, String(aliceBefore - DUSDC_AMOUNT));
    const byMint = await rpc.getTokenAccountsByOwner(carol.address, { mint: solana.mint }, { encoding: 'jsonParsed' }).send();
    const byProgram = await rpc
      .getTokenAccountsByOwner(carol.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' })
      .send();
    for (const { value } of [byMint, byProgram]) {
      assert.equal(value.length, 1);
      assert.equal(value[0].pubkey, carolAta);
      const { info, type } = value[0].account.data.parsed;
      assert.equal(type, 'account');
      assert.deepEqual([info.mint, info.owner, info.tokenAmount.uiAmountString], [solana.mint, carol.address, '1.5']);
    }
    const history = await solana.source.getHistory(carol.address);
    assert.equal(history[0].metadata.operationType, 'receive');
    assert.deepEqual(
      history[0].transfers.map(({ direction, quantity, symbol }) => [direction, quantity.numeric, symbol]),
      [['in', '1.5', 'dUSDC']],
    );
    const [sol, dusdc] = await solana.source.getBalances(carol.address);
    assert.deepEqual([sol.amount, dusdc.amount, dusdc.tokenAddress, dusdc.decimals], [0n, DUSDC_AMOUNT, solana.mint, 6]);
  });

  test('getSignaturesForAddress and getTransaction(jsonParsed) return the transfers, newest first', async () => {
    const signature = await sendSol(123_456_789n);
    const [newest] = await rpc.getSignaturesForAddress(alice.address, { limit: 1 }).send();
    assert.equal(newest.signature, signature);
    assert.equal(newest.err, null);
    const transaction = await rpc.getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }).send();
    const [instruction] = transaction.transaction.message.instructions;
    assert.equal(instruction.parsed.type, 'transfer');
    assert.deepEqual(
      { ...instruction.parsed.info, lamports: BigInt(instruction.parsed.info.lamports) },
      {
        source: alice.address,
        destination: bob.address,
        lamports: 123_456_789n,
      },
    );
    assert.equal(transaction.blockTime, newest.blockTime);
  });

  test('a plain token transfer is attributed to the owners of both token accounts', async () => {
    const ataOf = async (owner) => (await findAssociatedTokenPda({ owner, mint: solana.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
    const [source, destination] = [await ataOf(alice.address), await ataOf(bob.address)];
    const [, bobDusdcBefore] = await solana.source.getBalances(bob.address);
    const signature = await land([getTransferInstruction({ source, destination, authority: alice, amount: 500_000n })]);
    const [, bobDusdc] = await solana.source.getBalances(bob.address);
    assert.equal(bobDusdc.amount, bobDusdcBefore.amount + 500_000n);
    const [received] = await solana.source.getHistory(bob.address);
    assert.deepEqual(
      [received.metadata.hash, received.metadata.sentFrom, received.metadata.sentTo],
      [signature, alice.address, bob.address],
    );
    assert.deepEqual(
      received.transfers.map(({ direction, quantity, symbol }) => [direction, quantity.numeric, symbol]),
      [['in', '0.5', 'dUSDC']],
    );
  });

  test("the chain source reports balances and history from the chain's state", async () => {
    const signature = await sendSol(10_000_000n);
    const [sol, dusdc] = await solana.source.getBalances(alice.address);
    assert.equal(sol.amount, await balanceOf(alice.address));
    assert.deepEqual([sol.symbol, sol.decimals, sol.iconUrl], ['SOL', 9, `${REGISTRY_URL}/public/getTokenImage/sol`]);
    assert.deepEqual(
      [dusdc.symbol, dusdc.name, dusdc.iconUrl],
      ['dUSDC', 'Devnet USD Coin (Solana)', `${REGISTRY_URL}/public/getTokenImage/dusdc`],
    );
    const [sent] = await solana.source.getHistory(alice.address);
    const [received] = await solana.source.getHistory(bob.address);
    for (const [item, operationType, direction] of [
      [sent, 'send', 'out'],
      [received, 'receive', 'in'],
    ]) {
      assert.equal(item.metadata.hash, signature);
      assert.deepEqual(
        [item.metadata.operationType, item.metadata.status, item.metadata.chain],
        [operationType, 'confirmed', solana.caipNetworkId],
      );
      assert.deepEqual([item.metadata.sentFrom, item.metadata.sentTo], [alice.address, bob.address]);
      assert.ok(Date.now() - Date.parse(item.metadata.minedAt) < 60_000);
      assert.deepEqual(item.transfers, [
        {
          fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: sol.iconUrl } },
          direction,
          quantity: { numeric: '0.01' },
          symbol: 'SOL',
        },
      ]);
    }
  });
});

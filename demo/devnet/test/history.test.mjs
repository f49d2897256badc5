// The history the devnet's /api serves for Send and Activity: each kind of
// transaction in the hosted shape, and cursor paging through hundreds.
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import { erc20Abi, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { generateKeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { startDevnet } from '../index.mjs';
import { evmClients, sendNative, sendToken } from './evm-helpers.mjs';
import { solanaClient } from './solana-helpers.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const A = 'eip155:31337';
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

describe('devnet history for Send and Activity', () => {
  let devnet;
  const history = async (address, query = '') => {
    const response = await fetch(`${devnet.urls.api}/v1/account/${address}/history?projectId=p${query}`);
    assert.equal(response.status, 200);
    return response.json();
  };
  const fungible = (symbol, name, direction, numeric, price) => ({
    fungible_info: { name, symbol, icon: { url: `${devnet.urls.registry}/public/getTokenImage/${symbol.toLowerCase()}` } },
    direction,
    quantity: { numeric },
    symbol,
    price,
    value: Number(numeric) * price,
  });

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
  });
  after(() => devnet?.stop());

  it("shows an ERC-20 send from the sender's side and the receiver's, in the hosted shape", async () => {
    const [sender] = devnet.evm.holders.slice(2);
    const receiver = freshAddress();
    const receipt = await sendToken({
      devnet,
      chainId: 31337,
      token: devnet.contracts.dUSDC,
      from: sender,
      to: receiver,
      amount: parseUnits('12.5', 6),
    });
    const [sent] = (await history(sender, `&chainId=${A}`)).data;
    const [received] = (await history(receiver)).data;
    const minedAt = new Date(
      Number((await evmClients(devnet, 31337).publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp) * 1000,
    ).toISOString();
    for (const [item, operationType, direction] of [
      [sent, 'send', 'out'],
      [received, 'receive', 'in'],
    ]) {
      assert.deepEqual(item.id, `${A}:${receipt.transactionHash}`);
      assert.deepEqual(item.metadata, {
        operationType,
        hash: receipt.transactionHash,
        chain: A,
        minedAt,
        sentFrom: sender.toLowerCase(),
        sentTo: devnet.contracts.dUSDC.toLowerCase(),
        status: 'confirmed',
        nonce: item.metadata.nonce,
      });
      assert.deepEqual(item.transfers, [fungible('dUSDC', 'Devnet USD Coin', direction, '12.5', 1)]);
    }
    assert.equal(
      sent.metadata.nonce,
      (await evmClients(devnet, 31337).publicClient.getTransaction({ hash: receipt.transactionHash })).nonce,
    );
  });

  it('shows a native send as sent by one side and received by the other', async () => {
    const sender = devnet.evm.holders[3];
    const receiver = freshAddress();
    const receipt = await sendNative({ devnet, chainId: 31337, from: sender, to: receiver, value: 10n ** 16n });
    const [sent] = (await history(sender, `&chainId=${A}`)).data;
    const [received] = (await history(receiver)).data;
    for (const [item, operationType, direction] of [
      [sent, 'send', 'out'],
      [received, 'receive', 'in'],
    ]) {
      assert.equal(item.metadata.hash, receipt.transactionHash);
      assert.deepEqual([item.metadata.operationType, item.metadata.sentTo], [operationType, receiver.toLowerCase()]);
      assert.deepEqual(item.transfers, [fungible('ETH', 'Ether', direction, '0.01', 3000)]);
    }
  });

  it('flags the NFT of a spam-only transaction and of a mixed one (a real token beside it) as spam', async () => {
    const [spammer] = devnet.evm.holders.slice(5);
    const receiver = freshAddress();
    const { publicClient, walletFor } = evmClients(devnet, 31337);
    const nftAbi = devnet.evm.artifacts.AirdropNft.abi;
    const wallet = walletFor(spammer);
    const wait = async (hash) => (await minedReceipt(publicClient, hash)).transactionHash;
    const { spamNft, dUSDC } = devnet.contracts;
    const spamOnly = await wait(await wallet.writeContract({ address: spamNft, abi: nftAbi, functionName: 'airdrop', args: [[receiver]] }));
    await wait(await wallet.writeContract({ address: dUSDC, abi: erc20Abi, functionName: 'approve', args: [spamNft, 250_000n] }));
    const mixed = await wait(
      await wallet.writeContract({ address: spamNft, abi: nftAbi, functionName: 'airdropWithTip', args: [dUSDC, 250_000n, [receiver]] }),
    );
    const { data } = await history(receiver);
    assert.deepEqual(
      data.map((item) => item.metadata.hash),
      [mixed, spamOnly],
    );
    const nftOf = (item) => item.transfers.find((transfer) => transfer.nft_info);
    for (const item of data) {
      assert.equal(item.metadata.operationType, 'mint');
      assert.deepEqual(nftOf(item).nft_info.flags, { is_spam: true });
      assert.match(nftOf(item).nft_info.name, /^Free Airdrop NFT #\d+$/);
      assert.deepEqual([nftOf(item).direction, nftOf(item).quantity], ['in', { numeric: '1' }]);
    }
    assert.equal(data[1].transfers.length, 1, 'the spam-only transaction has the NFT alone');
    assert.deepEqual(
      data[0].transfers.filter((transfer) => !transfer.nft_info),
      [fungible('dUSDC', 'Devnet USD Coin', 'in', '0.25', 1)],
    );
  });

  it('lists a reverted ERC-20 transfer as failed with no transfers, for the sender only', async () => {
    const sender = devnet.evm.holders[7];
    const receiver = freshAddress();
    const { publicClient, walletFor } = evmClients(devnet, 31337);
    const hash = await walletFor(sender).writeContract({
      address: devnet.contracts.dUSDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('1', 30)],
      gas: 100_000n,
    });
    assert.equal((await minedReceipt(publicClient, hash)).status, 'reverted');
    const [latest] = (await history(sender, `&chainId=${A}`)).data;
    assert.deepEqual(
      [latest.metadata.hash, latest.metadata.status, latest.metadata.operationType, latest.transfers],
      [hash, 'failed', 'execute', []],
    );
    assert.deepEqual((await history(receiver)).data, [], 'the intended receiver saw nothing move');
  });

  it('generates 300 transactions quickly and pages through them once each, newest first, while new ones arrive', async (t) => {
    const owner = freshAddress();
    const started = performance.now();
    const hashes = await devnet.generateHistory({ address: owner, count: 300 });
    t.diagnostic(`generateHistory(300) took ${Math.round(performance.now() - started)} ms`);
    assert.equal(new Set(hashes).size, 300);
    const seen = [];
    let next;
    let pages = 0;
    do {
      const page = await history(owner, next ? `&cursor=${encodeURIComponent(next)}` : '');
      assert.ok(page.data.length > 0 && page.data.length <= 20, `page ${pages} has ${page.data.length} items`);
      seen.push(...page.data);
      next = page.next;
      pages += 1;
      // A transaction landing between two pages must not shift or repeat the pages after it.
      if (pages % 5 === 1) await sendNative({ devnet, chainId: 31337, from: devnet.evm.holders[9], to: owner, value: 1n });
    } while (next);
    assert.equal(pages, 15);
    assert.deepEqual(
      seen.map((item) => item.metadata.hash),
      [...hashes].reverse(),
      'every generated transaction once, newest first',
    );
    const minedAt = seen.map((item) => item.metadata.minedAt);
    assert.deepEqual(minedAt, [...minedAt].sort().reverse());
    assert.deepEqual(new Set(seen.map((item) => item.transfers[0].symbol)), new Set(['ETH', 'dUSDC']));
    const fresh = await history(owner);
    assert.equal(
      fresh.data.slice(0, 3).every((item) => !hashes.includes(item.metadata.hash)),
      true,
      'the new arrivals head a fresh first page',
    );
  });

  it("keeps paging to the first page's list when a transaction arrives on another chain in the same second", async () => {
    const owner = freshAddress();
    const hashes = await devnet.generateHistory({ address: owner, count: 40 });
    const first = await history(owner);
    // Chain B's next block gets the very second of the generated ones: the tie a cursor must still get right.
    const { publicClient } = evmClients(devnet, 31338);
    const [last] = first.data.slice(-1);
    await publicClient.request({ method: 'evm_setNextBlockTimestamp', params: [Date.parse(last.metadata.minedAt) / 1000] });
    const arrival = await sendNative({ devnet, chainId: 31338, from: devnet.evm.holders[9], to: owner, value: 1n });
    const second = await history(owner, `&cursor=${encodeURIComponent(first.next)}`);
    assert.equal(second.next, null);
    assert.deepEqual(
      [...first.data, ...second.data].map((item) => item.metadata.hash),
      [...hashes].reverse(),
    );
    const fresh = [];
    for (let next = ''; next !== null;) {
      const page = await history(owner, next && `&cursor=${encodeURIComponent(next)}`);
      fresh.push(...page.data);
      next = page.next;
    }
    assert.deepEqual(
      fresh.filter((item) => item.metadata.chain !== A).map((item) => item.metadata.hash),
      [arrival.transactionHash],
      'paging afresh lists it',
    );
    assert.equal(fresh.length, 41);
  });

  it('shows a SOL send and an SPL dUSDC send to a fresh owner (its token account created) on both sides', async () => {
    const {
      signers: [sender],
      land,
    } = await solanaClient(devnet.solana);
    const receiver = (await generateKeyPairSigner()).address;
    const { mint, caipNetworkId } = devnet.solana;
    const ataOf = async (owner) => (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
    const solSent = await land(sender, [getTransferSolInstruction({ source: sender, destination: receiver, amount: 20_000_000n })]);
    const splSent = await land(sender, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: sender, owner: receiver, mint }),
      getTransferCheckedInstruction({
        source: await ataOf(sender.address),
        mint,
        destination: await ataOf(receiver),
        authority: sender,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ]);
    const query = `&chainId=${caipNetworkId}`;
    const [sentSpl, sentSol] = (await history(sender.address, query)).data;
    const received = (await history(receiver, query)).data;
    assert.deepEqual(
      received.map((item) => item.metadata.hash),
      [splSent, solSent],
    );
    const sides = [
      [sentSpl, received[0], 'dUSDC', 'Devnet USD Coin (Solana)', '12.5', 1],
      [sentSol, received[1], 'SOL', 'Solana', '0.02', 150],
    ];
    for (const [sent, got, symbol, name, numeric, price] of sides) {
      assert.equal(sent.id, got.id);
      for (const [item, operationType, direction] of [
        [sent, 'send', 'out'],
        [got, 'receive', 'in'],
      ]) {
        assert.deepEqual(
          [item.metadata.operationType, item.metadata.chain, item.metadata.status, item.metadata.sentFrom, item.metadata.sentTo],
          [operationType, caipNetworkId, 'confirmed', sender.address, receiver],
        );
        assert.deepEqual(item.transfers, [fungible(symbol, name, direction, numeric, price)]);
      }
    }
  });

  it('lists a failed SPL transfer as failed with no transfers, for the fee payer only', async () => {
    const {
      rpc,
      signers: [, payer, receiver],
      land,
    } = await solanaClient(devnet.solana);
    const { mint, caipNetworkId } = devnet.solana;
    const ataOf = async (owner) => (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
    const tooMuch = getTransferCheckedInstruction({
      source: await ataOf(payer.address),
      mint,
      destination: await ataOf(receiver.address),
      authority: payer,
      amount: 10n ** 12n,
      decimals: 6,
    });
    await assert.rejects(land(payer, [tooMuch], { skipPreflight: true }));
    const [landed] = await rpc.getSignaturesForAddress(payer.address, { limit: 1 }).send();
    assert.notEqual(landed.err, null, 'the failed transaction landed, its fee paid');
    const [latest] = (await history(payer.address, `&chainId=${caipNetworkId}`)).data;
    assert.deepEqual(
      [latest.metadata.hash, latest.metadata.status, latest.metadata.operationType, latest.transfers],
      [landed.signature, 'failed', 'execute', []],
    );
    const received = (await history(receiver.address, `&chainId=${caipNetworkId}`)).data;
    assert.ok(
      received.every((item) => item.metadata.hash !== landed.signature),
      'the intended receiver saw nothing move',
    );
  });

  it('fills a history from the command line (npm run devnet:history) on the anvil it names', async () => {
    const owner = freshAddress();
    const script = new URL('../../../scripts/devnet-history.mjs', import.meta.url).pathname;
    const { stdout } = await promisify(execFile)(process.execPath, [script, owner, '4', '--rpc', devnet.urls.evm[31338]]);
    assert.match(stdout, new RegExp(`^4 transactions to ${owner} on ${devnet.urls.evm[31338]} in \\d+ ms`));
    const { data } = await history(owner);
    assert.deepEqual(
      data.map((item) => [item.metadata.chain, item.transfers[0].symbol]),
      [
        ['eip155:31338', 'dUSDC'],
        ['eip155:31338', 'ETH'],
        ['eip155:31338', 'dUSDC'],
        ['eip155:31338', 'ETH'],
      ],
    );
  });

  it('refuses to generate a history of no transactions or on an unknown chain', async () => {
    await assert.rejects(devnet.generateHistory({ address: freshAddress(), count: 0 }), RangeError);
    assert.throws(() => devnet.generateHistory({ address: freshAddress(), count: 1, chainId: 1 }), RangeError);
  });
});

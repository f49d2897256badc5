// The blockchain-service stand-in at /api: hosted shapes computed from the
// chains (balances, indexed history with paging, identity, prices, RPC proxy).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { erc20Abi, getAddress, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startDevnet } from '../index.mjs';
import { evmClients, sendNative, sendToken } from './evm-helpers.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const A = 'eip155:31337';
const B = 'eip155:31338';

describe('devnet /api stand-in', () => {
  let devnet;
  let api;
  let receiver;
  const getJson = async (path, init) => {
    const response = await fetch(`${api}${path}`, init);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const postJson = (path, body) =>
    getJson(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    api = devnet.urls.api;
    receiver = privateKeyToAccount(generatePrivateKey()).address;
    const [, , , sender, , airdropper] = devnet.evm.holders;
    await sendNative({ devnet, chainId: 31337, from: sender, to: receiver, value: parseEther('0.5') });
    await sendToken({
      devnet,
      chainId: 31337,
      token: devnet.contracts.dUSDC,
      from: sender,
      to: receiver,
      amount: parseUnits('12.345678', 6),
    });
    const { publicClient, walletFor } = evmClients(devnet, 31337);
    const nftAbi = devnet.evm.artifacts.AirdropNft.abi;
    const hash = await walletFor(airdropper).writeContract({
      address: devnet.contracts.spamNft,
      abi: nftAbi,
      functionName: 'airdrop',
      args: [[receiver]],
    });
    await minedReceipt(publicClient, hash);
    await sendToken({ devnet, chainId: 31338, token: devnet.contracts.dDAI, from: sender, to: receiver, amount: parseUnits('2', 18) });
  });
  after(() => devnet?.stop());

  it('lists the chain sources as supported chains', async () => {
    const { status, body } = await getJson('/v1/supported-chains?projectId=p&st=appkit&sv=1');
    assert.equal(status, 200);
    assert.deepEqual(body, { http: [A, B, devnet.solana.caipNetworkId], ws: [] });
  });

  it('answers balances with every field of the hosted shape, from the chains', async () => {
    const { status, headers, body } = await getJson(`/v1/account/${receiver}/balance?currency=usd&projectId=p&forceUpdate=x`);
    assert.equal(status, 200);
    assert.equal(headers.get('access-control-allow-origin'), '*');
    const icon = (symbol) => `${devnet.urls.registry}/public/getTokenImage/${symbol}`;
    assert.deepEqual(body.balances, [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: A,
        value: 1500,
        price: 3000,
        quantity: { decimals: '18', numeric: '0.5' },
        iconUrl: icon('eth'),
      },
      {
        name: 'Devnet USD Coin',
        symbol: 'dUSDC',
        chainId: A,
        address: `${A}:${devnet.contracts.dUSDC}`,
        value: 12.345678,
        price: 1,
        quantity: { decimals: '6', numeric: '12.345678' },
        iconUrl: icon('dusdc'),
      },
      { name: 'Ether', symbol: 'ETH', chainId: B, value: 0, price: 3000, quantity: { decimals: '18', numeric: '0' }, iconUrl: icon('eth') },
      {
        name: 'Devnet Dai',
        symbol: 'dDAI',
        chainId: B,
        address: `${B}:${devnet.contracts.dDAI}`,
        value: 2,
        price: 1,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: icon('ddai'),
      },
    ]);
  });

  it('includes the 0-decimals token and honours the chainId filter', async () => {
    const holder = devnet.evm.holders[4];
    const { body } = await getJson(`/v1/account/${holder}/balance?currency=usd&chainId=${B}`);
    assert.deepEqual([...new Set(body.balances.map((balance) => balance.chainId))], [B]);
    const points = body.balances.find((balance) => balance.symbol === 'dPTS');
    assert.deepEqual(points.quantity, { decimals: '0', numeric: '500' });
    assert.equal(points.value, 5);
  });

  it('rejects an invalid address, an unknown chain and an unknown currency', async () => {
    assert.equal((await getJson('/v1/account/0x1234/balance?currency=usd')).status, 400);
    assert.equal((await getJson(`/v1/account/${receiver}/balance?chainId=eip155:1`)).status, 400);
    assert.equal((await getJson(`/v1/account/${receiver}/balance?currency=xyz`)).status, 400);
    assert.equal((await getJson(`/v1/account/${receiver}/history?cursor=nonsense`)).status, 400);
  });

  it('shows native, ERC-20 and spam-NFT transfers in history, newest first', async () => {
    const { status, body } = await getJson(`/v1/account/${receiver}/history?projectId=p`);
    assert.equal(status, 200);
    assert.equal(body.next, null);
    const onA = body.data.filter((item) => item.metadata.chain === A);
    assert.deepEqual(
      onA.map((item) => [item.metadata.operationType, item.transfers.map((t) => t.fungible_info?.symbol ?? t.nft_info.name)]),
      [
        ['mint', ['Free Airdrop NFT #11']],
        ['receive', ['dUSDC']],
        ['receive', ['ETH']],
      ],
    );
    const [spam, usdc, eth] = onA;
    assert.deepEqual(spam.transfers[0].nft_info.flags, { is_spam: true });
    assert.deepEqual(usdc.transfers[0], {
      fungible_info: { name: 'Devnet USD Coin', symbol: 'dUSDC', icon: { url: `${devnet.urls.registry}/public/getTokenImage/dusdc` } },
      direction: 'in',
      quantity: { numeric: '12.345678' },
      symbol: 'dUSDC',
      price: 1,
      value: 12.345678,
    });
    assert.equal(eth.transfers[0].quantity.numeric, '0.5');
    assert.equal(eth.metadata.sentTo, receiver.toLowerCase());
    assert.equal(eth.metadata.status, 'confirmed');
    const minedAt = body.data.map((item) => item.metadata.minedAt);
    assert.deepEqual(minedAt, [...minedAt].sort().reverse());
  });

  it('filters history by chainId', async () => {
    const { body } = await getJson(`/v1/account/${receiver}/history?chainId=${B}`);
    assert.deepEqual(
      body.data.map((item) => [item.metadata.chain, item.metadata.operationType, item.transfers[0].quantity.numeric]),
      [[B, 'receive', '2']],
    );
  });

  it('pages history with a cursor: no item twice, none missing, next null at the end', async () => {
    const holder = devnet.evm.holders[0];
    const everything = (await Promise.all(devnet.evm.sources.map((source) => source.getHistory(holder)))).flat();
    assert.ok(everything.length > 20, 'needs more than one page');
    const first = await getJson(`/v1/account/${holder}/history`);
    assert.equal(first.body.data.length, 20);
    // A transaction that lands between two pages must not shift the next page.
    await sendNative({ devnet, chainId: 31337, from: holder, to: devnet.evm.holders[9], value: 1n });
    const seen = first.body.data.map((item) => item.id);
    let next = first.body.next;
    while (next) {
      const page = await getJson(`/v1/account/${holder}/history?cursor=${encodeURIComponent(next)}`);
      assert.ok(page.body.data.length > 0 && page.body.data.length <= 20);
      seen.push(...page.body.data.map((item) => item.id));
      next = page.body.next;
    }
    assert.equal(new Set(seen).size, seen.length, 'an item came twice');
    assert.deepEqual(new Set(seen), new Set(everything.map((item) => item.id)));
  });

  it('lists a reverted transaction as failed, with no transfers', async () => {
    const sender = devnet.evm.holders[8];
    const { publicClient, walletFor } = evmClients(devnet, 31338);
    const hash = await walletFor(sender).writeContract({
      address: devnet.contracts.dUSDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('1', 30)],
      gas: 100_000n,
    });
    assert.equal((await minedReceipt(publicClient, hash)).status, 'reverted');
    const { body } = await getJson(`/v1/account/${sender}/history?chainId=${B}`);
    const [latest] = body.data;
    assert.deepEqual([latest.metadata.hash, latest.metadata.status, latest.transfers], [hash, 'failed', []]);
  });

  it('forgets transactions that a reverted snapshot undid', async () => {
    const { publicClient } = evmClients(devnet, 31338);
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    const historyIds = async () =>
      (await getJson(`/v1/account/${stranger}/history?chainId=${B}`)).body.data.map((item) => item.metadata.hash);
    const snapshot = await publicClient.request({ method: 'evm_snapshot' });
    const undone = await sendNative({ devnet, chainId: 31338, from: devnet.evm.holders[8], to: stranger, value: 5n });
    assert.deepEqual(await historyIds(), [undone.transactionHash]);
    await publicClient.request({ method: 'evm_revert', params: [snapshot] });
    const kept = await sendNative({ devnet, chainId: 31338, from: devnet.evm.holders[9], to: stranger, value: 6n });
    assert.deepEqual(await historyIds(), [kept.transactionHash]);
  });

  it('knows alice as account 0 and nobody else', async () => {
    const alice = await getJson(`/v1/identity/${devnet.evm.holders[0]}?projectId=p`);
    assert.equal(alice.body.name, 'alice.wallet-modal.eth');
    const avatar = await fetch(alice.body.avatar);
    assert.equal(avatar.status, 200);
    assert.equal(avatar.headers.get('content-type'), 'image/svg+xml');
    assert.match(await avatar.text(), /^<svg /);
    assert.deepEqual((await getJson(`/v1/identity/${receiver}`)).body, { name: null, avatar: null });
    assert.equal((await getJson('/v1/identity/not-an-address')).status, 400);
  });

  it('seeds the name table: alice is anvil account 0, bob a Solana demo key', async () => {
    const alice = await getJson('/v1/profile/account/alice.wallet-modal.eth?apiVersion=2&projectId=p');
    assert.deepEqual(alice.body.addresses, { 60: { address: getAddress(devnet.evm.holders[0]), created_at: alice.body.registered_at } });
    const bob = await getJson('/v1/profile/account/bob.wallet-modal.eth?apiVersion=2&projectId=p');
    assert.equal(bob.body.addresses['501'].address, devnet.solana.keys[1].address);
    const reverse = await getJson(`/v1/profile/reverse/${devnet.solana.keys[1].address}?apiVersion=2`);
    assert.deepEqual(
      reverse.body.map((entry) => entry.name),
      ['bob.wallet-modal.eth'],
    );
    assert.equal(devnet.names.lookup('ALICE.wallet-modal.eth').name, 'alice.wallet-modal.eth');
  });

  it('prices fungibles by CAIP-10 address, native included', async () => {
    const addresses = [
      `${A}:${devnet.contracts.dUSDC.toLowerCase()}`,
      `${B}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
      `${A}:0x000000000000000000000000000000000000dEaD`,
    ];
    const { status, body } = await postJson('/v1/fungible/price', { currency: 'usd', addresses, projectId: 'p' });
    assert.equal(status, 200);
    assert.deepEqual(
      body.fungibles.map(({ address, symbol, price, decimals, name }) => ({ address, symbol, price, decimals, name })),
      [
        { address: addresses[0], symbol: 'dUSDC', price: 1, decimals: 6, name: 'Devnet USD Coin' },
        { address: addresses[1], symbol: 'ETH', price: 3000, decimals: 18, name: 'Ether' },
      ],
    );
    assert.equal((await postJson('/v1/fungible/price', { currency: 'usd' })).status, 400);
  });

  it('proxies JSON-RPC, single and batch, to the chain named by chainId', async () => {
    const single = await postJson(`/v1?chainId=${B}&projectId=p`, { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] });
    assert.deepEqual(single.body, { jsonrpc: '2.0', id: 7, result: '0x7a6a' });
    const balanceCall = { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [receiver, 'latest'] };
    const batch = await postJson(`/v1/?chainId=${A}`, [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, balanceCall]);
    assert.deepEqual(batch.body, [
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, result: `0x${parseEther('0.5').toString(16)}` },
    ]);
    assert.equal((await postJson('/v1?chainId=eip155:1', balanceCall)).status, 400);
  });

  it('answers CORS preflights from other origins', async () => {
    const response = await fetch(`${api}/v1/fungible/price`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:9',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-sdk-version',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(response.headers.get('access-control-allow-headers'), 'content-type,x-sdk-version');
    assert.match(response.headers.get('access-control-allow-methods'), /POST/);
  });
});

// Deploys the devnet contracts from account 0 with fixed nonces, so both
// chains end up with the same addresses, and seeds balances and history.
import { createPublicClient, encodeDeployData, encodeFunctionData, getContractAddress, http, parseEther, parseUnits } from 'viem';
import { minedReceipt } from './receipt.mjs';

/** The tokens every chain gets; `perHolder` is in human units. */
export const TOKEN_SPECS = [
  { key: 'dUSDC', name: 'Devnet USD Coin', symbol: 'dUSDC', decimals: 6, perHolder: '100000' },
  { key: 'dDAI', name: 'Devnet Dai', symbol: 'dDAI', decimals: 18, perHolder: '100000' },
  { key: 'dPTS', name: 'Devnet Points', symbol: 'dPTS', decimals: 0, perHolder: '500' },
];
export const SPAM_NFT = { name: 'Free Airdrop NFT', symbol: 'FREE' };
const POOL_SEED = '50000';
/** The native-coin/dUSDC pool's seed: 10 ETH against 30,000 dUSDC (3,000 dUSDC per ETH, the devnet's price). */
export const NATIVE_POOL_SEED = { native: '10', dUSDC: '30000' };
// The native pool, its seeding and the router come after the first 11 transactions (nonces 0..10), so nothing before moves.
const NATIVE_POOL_NONCE = 11;
const ROUTER_NONCE = 14;
// The embedded accounts' factory (the auth service's smart accounts) comes right after the router.
const ACCOUNT_FACTORY_NONCE = 15;
const DEPLOY_GAS = 5_000_000n;
const CALL_GAS = 1_000_000n;

/** The transactions that build the devnet, in nonce order; each may refer to `addresses`. */
function plan({ artifacts, holders, addresses }) {
  const deployer = holders[0];
  const [usdc, dai] = TOKEN_SPECS;
  const call = (to, name, args, abi) => ({ to, gas: CALL_GAS, data: encodeFunctionData({ abi, functionName: name, args }) });
  const token = artifacts.DevnetToken;
  const pool = artifacts.ConstantProductPool;
  const seed = (spec) => parseUnits(POOL_SEED, spec.decimals);
  return [
    ...TOKEN_SPECS.map((spec) => ({
      gas: DEPLOY_GAS,
      data: encodeDeployData({
        abi: token.abi,
        bytecode: token.bytecode,
        args: [spec.name, spec.symbol, spec.decimals, holders, parseUnits(spec.perHolder, spec.decimals)],
      }),
    })),
    { gas: DEPLOY_GAS, data: encodeDeployData({ ...artifacts.AirdropNft, args: [SPAM_NFT.name, SPAM_NFT.symbol] }) },
    { gas: DEPLOY_GAS, data: encodeDeployData({ ...pool, args: [addresses.dUSDC, addresses.dDAI] }) },
    call(addresses.dUSDC, 'approve', [addresses.pool, seed(usdc)], token.abi),
    call(addresses.dDAI, 'approve', [addresses.pool, seed(dai)], token.abi),
    call(addresses.pool, 'addLiquidity', [seed(usdc), seed(dai)], pool.abi),
    call(addresses.spamNft, 'airdrop', [holders], artifacts.AirdropNft.abi),
    // A little ordinary history for the demo: ETH and dUSDC from account 0 to account 1.
    { to: holders[1], gas: 21_000n, value: parseEther('1.5') },
    call(addresses.dUSDC, 'transfer', [holders[1], parseUnits('25', usdc.decimals)], token.abi),
    { gas: DEPLOY_GAS, data: encodeDeployData({ ...artifacts.NativePool, args: [addresses.dUSDC] }) },
    call(addresses.dUSDC, 'approve', [addresses.nativePool, parseUnits(NATIVE_POOL_SEED.dUSDC, usdc.decimals)], token.abi),
    {
      ...call(addresses.nativePool, 'addLiquidity', [parseUnits(NATIVE_POOL_SEED.dUSDC, usdc.decimals)], artifacts.NativePool.abi),
      value: parseEther(NATIVE_POOL_SEED.native),
    },
    { gas: DEPLOY_GAS, data: encodeDeployData({ ...artifacts.SwapRouter, args: [addresses.pool, addresses.nativePool] }) },
    { gas: DEPLOY_GAS, data: encodeDeployData({ ...artifacts.EmbeddedAccountFactory }) },
  ].map((tx) => ({ from: deployer, ...tx }));
}

/** Contract addresses are fixed by the deployer and its nonces (0..4, then the native pool's, the router's and the account factory's). */
export function devnetAddresses(deployer) {
  const at = (nonce) => getContractAddress({ from: deployer, nonce: BigInt(nonce) });
  return {
    dUSDC: at(0),
    dDAI: at(1),
    dPTS: at(2),
    spamNft: at(3),
    pool: at(4),
    nativePool: at(NATIVE_POOL_NONCE),
    router: at(ROUTER_NONCE),
    accountFactory: at(ACCOUNT_FACTORY_NONCE),
  };
}

const toRpcTransaction = (tx, nonce) => ({
  from: tx.from,
  to: tx.to,
  data: tx.data,
  gas: `0x${tx.gas.toString(16)}`,
  value: tx.value ? `0x${tx.value.toString(16)}` : undefined,
  nonce: `0x${nonce.toString(16)}`,
});

/**
 * Deploys and seeds one fresh anvil chain.
 * @returns {Promise<{addresses: ReturnType<typeof devnetAddresses>, holders: `0x${string}`[]}>}
 */
export async function deployDevnetContracts({ rpcUrl, artifacts }) {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const holders = (await client.request({ method: 'eth_accounts' })).slice(0, 10);
  const addresses = devnetAddresses(holders[0]);
  const firstNonce = await client.getTransactionCount({ address: holders[0] });
  if (firstNonce !== 0) throw new Error(`deployer nonce is ${firstNonce}, expected a fresh chain`);
  const hashes = [];
  // Send without waiting for each receipt: nonces are explicit, automine keeps the order.
  for (const [nonce, tx] of plan({ artifacts, holders, addresses }).entries()) {
    hashes.push(await client.request({ method: 'eth_sendTransaction', params: [toRpcTransaction(tx, nonce)] }));
  }
  const receipts = await Promise.all(hashes.map((hash) => minedReceipt(client, hash)));
  const failed = receipts.findIndex((receipt) => receipt.status !== 'success');
  if (failed >= 0) throw new Error(`devnet setup transaction ${failed} reverted`);
  const deployed = [...receipts.slice(0, 5), receipts[NATIVE_POOL_NONCE], receipts[ROUTER_NONCE], receipts[ACCOUNT_FACTORY_NONCE]].map(
    (receipt) => receipt.contractAddress?.toLowerCase(),
  );
  if (
    deployed.join() !==
    Object.values(addresses)
      .map((address) => address.toLowerCase())
      .join()
  ) {
    throw new Error('contracts landed at unexpected addresses');
  }
  return { addresses, holders };
}

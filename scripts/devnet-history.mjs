// `npm run devnet:history -- <address> [count] [--rpc <url>]`: fills an address's
// history on a running devnet (`npm start`) with `count` (default 300) ETH and
// dUSDC transfers, to try Activity's paging. --rpc picks the anvil (default chain A).
import { parseArgs } from 'node:util';
import { createPublicClient, http, isAddress } from 'viem';
import { DEFAULT_PORTS } from '../demo/devnet/index.mjs';
import { devnetAddresses } from '../demo/devnet/evm/deploy.mjs';
import { generateEvmHistory } from '../demo/devnet/evm/generate-history.mjs';
import { FAUCET_ACCOUNT_INDEX } from '../demo/devnet/auth/faucet.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rpc: { type: 'string', default: `http://127.0.0.1:${process.env.EVM_A_PORT ?? DEFAULT_PORTS.evmA}` } },
});
const [address, countText = '300'] = positionals;
if (!address || !isAddress(address, { strict: false })) {
  console.error('usage: npm run devnet:history -- <0x address> [count] [--rpc <anvil url>]');
  process.exit(2);
}
const rpcUrl = values.rpc;
const accounts = await createPublicClient({ transport: http(rpcUrl) }).request({ method: 'eth_accounts' });
// Not the auth faucet's account: it sends meanwhile, and these transactions carry explicit nonces.
const holders = accounts.slice(0, 10).filter((_, index) => index !== FAUCET_ACCOUNT_INDEX);
const started = performance.now();
const hashes = await generateEvmHistory({ rpcUrl, address, count: Number(countText), holders, token: devnetAddresses(holders[0]).dUSDC });
console.log(`${hashes.length} transactions to ${address} on ${rpcUrl} in ${Math.round(performance.now() - started)} ms`);

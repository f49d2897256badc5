// The devnet's Solana: litesvm behind a JSON-RPC shim (HTTP on `port`,
// websocket subscriptions on `port + 1` as real clusters do), seeded with
// funded demo keys and the dUSDC mint, plus the chain source for /api.
import { freePort } from '../ports.mjs';
import { startHttpServer } from '../server.mjs';
import { createChain } from './chain.mjs';
import { airdrop, createGenesis, mintDusdc } from './genesis.mjs';
import { deriveDevnetKeys } from './keys.mjs';
import { rpcHandler } from './rpc-http.mjs';
import { createRpcMethods } from './rpc-methods.mjs';
import { startSubscriptionServer } from './rpc-ws.mjs';
import { createSolanaSource } from './source.mjs';

const RANDOM_PORT_ATTEMPTS = 5;

async function listenOnPair({ port, handler, chain, onUnknownMethod }) {
  const http = await startHttpServer({ port, handlers: [handler] });
  try {
    const ws = await startSubscriptionServer({ chain, port: port + 1, onUnknownMethod });
    return { http, ws };
  } catch (error) {
    await http.stop();
    throw error;
  }
}

// Port 0 asks for a free port whose neighbour is free too, retrying when the neighbour is taken.
async function listen(options) {
  if (options.port) return listenOnPair(options);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await listenOnPair({ ...options, port: await freePort() });
    } catch (error) {
      if (error?.code !== 'EADDRINUSE' || attempt >= RANDOM_PORT_ATTEMPTS) throw error;
    }
  }
}

/**
 * Starts the Solana devnet.
 * @param {{port?: number, registryUrl: string, log?: (line: string) => void}} options  port 0 picks free ports
 */
export async function startSolana({ port = 8899, registryUrl, log = () => {} }) {
  const startedAt = performance.now();
  const chain = createChain();
  const keys = await deriveDevnetKeys();
  const mint = await createGenesis(chain, keys);
  const methods = createRpcMethods({ chain, faucet: keys.faucet.signer });
  const onUnknownMethod = (method) => log(`solana shim: unknown JSON-RPC method ${method} (answered -32601)`);
  const { http, ws } = await listen({ port, handler: rpcHandler({ methods, onUnknownMethod }), chain, onUnknownMethod });
  const caipNetworkId = `solana:${chain.genesisHash.slice(0, 32)}`;
  const source = createSolanaSource({ chain, caipNetworkId, rpcUrl: http.url, mint, registryUrl });
  return {
    rpcUrl: http.url,
    wsUrl: ws.url,
    caipNetworkId,
    genesisHash: chain.genesisHash,
    mint,
    keys: keys.demo.map(({ address, secretKey }) => ({ address, secretKey })),
    faucet: keys.faucet.address,
    source,
    /** Pays `address` from the faucet: `lamports` of SOL, or `dusdc` base units minted to its token account. */
    deliver: ({ address, lamports, dusdc }) =>
      lamports !== undefined
        ? airdrop(chain, keys.faucet.signer, address, lamports)
        : mintDusdc(chain, keys.faucet.signer, mint, address, dusdc),
    startupMs: Math.round(performance.now() - startedAt),
    stop: async () => {
      await ws.stop();
      await http.stop();
    },
  };
}

// The devnet: the local world the demo and the end-to-end tests run against.
// startDevnet() starts every part on 127.0.0.1 and returns their addresses
// and a stop() that ends every process it started.
import { freePort } from './ports.mjs';
import { startHttpServer, staticFiles } from './server.mjs';
import { startRelay } from './relay/index.mjs';
import { walletPage } from './wallet/index.mjs';

export const DEFAULT_PORTS = { http: 4173, evmA: 8545, evmB: 8546, solana: 8899, relay: 4174 };

async function choosePorts({ randomPorts, ports = {} }) {
  const env = process.env;
  const fromEnv = {
    http: env.PORT, evmA: env.EVM_A_PORT, evmB: env.EVM_B_PORT, solana: env.SOLANA_PORT, relay: env.RELAY_PORT,
  };
  const chosen = {};
  for (const [name, fallback] of Object.entries(DEFAULT_PORTS)) {
    const given = ports[name] ?? (fromEnv[name] ? Number(fromEnv[name]) : undefined);
    chosen[name] = given ?? (randomPorts ? await freePort() : fallback);
  }
  return chosen;
}

/**
 * @param {{randomPorts?: boolean, ports?: Partial<typeof DEFAULT_PORTS>, log?: (line: string) => void}} [options]
 */
export async function startDevnet(options = {}) {
  const log = options.log ?? (() => {});
  const ports = await choosePorts(options);
  const stops = [];
  const stop = async () => {
    for (const stopPart of stops.reverse()) await stopPart().catch(() => {});
    stops.length = 0;
  };
  try {
    const template = {};
    const http = await startHttpServer({
      port: ports.http,
      handlers: [walletPage({ template }), staticFiles({ prefixes: ['/demo/', '/dist/'], template })],
    });
    stops.push(http.stop);
    const urls = { demo: `${http.url}/`, api: `${http.url}/api`, registry: `${http.url}/registry` };
    Object.assign(template, { apiUrl: urls.api, registryUrl: urls.registry });
    // WalletConnect: the relay double (the wallet page reads template.relayUrl).
    const relay = await startRelay({ port: ports.relay });
    stops.push(relay.stop);
    urls.relay = relay.url;
    urls.wallet = `${http.url}/wallet`;
    template.relayUrl = relay.url;
    log(`relay       ${urls.relay}`);
    log(`WC wallet   ${urls.wallet}`);
    log(`demo page   ${urls.demo}`);
    return { ports, urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

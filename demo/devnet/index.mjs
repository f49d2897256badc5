// The devnet: the local world the demo and the end-to-end tests run against.
// startDevnet() starts every part on 127.0.0.1 and returns their addresses
// and a stop() that ends every process it started.
import { reservePort } from './ports.mjs';
import { strictPolicy } from './csp.mjs';
import { directoryFiles, startHttpServer, staticFiles } from './server.mjs';
import { createFaultLayer } from './faults/index.mjs';
import { createSignInService, SIGN_IN_PREFIX } from './signin/index.mjs';
import { startEvmChains } from './evm/index.mjs';
import { generateEvmHistory } from './evm/generate-history.mjs';
import { createBlockchainApi } from './api/index.mjs';
import { registryHandler } from './registry/index.mjs';
import { createProjectSettings, projectControl } from './registry/project.mjs';
import { createAnalyticsRecorder } from './analytics/index.mjs';
import { walletScripts } from '../wallets/serve.mjs';
import { startSolana } from './solana/index.mjs';
import { startRelay } from './relay/index.mjs';
import { walletPage } from './wallet/index.mjs';
import { FAUCET_ACCOUNT_INDEX, startAuthService } from './auth/index.mjs';
import { EXAMPLE_PAGES, exampleHosts } from './examples.mjs';
import { quickstartPages } from './quickstart.mjs';

/** The project id the demo page uses: any 32-hex string works on the devnet. */
export const DEVNET_PROJECT_ID = 'de0e1e7de0e1e7de0e1e7de0e1e7de0e';

export const DEFAULT_PORTS = { http: 4173, evmA: 8545, evmB: 8546, solana: 8899, relay: 4174, auth: 4175 };

/**
 * The ports, and for each one picked at random its release: a random port stays held until the part
 * that listens on it starts (the chains and the HTTP server start seconds apart, time enough for the
 * deployments' own connections to take a port only chosen).
 */
async function choosePorts({ randomPorts, ports = {} }) {
  const env = process.env;
  const fromEnv = {
    http: env.PORT,
    evmA: env.EVM_A_PORT,
    evmB: env.EVM_B_PORT,
    solana: env.SOLANA_PORT,
    relay: env.RELAY_PORT,
    auth: env.AUTH_PORT,
  };
  const chosen = {};
  const held = {};
  for (const [name, fallback] of Object.entries(DEFAULT_PORTS)) {
    const given = ports[name] ?? (fromEnv[name] ? Number(fromEnv[name]) : undefined);
    if (given === undefined && randomPorts && name !== 'solana') {
      const reservation = await reservePort();
      chosen[name] = reservation.port;
      held[name] = reservation.release;
    } else chosen[name] = given ?? fallback;
  }
  const release = async (...names) => {
    await Promise.all(names.map((name) => held[name]?.()));
  };
  return { ports: chosen, release };
}

/**
 * @param {{randomPorts?: boolean, ports?: Partial<typeof DEFAULT_PORTS>, log?: (line: string) => void,
 *   extraChainSources?: object[], walletCount?: number, longWalletNames?: boolean, solanaNetwork?: string, onrampDelayMs?: number,
 *   extraStatic?: {prefix: string, dir: string}[]}} [options]
 *   ports.auth (env AUTH_PORT, default 4175): the auth service's own origin.
 *   extraChainSources: more chain sources for /api (see DESIGN §5); walletCount: registry size
 *   (env DEVNET_WALLETS); longWalletNames: the registry's generated wallets get long names (env DEVNET_LONG_WALLET_NAMES=1); solanaNetwork: the devnet Solana CAIP-2 id; onrampDelayMs: how long after Pay on a
 *   checkout page the purchase arrives (default 2000). extraStatic: directories served under URL prefixes
 *   (ending in `/`) on the demo's origin, HTML filled from the demo page's template (npm run bench's builds).
 */
export async function startDevnet(options = {}) {
  const log = options.log ?? (() => {});
  const { ports, release } = await choosePorts(options);
  const stops = [];
  stops.push(() => release(...Object.keys(DEFAULT_PORTS)));
  const stop = async () => {
    for (const stopPart of stops.reverse()) await stopPart().catch(() => {});
    stops.length = 0;
  };
  try {
    const template = {};
    // Registry stand-in and demo wallet scripts. The Solana part sets template.solanaNetwork.
    const solanaNetwork = () => options.solanaNetwork ?? template.solanaNetwork;
    const projectConfig = createProjectSettings();
    const analytics = createAnalyticsRecorder();
    const registry = registryHandler({
      project: projectConfig,
      walletCount: options.walletCount ?? (process.env.DEVNET_WALLETS ? Number(process.env.DEVNET_WALLETS) : undefined),
      longWalletNames: options.longWalletNames ?? process.env.DEVNET_LONG_WALLET_NAMES === '1',
      solanaNetwork,
    });
    const wallets = walletScripts({
      defaults: () => ({
        evm: { rpcA: `http://127.0.0.1:${ports.evmA}`, rpcB: `http://127.0.0.1:${ports.evmB}` },
        solana: { chain: solanaNetwork(), rpcUrl: template.solanaRpc, secretKey: template.solanaWalletSecretKey },
      }),
    });
    // The HTTP server listens last, with every route mounted: nothing answers 404 while the chains start.
    const origin = `http://127.0.0.1:${ports.http}`;
    const urls = { demo: `${origin}/`, api: `${origin}/api`, registry: `${origin}/registry`, analytics: `${origin}/analytics` };
    Object.assign(template, { apiUrl: urls.api, registryUrl: urls.registry, analyticsUrl: urls.analytics });

    // WalletConnect: the relay double (the wallet page reads template.relayUrl).
    await release('relay');
    const relay = await startRelay({ port: ports.relay });
    stops.push(relay.stop);
    Object.assign(urls, { relay: relay.url, wallet: `${origin}/wallet` });
    template.relayUrl = relay.url;

    // The chains start side by side: two anvils (+ contracts) and litesvm behind its JSON-RPC shim.
    // Solana's websocket is on the next port, as on real clusters; random ports let it pick a free pair.
    await release('evmA', 'evmB');
    const [evm, solana] = await Promise.all([
      startEvmChains({ ports, registryUrl: urls.registry, nftPreviewUrl: `${urls.api}/devnet/images/free-airdrop-nft.svg` }).then(
        (started) => (stops.push(started.stop), started),
      ),
      startSolana({ port: options.randomPorts && !options.ports?.solana ? 0 : ports.solana, registryUrl: urls.registry, log }).then(
        (started) => (stops.push(started.stop), started),
      ),
    ]);
    urls.evm = evm.urls;
    urls.solana = { http: solana.rpcUrl, ws: solana.wsUrl };
    ports.solana = Number(new URL(solana.rpcUrl).port);
    log(`evm chains  ${evm.urls[31337]} (31337), ${evm.urls[31338]} (31338)`);
    log(`solana      ${solana.rpcUrl} (ws ${solana.wsUrl}, ${solana.caipNetworkId})`);

    // The auth service (embedded accounts) on its own origin; its mail ("mail to x@y: code …") goes to the log.
    await release('auth');
    const auth = await startAuthService({
      port: ports.auth,
      evm,
      solana,
      allowedOrigins: () => projectConfig.get(origin).allowedOrigins,
      log,
    });
    stops.push(auth.stop);
    urls.auth = auth.url;
    template.authUrl = auth.url;
    log(`auth        ${auth.url} (secure site ${auth.url}/sdk, mailbox ${auth.url}/__devnet/mailbox)`);

    // The blockchain-service stand-in (/api) computes its answers from every chain.
    const chainSources = [...evm.sources, solana.source, ...(options.extraChainSources ?? [])];
    const api = createBlockchainApi({
      sources: chainSources,
      apiUrl: urls.api,
      holders: evm.holders,
      solanaHolders: solana.keys.map((key) => key.address),
      contracts: evm.contracts,
      solana,
      onrampDelayMs: options.onrampDelayMs ?? 2000,
    });
    stops.push(async () => api.stop());

    // What the demo page and the demo wallets are configured with.
    Object.assign(template, {
      evmA: evm.urls[31337],
      evmB: evm.urls[31338],
      solanaRpc: solana.rpcUrl,
      solanaWs: solana.wsUrl,
      solanaNetwork: solana.caipNetworkId,
      solanaWalletSecretKey: solana.keys[0].secretKey,
      // The WalletConnect wallet page's Solana account: demo key 2 (key 0 is the Devnet Solana Wallet's, key 1 bob's).
      walletConnectSolanaKey: JSON.stringify(solana.keys[2].secretKey),
      projectId: DEVNET_PROJECT_ID,
      networks: ['eip155:31337', 'eip155:31338', solana.caipNetworkId].join(','),
      // The devnet exchange's router (the same address on both anvils): the page allows Swap to call it.
      swapRouter: evm.contracts.router.toLowerCase(),
    });
    // The fault layer stays first: it wraps every /api and /registry handler after it.
    const faults = createFaultLayer();
    // The reference sign-in backend (signin-url), on the page's own origin: its cookie is first-party.
    const signIn = createSignInService({ rpcUrls: evm.urls, solanaNetwork: solana.caipNetworkId });
    template.signinUrl = `${origin}${SIGN_IN_PREFIX}`;
    const handlers = [
      faults.handler,
      projectControl(projectConfig),
      analytics.handler,
      walletPage({ template }),
      ...exampleHosts({ template }),
      ...quickstartPages(),
      staticFiles({
        prefixes: ['/demo/', '/dist/'],
        template,
        policy: (url) => (url.searchParams.has('csp') ? strictPolicy(urls) : undefined),
      }),
      ...(options.extraStatic ?? []).map(({ prefix, dir }) => directoryFiles({ prefix, dir, template })),
      registry,
      wallets,
      signIn.handler,
      api.handler,
    ];
    await release('http');
    const http = await startHttpServer({ port: ports.http, handlers });
    stops.push(http.stop);
    log(`api         ${urls.api}`);
    log(`registry    ${urls.registry} (wallet scripts at ${origin}/devnet-wallets/)`);
    log(`analytics   ${urls.analytics}/e (received: ${origin}/__devnet/analytics)`);
    log(`relay       ${urls.relay}`);
    log(`WC wallet   ${urls.wallet}`);
    log(`demo page   ${urls.demo}`);
    for (const [name, page] of Object.entries(EXAMPLE_PAGES)) log(`${name.padEnd(11)} ${origin}${page}`);
    // The auth faucet's holder sends on its own (anvil picks its nonces): the batch, with explicit nonces, leaves it out.
    const historySenders = evm.holders.filter((_, index) => index !== FAUCET_ACCOUNT_INDEX);
    /** `count` transfers (ETH and dUSDC by turns) to `address` on one anvil, mined at once. */
    const generateHistory = ({ address, count, chainId = 31337 }) => {
      if (!evm.urls[chainId]) throw new RangeError(`no devnet EVM chain ${chainId}`);
      return generateEvmHistory({ rpcUrl: evm.urls[chainId], address, count, holders: historySenders, token: evm.contracts.dUSDC });
    };
    const authPart = { url: auth.url, mailbox: auth.mailbox, advanceClock: auth.advanceClock, account: auth.account };
    return {
      ports,
      urls,
      stop,
      faults,
      signIn: { url: `${origin}${SIGN_IN_PREFIX}`, sessions: signIn.sessions, nonces: signIn.nonces },
      contracts: evm.contracts,
      evm,
      solana,
      identities: api.identities,
      names: api.names,
      sessions: api.sessions,
      generateHistory,
      auth: authPart,
      projectConfig: { set: projectConfig.set, reset: projectConfig.reset, get: () => projectConfig.get(origin) },
      registryCatalog: registry.catalog,
      analytics: { received: analytics.received, clear: analytics.clear, forbid: analytics.forbid },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

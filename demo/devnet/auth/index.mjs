// The devnet's auth service, on its own origin: the stand-in of the hosted secure site (protocol version
// 4, docs/secure-site-protocol.md): the /sdk frame page and its script, the /loading pop-up and the
// new-device page (sdk-page.mjs, sdk/), the JSON API the frame calls (sdk-api.mjs), the consent and
// Farcaster approval pages, the devnet mailbox and a controlled clock. startDevnet starts it once the
// chains are up; see README "The devnet".
import { createPublicClient, http } from 'viem';
import { startHttpServer } from '../server.mjs';
import { readBody } from '../api/http.mjs';
import { FACTORY_ABI } from './account-abi.mjs';
import { createAccounts } from './accounts.mjs';
import { createClock } from './clock.mjs';
import { consentPages } from './consent.mjs';
import { createEmailCodes } from './email.mjs';
import { createDevices } from './devices.mjs';
import { createFaucet, FAUCET_ACCOUNT_INDEX } from './faucet.mjs';
import { createFlows } from './flows.mjs';
import { sendJson } from './http.mjs';
import { PAGE_CSS } from './pages.mjs';
import { sdkApi } from './sdk-api.mjs';
import { sdkPages } from './sdk-page.mjs';

export { FAUCET, FAUCET_ACCOUNT_INDEX } from './faucet.mjs';

/** GET /__devnet/mailbox?to=, POST /__devnet/clock {advanceMs}, and the pages' /auth.css and /close.js. */
function devnetRoutes({ codes, clock }) {
  const text = (res, type, body) => {
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
    res.end(body);
  };
  return async (req, res, url) => {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /__devnet/mailbox') sendJson(res, 200, codes.mailTo(url.searchParams.get('to') ?? undefined));
    else if (route === 'POST /__devnet/clock') {
      let advanceMs;
      try {
        ({ advanceMs } = JSON.parse(await readBody(req, 1000)));
      } catch {
        // answered below
      }
      if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0)
        sendJson(res, 400, { error: 'advanceMs must be a number of ms ≥ 0' });
      else sendJson(res, 200, { now: clock.advance(advanceMs) });
    } else if (route === 'GET /auth.css') text(res, 'text/css', PAGE_CSS);
    else if (route === 'GET /close.js') text(res, 'text/javascript', 'window.close();\n');
    else return false;
    return true;
  };
}

/**
 * Starts the auth service on 127.0.0.1:`port`.
 * @param {{port: number, evm: {urls: Record<number, string>, contracts: Record<string, `0x${string}`>, holders: `0x${string}`[]},
 *   solana: {rpcUrl: string, caipNetworkId: string, deliver: Function}, allowedOrigins?: () => string[],
 *   log?: (line: string) => void}} options
 *   allowedOrigins: the project's allowlist now (the /sdk frame's frame-ancestors, with loopback).
 */
export async function startAuthService({ port, evm, solana, allowedOrigins = () => [], log = () => {} }) {
  const url = `http://127.0.0.1:${port}`;
  const clock = createClock();
  const evmUrls = Object.values(evm.urls);
  const factory = evm.contracts.accountFactory;
  const chainA = createPublicClient({ transport: http(evmUrls[0]) });
  const fund = createFaucet({ evmUrls, dUSDC: evm.contracts.dUSDC, holder: evm.holders[FAUCET_ACCOUNT_INDEX], solana });
  const accounts = createAccounts({
    factory,
    smartAccountOf: (owner) => chainA.readContract({ address: factory, abi: FACTORY_ABI, functionName: 'getAddress', args: [owner] }),
    fund,
  });
  const codes = createEmailCodes({ clock, log });
  const flows = createFlows({ clock, authUrl: url });
  const devices = createDevices({ clock, authUrl: url, codes });
  const chains = Object.fromEntries([
    ...Object.entries(evm.urls).map(([chainId, rpcUrl]) => [`eip155:${chainId}`, rpcUrl]),
    [solana.caipNetworkId, solana.rpcUrl],
  ]);
  const smartAccountChains = Object.keys(evm.urls).map(Number);
  const handlers = [
    sdkPages({ authUrl: url, chains, smartAccountChains, allowedOrigins, devices }),
    sdkApi({ codes, flows, accounts, devices }),
    consentPages(flows),
    devnetRoutes({ codes, clock }),
  ];
  const server = await startHttpServer({ port, handlers });
  return {
    url,
    /** The mail the mailbox holds for `email` (every mail without it), oldest first. */
    mailbox: (email) => codes.mailTo(email),
    /** Moves the service's clock forward by `ms`; resolves with its new time. */
    advanceClock: (ms) => clock.advance(ms),
    /** The public part of an identity's account (`ada@example.com`, `google:ada@example.com`) in the project `projectId`, if it signed in there. */
    account: (identity, projectId) => accounts.lookup(identity, projectId),
    stop: server.stop,
  };
}

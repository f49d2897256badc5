// The blockchain-service stand-in mounted at /api: the hosted paths and
// shapes, computed from the chain sources (two anvils, solana when present).
import { balancesOf } from './balance.mjs';
import { convertRoutes } from './convert.mjs';
import { fungiblePrices } from './fungible-price.mjs';
import { historyPage } from './history.mjs';
import { answerPreflight, readJson, sendError, sendJson } from './http.mjs';
import { createIdentityRegistry } from './identity.mjs';
import { serveImage } from './images.mjs';
import { createNameTable, seedDevnetNames } from './names.mjs';
import { createOnramp } from './onramp.mjs';
import { registerRoute } from './name-register.mjs';
import { profileRoutes } from './profile.mjs';
import { proxyJsonRpc } from './rpc-proxy.mjs';
import { createSignatureVerifier } from './signatures.mjs';
import { createSmartSessions } from './smart-sessions.mjs';

const ACCOUNT_ROUTE = /^\/v1\/account\/([^/]+)\/(balance|history)$/;
const IDENTITY_ROUTE = /^\/v1\/identity\/([^/]+)$/;

/** The sources that answer for `address`, restricted to `chainId` when given; a string when none can. */
function sourcesFor(sources, address, chainId) {
  const chosen = chainId ? sources.filter((source) => source.caipNetworkId === chainId) : sources;
  if (chainId && chosen.length === 0) return `unsupported chainId ${chainId}`;
  const valid = chosen.filter((source) => source.isAddress(address));
  return valid.length > 0 ? valid : `invalid address ${address}`;
}

async function answerAccount(req, res, url, sources, onramp, [, address, kind]) {
  const chainId = url.searchParams.get('chainId') || undefined;
  const chosen = sourcesFor(sources, decodeURIComponent(address), chainId);
  if (typeof chosen === 'string') return sendError(req, res, 400, chosen.startsWith('invalid') ? 'address' : 'chainId', chosen);
  if (kind === 'balance') {
    const currency = url.searchParams.get('currency') ?? 'usd';
    if (currency !== 'usd') return sendError(req, res, 400, 'currency', `unsupported currency ${currency}`);
    return sendJson(req, res, 200, await balancesOf(chosen, address));
  }
  // `onramp=<provider>`: that provider's purchases for the address, not the chain's transactions.
  const provider = url.searchParams.get('onramp');
  if (provider) {
    try {
      return sendJson(req, res, 200, onramp.historyOf(decodeURIComponent(address), provider, chainId));
    } catch (error) {
      if (error instanceof onramp.BadRequest) return sendError(req, res, 400, error.field, error.message);
      throw error;
    }
  }
  try {
    return sendJson(req, res, 200, await historyPage(chosen, address, { cursor: url.searchParams.get('cursor') || undefined }));
  } catch (error) {
    if (error instanceof TypeError) return sendError(req, res, 400, 'cursor', error.message);
    throw error;
  }
}

async function answerFungiblePrice(req, res, sources) {
  const body = await readJson(req);
  if (!Array.isArray(body?.addresses)) return sendError(req, res, 400, 'addresses', 'addresses must be an array of CAIP-10 ids');
  if ((body.currency ?? 'usd') !== 'usd') return sendError(req, res, 400, 'currency', `unsupported currency ${body.currency}`);
  return sendJson(req, res, 200, await fungiblePrices(sources, body.addresses));
}

function answerRpc(req, res, url, sources) {
  const chainId = url.searchParams.get('chainId');
  const source = sources.find((candidate) => candidate.caipNetworkId === chainId);
  if (!source) return sendError(req, res, 400, 'chainId', `unsupported chainId ${chainId}`);
  return proxyJsonRpc(req, res, source);
}

/**
 * @param {{sources: object[], apiUrl: string, holders?: string[], solanaHolders?: string[], contracts?: Record<string, string>,
 *   solana?: {mint: string, deliver: Function}, onrampDelayMs?: number, zones?: string[]}} options
 *   `sources` are chain sources (the devnet contract); `holders` the EVM dev accounts and
 *   `solanaHolders` the Solana demo keys' addresses (the name table's seed uses both). The on-ramp pays EVM
 *   purchases from `holders[5]` (anvil assigns its nonces, so tests sending from it too do not collide) and
 *   Solana ones through `solana.deliver`.
 *   Names are registered (POST /v1/profile/account) in `zones` (default the devnet's) and smart sessions revoked with signatures checked on the
 *   eip155 sources' chains.
 * @returns {{handler: (req, res, url) => Promise<boolean>, identities: ReturnType<typeof createIdentityRegistry>,
 *   names: ReturnType<typeof createNameTable>, sessions: {create: Function, list: Function}}}
 */
export function createBlockchainApi({ sources, apiUrl, holders = [], solanaHolders = [], contracts = {}, solana, onrampDelayMs, zones }) {
  const names = createNameTable({ zones });
  seedDevnetNames(names, { evmAccount: holders[0], solanaAccount: solanaHolders[1], imagesUrl: `${apiUrl}/devnet/images` });
  const identities = createIdentityRegistry({ names });
  const signatures = createSignatureVerifier(sources);
  const sessions = createSmartSessions({ signatures });
  const onramp = createOnramp({ sources, apiUrl, contracts, treasury: holders[5], solana, delayMs: onrampDelayMs });
  const evmSource = sources.find((source) => source.namespace === 'eip155');
  const answerIdentity = (req, res, _url, [, address]) => {
    const plain = decodeURIComponent(address);
    if (!evmSource?.isAddress(plain)) return sendError(req, res, 400, 'address', `invalid address ${plain}`);
    return sendJson(req, res, 200, identities.lookup(plain));
  };
  // Only HTTP is proxied; the stand-in has no WebSocket RPC proxy.
  const answerSupportedChains = (req, res) => sendJson(req, res, 200, { http: sources.map((source) => source.caipNetworkId), ws: [] });
  const routes = [
    ['GET', ACCOUNT_ROUTE, (req, res, url, match) => answerAccount(req, res, url, sources, onramp, match)],
    ['GET', IDENTITY_ROUTE, answerIdentity],
    ['GET', /^\/v1\/supported-chains$/, answerSupportedChains],
    ...profileRoutes(names),
    registerRoute({ names, signatures }),
    ...sessions.routes,
    ...convertRoutes(sources),
    ...onramp.routes,
    ['POST', /^\/v1\/fungible\/price$/, (req, res) => answerFungiblePrice(req, res, sources)],
    ['POST', /^\/v1\/?$/, (req, res, url) => answerRpc(req, res, url, sources)],
  ];

  return {
    identities,
    names,
    sessions: { create: sessions.create, list: sessions.list },
    stop: onramp.stop,
    handler: async (req, res, url) => {
      if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) return false;
      const path = url.pathname.slice('/api'.length);
      if (req.method === 'OPTIONS') {
        answerPreflight(req, res);
        return true;
      }
      if (serveImage(req, res, path)) return true;
      for (const [method, pattern, answer] of routes) {
        const match = req.method === method && pattern.exec(path);
        if (!match) continue;
        try {
          await answer(req, res, url, match);
        } catch (error) {
          // Still a hosted-shaped, CORS-readable answer when a chain is down.
          if (res.headersSent) res.destroy();
          else sendError(req, res, 500, 'internal', String(error?.message ?? error));
        }
        return true;
      }
      return false;
    },
  };
}

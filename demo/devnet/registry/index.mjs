// The wallet-registry stand-in, mounted at /registry: getWallets, images, the
// AppKit project config, allowed origins and analytics config, with CORS.
import { createWalletCatalog, DEFAULT_WALLET_COUNT } from './catalog.mjs';
import { imageFor } from './images.mjs';
import { parseWalletQuery, queryWallets } from './query.mjs';
import { createProjectSettings } from './project.mjs';

export { DEVNET_WALLET_IDS } from './catalog.mjs';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-max-age': '600',
};
const IMAGE_ROUTES = [
  ['/getWalletImage/', 'wallet'],
  ['/public/getAssetImage/', 'asset'],
  ['/public/getCurrencyImage/', 'currency'],
  ['/public/getTokenImage/', 'token'],
];

function sendJson(res, status, body) {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** A wallet as the hosted registry sends it; root-relative links become absolute. */
function toWalletEntry(wallet, origin, mount) {
  const absolute = (link) => (link?.startsWith('/') ? `${origin}${link}` : link);
  return {
    ...wallet,
    homepage: absolute(wallet.homepage),
    mobile_link: absolute(wallet.mobile_link),
    desktop_link: absolute(wallet.desktop_link),
    webapp_link: absolute(wallet.webapp_link),
    image_id: wallet.id,
    image_url: `${origin}${mount}/getWalletImage/${wallet.id}`,
  };
}

/**
 * Deep links follow the hosted convention `${link}wc?uri=<encoded wc: URI>`;
 * this hop sends them on to the demo WalletConnect wallet page, `/wallet?uri=`.
 */
function redirectToWalletPage(res, url) {
  const uri = url.searchParams.get('uri');
  const target = uri ? `${url.origin}/wallet?uri=${encodeURIComponent(uri)}` : `${url.origin}/wallet`;
  res.writeHead(302, { ...CORS, location: target, 'cache-control': 'no-store' });
  res.end();
}

/**
 * @param {{walletCount?: number, longWalletNames?: boolean, solanaNetwork?: string | (() => string | undefined), mount?: string,
 *   project?: ReturnType<typeof createProjectSettings>}} [options]
 *   longWalletNames: the generated wallets get long names (see createWalletCatalog).
 *   project: the project's hosted settings (./project.mjs) the config, origins and analytics-config routes answer from.
 *   solanaNetwork may be a getter: the catalog is built on the first request, once the Solana part knows its id.
 */
export function registryHandler({
  walletCount,
  longWalletNames = false,
  solanaNetwork,
  mount = '/registry',
  project = createProjectSettings(),
} = {}) {
  const sizeOf = (count) => (Number.isSafeInteger(count) && count > 0 ? count : DEFAULT_WALLET_COUNT);
  const started = { walletCount: sizeOf(walletCount), longWalletNames };
  let shape = started;
  const networkNow = () => (typeof solanaNetwork === 'function' ? solanaNetwork() : solanaNetwork);
  let catalog;
  const currentCatalog = () => {
    const network = networkNow();
    if (!catalog || catalog.network !== network || catalog.shape !== shape) {
      const wallets = createWalletCatalog({ ...shape, solanaNetwork: network });
      catalog = { network, shape, wallets, byId: new Map(wallets.map((wallet) => [wallet.id, wallet])) };
    }
    return catalog;
  };

  const routes = {
    '/getWallets': (req, res, url) => {
      const { wallets } = currentCatalog();
      const { data, count } = queryWallets(wallets, parseWalletQuery(url.searchParams));
      sendJson(res, 200, { count, data: data.map((wallet) => toWalletEntry(wallet, url.origin, mount)) });
    },
    '/appkit/v1/config': (req, res, url) => sendJson(res, 200, project.get(url.origin).config),
    '/projects/v1/origins': (req, res, url) => sendJson(res, 200, { allowedOrigins: project.get(url.origin).allowedOrigins }),
    '/getAnalyticsConfig': (req, res, url) => sendJson(res, 200, { isAnalyticsEnabled: project.get(url.origin).isAnalyticsEnabled }),
    '/deeplink/walletconnect/': (req, res, url) => redirectToWalletPage(res, url),
    '/deeplink/walletconnect/wc': (req, res, url) => redirectToWalletPage(res, url),
  };

  const serveImage = (req, res, kind, id) => {
    const { byId, network } = currentCatalog();
    const svg = imageFor(kind, id, { findWallet: (walletId) => byId.get(walletId), solanaReference: network?.split(':')[1] });
    if (!svg) return sendJson(res, 404, { error: 'unknown image', kind, id });
    res.writeHead(200, { ...CORS, 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400, immutable' });
    res.end(req.method === 'HEAD' ? undefined : svg);
  };

  const handle = async (req, res, url) => {
    if (url.pathname !== mount && !url.pathname.startsWith(`${mount}/`)) return false;
    if (req.method === 'OPTIONS') {
      const requested = req.headers['access-control-request-headers'];
      res.writeHead(204, { ...CORS, ...(requested ? { 'access-control-allow-headers': requested } : {}) });
      res.end();
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'method not allowed' });
      return true;
    }
    const path = url.pathname.slice(mount.length);
    const image = IMAGE_ROUTES.find(([prefix]) => path.startsWith(prefix));
    if (image) {
      serveImage(req, res, image[1], decodeURIComponent(path.slice(image[0].length)));
      return true;
    }
    const route = routes[path];
    if (!route) {
      sendJson(res, 404, { error: 'not found', path: url.pathname });
      return true;
    }
    route(req, res, url);
    return true;
  };
  /**
   * The catalog's size and naming from now on (a test's own, on a devnet its worker shares); `reset()` goes back to
   * the options the devnet started with.
   */
  const catalogControl = {
    set: (next = {}) => {
      shape = {
        walletCount: sizeOf(next.walletCount ?? started.walletCount),
        longWalletNames: next.longWalletNames ?? started.longWalletNames,
      };
    },
    reset: () => {
      shape = started;
    },
  };
  return Object.assign(handle, { catalog: catalogControl });
}

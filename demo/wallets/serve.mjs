// Serves the demo wallets as browser modules at /devnet-wallets/{injected,solana}.js,
// bundled with esbuild on first request and cached. Devnet defaults (RPC URLs,
// Solana chain and key) are baked in as globalThis.__DEVNET_WALLET_DEFAULTS__: the bundle (one for
// every devnet, kept on disk) reads them from a module-scoped constant its first line declares.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBrowserBundle } from '../devnet/bundle.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ENTRIES = {
  'injected.js': path.join(HERE, 'injected/index.mjs'),
  'solana.js': path.join(HERE, 'solana/index.mjs'),
};

/** The constant the defaults are declared as, in the bundle's module scope (not a page global). */
const DEFAULTS = '__devnetWalletDefaults';

/** Bundles one wallet entry with the devnet's defaults baked in. */
export async function bundleWallet(entry, defaults = {}) {
  const code = await cachedBrowserBundle(entry, { define: { 'globalThis.__DEVNET_WALLET_DEFAULTS__': DEFAULTS } });
  return Buffer.concat([Buffer.from(`const ${DEFAULTS} = ${JSON.stringify(defaults)};\n`), code]);
}

/**
 * @param {{defaults?: () => object, mount?: string}} [options] defaults is read at the first request,
 *   when every devnet part has started; see demo/wallets/README.md for its shape.
 */
export function walletScripts({ defaults = () => ({}), mount = '/devnet-wallets/' } = {}) {
  const bundles = new Map();
  return async (req, res, url) => {
    if (!url.pathname.startsWith(mount) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const entry = ENTRIES[url.pathname.slice(mount.length)];
    if (!entry) return false;
    if (!bundles.has(entry)) {
      const pending = bundleWallet(entry, defaults());
      pending.catch(() => bundles.delete(entry));
      bundles.set(entry, pending);
    }
    const code = await bundles.get(entry);
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
    res.end(req.method === 'HEAD' ? undefined : code);
    return true;
  };
}

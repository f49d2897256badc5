// Serves the demo WalletConnect wallet: /wallet is demo/wallet/index.html with
// the devnet's URLs filled in, /wallet/wallet.js its bundle, built on first use.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { buildOptions } from '../../../esbuild.config.mjs';
import { staticFiles } from '../server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function bundleWallet() {
  return esbuild
    .build({
      entryPoints: [path.join(ROOT, 'demo/wallet/wallet.mjs')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: buildOptions.target,
      minify: true,
      // WalletConnect reads `global`; the element's build defines the same.
      define: buildOptions.define,
      logLevel: 'warning',
    })
    .then((result) => result.outputFiles[0].contents);
}

/** The /wallet handler; `template` supplies relayUrl, evmA and evmB. */
export function walletPage({ template }) {
  const page = staticFiles({ prefixes: ['/demo/wallet/'], index: '/demo/wallet/index.html', template });
  let bundle;
  return async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (url.pathname === '/wallet' || url.pathname === '/wallet/') return page(req, res, new URL('/', url));
    if (url.pathname !== '/wallet/wallet.js') return false;
    bundle ??= bundleWallet();
    const body = await bundle.catch((error) => {
      bundle = undefined;
      throw error;
    });
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

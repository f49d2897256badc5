// Serves the demo WalletConnect wallet: /wallet is demo/wallet/index.html with
// the devnet's URLs filled in, /wallet/wallet.js its bundle, built on first use. /wallet/wc?uri=
// (the deep-link form a phone follows) is the same page: it pairs with that URI on load.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleRoute } from '../bundle.mjs';
import { staticFiles } from '../server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The /wallet handler; `template` supplies relayUrl, evmA and evmB. */
export function walletPage({ template }) {
  const page = staticFiles({ prefixes: ['/demo/wallet/'], index: '/demo/wallet/index.html', template });
  const script = bundleRoute('/wallet/wallet.js', path.join(ROOT, 'demo/wallet/wallet.mjs'));
  return async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (url.pathname === '/wallet' || url.pathname === '/wallet/' || url.pathname === '/wallet/wc')
      return page(req, res, new URL('/', url));
    return script(req, res, url);
  };
}

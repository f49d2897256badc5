// The example hosts the devnet serves beside the plain-HTML demo: each a small real app whose
// bundle is built on first request from demo/examples/<name>/, against the built package
// (`wallet-modal`, `wallet-modal/react`, `wallet-modal/wagmi`: dist/, as a host's bundler resolves them).
// Their pages are demo/examples/<name>/index.html, served and filled in like the demo's, but for the
// server-rendered one, whose page react-dom/server renders on each request (ssr-react/server.tsx).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleRoute } from './bundle.mjs';
import { importForNode } from './node-module.mjs';

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../examples');

/** React + wagmi + TanStack Query; server-rendered React (its page rendered here, its client hydrating it). */
export const exampleHosts = ({ template }) => [
  bundleRoute('/examples/react-wagmi/app.js', path.join(EXAMPLES, 'react-wagmi/main.tsx')),
  bundleRoute('/examples/ssr-react/client.js', path.join(EXAMPLES, 'ssr-react/client.tsx'), {
    // React's development build: it is the one that reports a hydration mismatch.
    'process.env.NODE_ENV': '"development"',
  }),
  serverRenderedPage(template),
];

const SSR_PAGE = '/demo/examples/ssr-react/';

/** The server-rendered page, with the demo's settings (`template`: the devnet's URLs). */
function serverRenderedPage(template) {
  let renderer;
  return async (req, res, url) => {
    if (url.pathname !== SSR_PAGE || req.method !== 'GET') return false;
    renderer ??= importForNode(path.join(EXAMPLES, 'ssr-react/server.tsx')).catch((error) => {
      renderer = undefined;
      throw error;
    });
    const { renderPage } = await renderer;
    const settings = {
      projectId: template.projectId,
      networks: ['eip155:31337', 'eip155:31338'],
      apiUrl: template.apiUrl,
      registryUrl: template.registryUrl,
      analyticsUrl: template.analyticsUrl,
      relayUrl: template.relayUrl,
      authUrl: template.authUrl,
      customNetworks: [
        { caipNetworkId: 'eip155:31337', name: 'Devnet A', rpcUrl: template.evmA, nativeCurrency: ETHER },
        { caipNetworkId: 'eip155:31338', name: 'Devnet B', rpcUrl: template.evmB, nativeCurrency: ETHER },
      ],
    };
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(renderPage(settings, '/examples/ssr-react/client.js'));
    return true;
  };
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };

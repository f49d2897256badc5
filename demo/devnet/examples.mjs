// The example hosts the devnet serves beside the plain-HTML demo: each a small real app whose
// bundle is built on first request from demo/examples/<name>/main.ts(x) as a host's bundler would,
// code-split (scripts/host-bundle.mjs), against the built package (`wallet-modal`, `wallet-modal/react`,
// `/wagmi`, `/vue`, `/svelte`: its bundler build, dist/bundler/, resolved through package.json `exports`:
// one React, one viem). Their pages are one, demo/examples/page.html, filled in with the example and the devnet's
// addresses; but for the server-rendered React one, whose page react-dom/server renders on each request
// (ssr-react/server.tsx), its client hydrating it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sveltePlugin from 'esbuild-svelte';
import { hostBundleRoute } from './bundle.mjs';
import { importForNode } from './node-module.mjs';
import { sendFile } from './server.mjs';

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../examples');

/** Vue's compile-time flags, as a Vue host's bundler sets them. */
export const VUE_FLAGS = { __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' };

/** Each example: the name `npm start` prints it with, its page's title, its entry and how the devnet bundles it. */
const EXAMPLE_HOSTS = {
  // React + wagmi + TanStack Query.
  'react-wagmi': { label: 'React+wagmi', title: 'React + wagmi host', entry: 'react-wagmi/main.tsx' },
  // Vue 3, components as render functions.
  vue: { label: 'Vue', title: 'Vue host', entry: 'vue/main.ts', define: VUE_FLAGS },
  // Svelte 5, .svelte components compiled by esbuild-svelte.
  svelte: { label: 'Svelte', title: 'Svelte host', entry: 'svelte/main.ts', plugins: [sveltePlugin()] },
  // @wagmi/core alone, no framework: against @wagmi/core 3, and against 2 (the npm alias wagmi-core-2).
  'wagmi-core': { label: 'wagmi core 3', title: '@wagmi/core 3 host', entry: 'wagmi-core/main.ts' },
  'wagmi-core-2': {
    label: 'wagmi core 2',
    title: '@wagmi/core 2 host',
    entry: 'wagmi-core/main.ts',
    alias: { '@wagmi/core': 'wagmi-core-2' },
  },
};

const SSR_PAGE = '/demo/examples/ssr-react/';

/** The examples' pages, by the name `npm start` prints them with. */
export const EXAMPLE_PAGES = Object.fromEntries([
  ...Object.entries(EXAMPLE_HOSTS).map(([name, { label }]) => [label, `/demo/examples/${name}/index.html`]),
  ['React SSR', SSR_PAGE],
]);

/** Serves /demo/examples/<name>/index.html (page.html, filled in with `template` and the example) for each example. */
function examplePages(template) {
  return async (req, res, url) => {
    const name = /^\/demo\/examples\/([\w-]+)\/(index\.html)?$/.exec(url.pathname)?.[1];
    if (!name || !Object.hasOwn(EXAMPLE_HOSTS, name) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    return sendFile(req, res, EXAMPLES, '/page.html', { ...template, example: name, title: EXAMPLE_HOSTS[name].title });
  };
}

/** The examples' pages and bundles (each at /examples/<name>/app.js, its chunks beside it). */
export const exampleHosts = ({ template = {} } = {}) => [
  examplePages(template),
  ...Object.entries(EXAMPLE_HOSTS).map(([name, { entry, define, plugins, alias }]) =>
    hostBundleRoute(`/examples/${name}/`, path.join(EXAMPLES, entry), { define, plugins, alias }),
  ),
  // React's development build: it is the one that reports a hydration mismatch.
  hostBundleRoute('/examples/ssr-react/', path.join(EXAMPLES, 'ssr-react/client.tsx'), {
    name: 'client',
    define: { 'process.env.NODE_ENV': '"development"' },
  }),
  serverRenderedPage(template),
];

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

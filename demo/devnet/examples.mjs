// The example hosts the devnet serves beside the plain-HTML demo: each a small real app whose
// bundle is built on first request from demo/examples/<name>/main.ts(x), against the built package
// (`wallet-modal`, `wallet-modal/wagmi`, `/vue`, `/svelte`: dist/, as a host's bundler resolves them).
// Their pages are one, demo/examples/page.html, filled in with the example and the devnet's addresses.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sveltePlugin from 'esbuild-svelte';
import { bundleRoute } from './bundle.mjs';
import { sendFile } from './server.mjs';

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../examples');

/** Vue's compile-time flags, as a Vue host's bundler sets them. */
const VUE_FLAGS = { __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' };

/** Each example: the name `npm start` prints it with, its page's title, its entry and how the devnet bundles it. */
const EXAMPLE_HOSTS = {
  // React + wagmi + TanStack Query.
  'react-wagmi': { label: 'React+wagmi', title: 'React + wagmi host', entry: 'react-wagmi/main.tsx' },
  // Vue 3, components as render functions.
  vue: { label: 'Vue', title: 'Vue host', entry: 'vue/main.ts', define: VUE_FLAGS },
  // Svelte 5, .svelte components compiled by esbuild-svelte.
  svelte: { label: 'Svelte', title: 'Svelte host', entry: 'svelte/main.ts', plugins: [sveltePlugin()] },
};

/** The examples' pages, by the name `npm start` prints them with. */
export const EXAMPLE_PAGES = Object.fromEntries(
  Object.entries(EXAMPLE_HOSTS).map(([name, { label }]) => [label, `/demo/examples/${name}/index.html`]),
);

/** Serves /demo/examples/<name>/index.html (page.html, filled in with `template` and the example) for each example. */
function examplePages(template) {
  return async (req, res, url) => {
    const name = /^\/demo\/examples\/([\w-]+)\/(index\.html)?$/.exec(url.pathname)?.[1];
    if (!name || !Object.hasOwn(EXAMPLE_HOSTS, name) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    return sendFile(req, res, EXAMPLES, '/page.html', { ...template, example: name, title: EXAMPLE_HOSTS[name].title });
  };
}

/** The examples' pages and bundles (each bundle at /examples/<name>/app.js). */
export const exampleHosts = ({ template = {} } = {}) => [
  examplePages(template),
  ...Object.entries(EXAMPLE_HOSTS).map(([name, { entry, define, plugins }]) =>
    bundleRoute(`/examples/${name}/app.js`, path.join(EXAMPLES, entry), { define, plugins }),
  ),
];

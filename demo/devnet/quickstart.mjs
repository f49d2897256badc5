// README's quick starts (docs/quickstart/), served as the pages a host would make of them, so the
// tests run each snippet as it is shown: /quickstart/<name>/ for each. The script-tag page is the
// snippet with its CDN URL pointing at this build's dist/; the bundled ones are built on first
// request against the built package; the server-rendered one is rendered here on each request.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import sveltePlugin from 'esbuild-svelte';
import { hostBundleRoute } from './bundle.mjs';
import { VUE_FLAGS } from './examples.mjs';
import { importForNode } from './node-module.mjs';

const QUICKSTART = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/quickstart');
const CDN_SCRIPT = 'https://unpkg.com/wallet-modal/dist/wallet-modal.js';

/** A page: the snippet's markup in a document (the devnet's browser wallet installed, as a visitor's). */
const page = (title, body) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title><script type="module" src="/devnet-wallets/injected.js"></script></head>
<body>
${body}
</body>
</html>`;

/** The bundled quick starts: their entries, and what their bundlers add (Svelte's compiler, Vue's flags). */
const BUNDLED = {
  react: { entry: 'react.tsx' },
  'react-wagmi': { entry: 'react-wagmi.tsx' },
  vue: { entry: 'vue.ts', define: VUE_FLAGS },
  svelte: { entry: 'svelte/main.ts', plugins: [sveltePlugin()] },
};

function htmlRoute(pathname, render) {
  return async (req, res, url) => {
    if (url.pathname !== pathname || req.method !== 'GET') return false;
    const body = await render();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
    return true;
  };
}

export function quickstartPages() {
  let ssr;
  return [
    htmlRoute('/quickstart/script-tag/', async () => {
      const snippet = await readFile(path.join(QUICKSTART, 'script-tag.html'), 'utf8');
      if (!snippet.includes(CDN_SCRIPT)) throw new Error(`docs/quickstart/script-tag.html no longer loads ${CDN_SCRIPT}`);
      return page('Quick start: script tag', snippet.replace(CDN_SCRIPT, '/dist/wallet-modal.js'));
    }),
    ...Object.entries(BUNDLED).flatMap(([name, { entry, define, plugins }]) => [
      htmlRoute(`/quickstart/${name}/`, () =>
        page(`Quick start: ${name}`, `<div id="root"></div>\n<script type="module" src="/quickstart/${name}/app.js"></script>`),
      ),
      hostBundleRoute(`/quickstart/${name}/`, path.join(QUICKSTART, entry), { define, plugins }),
    ]),
    htmlRoute('/quickstart/ssr/', async () => {
      ssr ??= importForNode(path.join(QUICKSTART, 'ssr/server.tsx')).catch((error) => {
        ssr = undefined;
        throw error;
      });
      const { renderApp } = await ssr;
      return page(
        'Quick start: server-rendered React',
        `<div id="root">${renderApp()}</div>\n<script type="module" src="/quickstart/ssr/client.js"></script>`,
      );
    }),
    // React's development build: it is the one that reports a hydration mismatch.
    hostBundleRoute('/quickstart/ssr/', path.join(QUICKSTART, 'ssr/client.tsx'), {
      name: 'client',
      define: { 'process.env.NODE_ENV': '"development"' },
    }),
  ];
}

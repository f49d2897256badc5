// Browser bundles the devnet builds on the fly (the demo wallet, test pages), kept on disk between
// devnets while what they are built from is unchanged (bundle-cache.mjs).
import * as esbuild from 'esbuild';
import { buildOptions } from '../../esbuild.config.mjs';
import { bundleAsHost } from '../../scripts/host-bundle.mjs';
import { cachedBundle } from './bundle-cache.mjs';

/** What makes two builds differ, for the cache: the entry, the options, the plugins by name, esbuild's version. */
const cacheKey = (kind, entry, options) => ({
  kind,
  entry,
  ...options,
  plugins: (options.plugins ?? []).map((plugin) => plugin.name),
  esbuild: esbuild.version,
});

/**
 * Bundles one ESM entry for the browser; `define` adds compile-time constants, `plugins` esbuild plugins (a framework's
 * compiler, such as esbuild-svelte), `alias` packages to resolve as others (another major's npm alias). Resolves to its bytes.
 */
export async function bundleForBrowser(entry, define = {}, plugins = [], alias = {}) {
  return (await buildForBrowser(entry, define, plugins, alias)).contents;
}

/** bundleForBrowser's build, with the files esbuild read. */
async function buildForBrowser(entry, define = {}, plugins = [], alias = {}) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: buildOptions.target,
    minify: true,
    // WalletConnect reads `global`; the element's build defines the same.
    define: { ...buildOptions.define, ...define },
    logLevel: 'warning',
    plugins,
    alias,
    metafile: true,
  });
  return { contents: result.outputFiles[0].contents, inputs: Object.keys(result.metafile.inputs) };
}

/** bundleForBrowser's bytes, from the disk cache when nothing they are built from changed. */
export async function cachedBrowserBundle(entry, { define, plugins, alias } = {}) {
  const files = await cachedBundle(cacheKey('browser', entry, { define, plugins, alias }), async () => {
    const { contents, inputs } = await buildForBrowser(entry, define, plugins, alias);
    return { files: new Map([['bundle.js', contents]]), inputs };
  });
  return files.get('bundle.js');
}

/** A handler serving the bundle of `entry` at `pathname`, built on first request and kept (`define`, `plugins`, `alias`: bundleForBrowser's). */
export function bundleRoute(pathname, entry, { define, plugins, alias } = {}) {
  let bundle;
  return async (req, res, url) => {
    if (url.pathname !== pathname || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    bundle ??= cachedBrowserBundle(entry, { define, plugins, alias }).catch((error) => {
      bundle = undefined;
      throw error;
    });
    const body = await bundle;
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

/**
 * A handler serving an app built from `entry` as its host's bundler would (scripts/host-bundle.mjs, with
 * its `options`): `<prefix><name>.js` (app.js unless named) and its chunks (`<prefix>chunks/…`), built on
 * first request and kept.
 */
export function hostBundleRoute(prefix, entry, options = {}) {
  let bundle;
  return async (req, res, url) => {
    if (!url.pathname.startsWith(prefix) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    bundle ??= cachedBundle(cacheKey('host', entry, options), async () => {
      const { files, metafile } = await bundleAsHost(entry, options);
      return { files, inputs: Object.keys(metafile.inputs) };
    }).catch((error) => {
      bundle = undefined;
      throw error;
    });
    const body = (await bundle).get(url.pathname.slice(prefix.length));
    if (!body || !url.pathname.endsWith('.js')) return false;
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

// Bundles an app the way a host's own build would: esbuild, ESM, code-split (its `import()`s and
// those of its packages stay lazy), minified, `process.env.NODE_ENV` set to production (esbuild's
// default for a minified browser build) and nothing else defined; `wallet-modal` resolved through
// the package's own `exports`, as an installed package is. For the devnet's example hosts
// (demo/devnet/bundle.mjs), `npm run size` (what wallet-modal adds to an app) and the bundle test.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { buildOptions } from '../esbuild.config.mjs';

/** Where the outputs are said to be: nothing is written there, their paths are relative to it. */
const OUTDIR = path.resolve('.host-bundle');

/**
 * Builds `entry` (its output `<name>.js`) in memory; `define`, `plugins` and `alias` as esbuild takes them (a
 * framework's compiler, another major's npm alias).
 * @returns {Promise<{ files: Map<string, Uint8Array>, metafile: import('esbuild').Metafile }>} files by path relative to the output directory
 */
export async function bundleAsHost(entry, { name = 'app', define = {}, plugins = [], alias = {} } = {}) {
  const result = await esbuild.build({
    entryPoints: { [name]: entry },
    outdir: OUTDIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: buildOptions.target,
    minify: true,
    metafile: true,
    write: false,
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    plugins,
    alias,
    // A host's own compiler options, not this project's: its tsconfig maps `wallet-modal` to the sources (for the type
    // check), where a host resolves the installed package.
    tsconfigRaw: { compilerOptions: { jsx: 'react-jsx' } },
    logLevel: 'warning',
  });
  const relative = (file) => path.relative(OUTDIR, path.resolve(file)).split(path.sep).join('/');
  const files = new Map(result.outputFiles.map((file) => [relative(file.path), file.contents]));
  // The metafile's outputs and their imports, by the same relative paths.
  const outputs = Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([file, output]) => [
      relative(file),
      {
        ...output,
        imports: output.imports.map((imported) => (imported.external ? imported : { ...imported, path: relative(imported.path) })),
      },
    ]),
  );
  return { files, metafile: { ...result.metafile, outputs } };
}

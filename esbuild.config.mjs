// Builds dist/wallet-modal.js (the element) and dist/utils.js (pure helpers),
// ESM, minified, code-split so heavy dependencies load as lazy chunks, and
// dist/custom-elements.json. The declarations: scripts/declarations.mjs.
import * as esbuild from 'esbuild';
import { writeFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { writeManifest } from './scripts/custom-elements-manifest.mjs';
import { featureChunks } from './scripts/esbuild-feature-chunks.mjs';

export const buildOptions = {
  entryPoints: {
    'wallet-modal': 'src/element/index.ts',
    utils: 'src/utils.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
  minify: true,
  sourcemap: true,
  metafile: true,
  legalComments: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  define: {
    'process.env.NODE_ENV': '"production"',
    global: 'globalThis',
  },
  plugins: [featureChunks()],
  logLevel: 'warning',
};

export async function build(overrides = {}) {
  await rm('dist', { recursive: true, force: true });
  const result = await esbuild.build({ ...buildOptions, ...overrides });
  // For the size report and tests; not published (package.json `files`).
  await writeFile('dist/meta.json', JSON.stringify(result.metafile));
  await writeManifest();
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
  console.log('built dist/wallet-modal.js, dist/utils.js and dist/custom-elements.json');
}

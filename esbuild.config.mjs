// Builds two sets of files from the same entries (the element, `src/utils.ts` and the host bindings in
// HOST_ENTRIES):
//   - the script-tag build, dist/*.js: everything inside. dist/wallet-modal.js (the element), ESM,
//     minified, code-split so heavy dependencies load as lazy chunks and shaped so each step of a visit
//     loads few files (scripts/esbuild-chunk-shape.mjs); dist/utils.js (pure helpers, a build of its
//     own, so sharing modules with it splits no chunk of the element's); one file per host binding
//     (dist/react.js, dist/wagmi.js, dist/vue.js, dist/svelte.js), over the main entry and the host's framework;
//   - the bundler build, dist/bundler/*.js (package.json `exports`): the same entries, ESM, not
//     minified, every npm package a bare import (React, react-dom, viem, valtio, @solana/kit,
//     WalletConnect…: dependencies and peers, shared with the host), `import()` boundaries kept
//     (splitting) so the host's bundler keeps the lazy chunks lazy;
// and dist/custom-elements.json. The declarations: scripts/declarations.mjs.
import * as esbuild from 'esbuild';
import { writeFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { writeManifest } from './scripts/custom-elements-manifest.mjs';
import { barrelImports } from './scripts/esbuild-barrel-imports.mjs';
import { readChunkList, unlistedChunks } from './scripts/chunk-list.mjs';
import { chunkShape, shapeEntries } from './scripts/esbuild-chunk-shape.mjs';
import { fillModalFiles, MODAL_FILES_PLACEHOLDER } from './scripts/modal-files.mjs';
import { solanaErrorCodes } from './scripts/esbuild-solana-error-codes.mjs';

/** What loads when (src/state/chunks/list.ts). */
export const chunkList = await readChunkList();

/**
 * The button's root; the modal's; `intentRoots`, lazy entries the button's code loads only with the
 * modal, to be merged into the modal's chunks (none: the registry's and the hosted configuration's
 * entries importing the modal made their requests wait for the modal's evaluation, measured 20 → 80 ms
 * after the click); and `warmRoots`, the entries preloaded once the page is idle (the list's
 * WARM_CHUNKS, src/element/warm-modal.ts).
 */
export const ROOTS = {
  elementRoot: 'src/element/index.ts',
  modalRoot: chunkList.CHUNKS.modal.entry,
  intentRoots: [],
  warmRoots: chunkList.WARM_CHUNKS.map((name) => chunkList.CHUNKS[name].entry),
};

export const buildOptions = {
  entryPoints: { 'wallet-modal': ROOTS.elementRoot },
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
    // valtio reads Vite's flag (`import.meta.env ? import.meta.env.MODE : undefined`): without it, every useSnapshot
    // keeps a debug list of each path it read (one per wallet in AllWallets). Defined so the check folds away.
    'import.meta.env': 'true',
    'import.meta.env.MODE': '"production"',
    global: 'globalThis',
    WM_MODAL_FILES: MODAL_FILES_PLACEHOLDER,
  },
  logLevel: 'warning',
  plugins: [barrelImports(), solanaErrorCodes()],
};

/** dist/utils.js: pure functions, one file, nothing shared with the element's chunks. */
const utilsOptions = { ...buildOptions, entryPoints: { utils: 'src/utils.ts' }, splitting: false, metafile: false };

/** The host bindings import the package's main entry (one store per page, the element defined by it), never a copy. */
const mainEntryExternal = {
  name: 'main-entry-external',
  setup(build) {
    build.onResolve({ filter: /\/element(\/index(\.ts)?)?$/ }, ({ importer }) =>
      importer.includes('/src/hosts/') ? { path: './wallet-modal.js', external: true } : undefined,
    );
  },
};

/**
 * The host bindings (`wallet-modal/<name>`), each built as dist/<name>.js and dist/bundler/<name>.js over the
 * main entry beside it; `external`: the host's packages (peers) the script-tag file leaves out.
 */
export const HOST_ENTRIES = [
  /** The hooks and `<WalletModal>`, on the host's React. */
  { name: 'react', entry: 'src/hosts/react/index.ts', external: ['react'] },
  /** The wagmi connector, on the host's @wagmi/core and viem. */
  { name: 'wagmi', entry: 'src/hosts/wagmi/index.ts', external: ['@wagmi/core', 'viem'] },
  /** The composables, on the host's Vue. */
  { name: 'vue', entry: 'src/hosts/vue/index.ts', external: ['vue'] },
  /** The readable stores, on the host's svelte/store. */
  { name: 'svelte', entry: 'src/hosts/svelte/index.ts', external: ['svelte', 'svelte/*'] },
];

/** A host binding's script-tag file: one file, everything but the host's packages inside. */
const hostOptions = ({ name, entry, external }) => ({
  ...buildOptions,
  entryPoints: { [name]: entry },
  splitting: false,
  metafile: false,
  external,
  plugins: [mainEntryExternal],
});

/** Where the bundler build goes (package.json `exports`). */
export const BUNDLER_DIR = 'dist/bundler';

/**
 * The bundler build's options. Every package is a bare import (`packages: 'external'`), so neither the
 * barrel rewrite nor the @solana/errors one applies: the host's bundler tree-shakes its packages. Nothing
 * is defined but the modal's preload list, empty: the warm-up's `modulepreload` needs the script-tag
 * build's file names, and a host's bundler names its own chunks (src/element/warm-modal.ts then only
 * evaluates the modal once the page is idle, its `import()` loading what the host's bundler made). `process.env.NODE_ENV`, `import.meta.env` and `global` are not read by this code; the
 * packages that read them are the host's to build.
 */
export const bundlerOptions = {
  outdir: BUNDLER_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: buildOptions.target,
  packages: 'external',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  define: { WM_MODAL_FILES: '"[]"' },
  logLevel: 'warning',
};

/** The bundler build: the main entry and utils (one build, code-split), then each host binding over the main entry; returns the first build's metafile. */
async function buildForBundlers() {
  const options = { ...bundlerOptions, metafile: true, entryPoints: { 'wallet-modal': ROOTS.elementRoot } };
  const graph = await esbuild.build({ ...options, write: false });
  const main = await esbuild.build({ ...options, plugins: [chunkShape(shapeEntries(graph.metafile, ROOTS))] });
  await esbuild.build({ ...bundlerOptions, entryPoints: { utils: 'src/utils.ts' } });
  for (const { name, entry } of HOST_ENTRIES)
    await esbuild.build({ ...bundlerOptions, entryPoints: { [name]: entry }, plugins: [mainEntryExternal] });
  return main.metafile;
}

export async function build(overrides = {}) {
  await rm('dist', { recursive: true, force: true });
  const options = { ...buildOptions, ...overrides };
  // First the source graph (nothing written), then the build shaped by it.
  const graph = await esbuild.build({ ...options, write: false, minify: false, sourcemap: false });
  const unlisted = unlistedChunks(graph.metafile, chunkList);
  if (unlisted.length > 0) throw new Error(`chunks:\n  ${unlisted.join('\n  ')}`);
  const plugins = [...(options.plugins ?? []), chunkShape(shapeEntries(graph.metafile, ROOTS))];
  const result = await esbuild.build({ ...options, plugins });
  await fillModalFiles(result.metafile, ROOTS);
  await esbuild.build({ ...utilsOptions, ...overrides, entryPoints: utilsOptions.entryPoints });
  for (const host of HOST_ENTRIES) {
    const options = hostOptions(host);
    await esbuild.build({ ...options, ...overrides, entryPoints: options.entryPoints, plugins: options.plugins });
  }
  const bundlerMetafile = await buildForBundlers();
  // For the size report and tests; not published (package.json `files`).
  await writeFile('dist/meta.json', JSON.stringify(result.metafile));
  await writeManifest();
  return { ...result, bundlerMetafile };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
  const hosts = HOST_ENTRIES.map(({ name }) => `dist/${name}.js`).join(', ');
  console.log(`built dist/wallet-modal.js, dist/utils.js, ${hosts}, their bundler build in ${BUNDLER_DIR}/ and dist/custom-elements.json`);
}

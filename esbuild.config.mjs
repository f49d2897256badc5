// Builds dist/wallet-modal.js (the element), ESM, minified, code-split so heavy
// dependencies load as lazy chunks and shaped so each step of a visit loads few
// files (scripts/esbuild-chunk-shape.mjs); dist/utils.js (pure helpers, a build
// of its own, so sharing modules with it splits no chunk of the element's);
// dist/react.js (the React hooks, over the main entry and the host's React); dist/wagmi.js (the wagmi
// connector, over the main entry and the host's @wagmi/core and viem); dist/vue.js and dist/svelte.js (the
// composables and the readable stores, over the main entry and the host's Vue or Svelte); and
// dist/custom-elements.json. The declarations: scripts/declarations.mjs.
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

/** dist/react.js (`wallet-modal/react`): the hooks and `<WalletModal>`, on the host's React (a peer, not bundled). */
const reactOptions = {
  ...buildOptions,
  entryPoints: { react: 'src/hosts/react/index.ts' },
  splitting: false,
  metafile: false,
  external: ['react'],
  plugins: [mainEntryExternal],
};

/** dist/wagmi.js (`wallet-modal/wagmi`): the wagmi connector, on the host's @wagmi/core and viem (peers, not bundled). */
const wagmiOptions = {
  ...buildOptions,
  entryPoints: { wagmi: 'src/hosts/wagmi/index.ts' },
  splitting: false,
  metafile: false,
  external: ['@wagmi/core', 'viem'],
  plugins: [mainEntryExternal],
};

/** dist/vue.js (`wallet-modal/vue`): the composables, on the host's Vue (a peer, not bundled). */
const vueOptions = { ...reactOptions, entryPoints: { vue: 'src/hosts/vue/index.ts' }, external: ['vue'] };

/** dist/svelte.js (`wallet-modal/svelte`): the readable stores, on the host's svelte/store (a peer, not bundled). */
const svelteOptions = { ...reactOptions, entryPoints: { svelte: 'src/hosts/svelte/index.ts' }, external: ['svelte', 'svelte/*'] };

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
  await esbuild.build({ ...reactOptions, ...overrides, entryPoints: reactOptions.entryPoints, plugins: reactOptions.plugins });
  await esbuild.build({ ...wagmiOptions, ...overrides, entryPoints: wagmiOptions.entryPoints, plugins: wagmiOptions.plugins });
  for (const host of [vueOptions, svelteOptions])
    await esbuild.build({ ...host, ...overrides, entryPoints: host.entryPoints, plugins: host.plugins });
  // For the size report and tests; not published (package.json `files`).
  await writeFile('dist/meta.json', JSON.stringify(result.metafile));
  await writeManifest();
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
  console.log(
    'built dist/wallet-modal.js, dist/utils.js, dist/react.js, dist/wagmi.js, dist/vue.js, dist/svelte.js and dist/custom-elements.json',
  );
}

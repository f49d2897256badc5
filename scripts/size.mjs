// `npm run size`: raw / gzip / brotli bytes of the entry and every chunk,
// the initial load (the entry plus what it imports statically) and what each
// step of a visit adds. Fails over a budget, or when a feature's code (anything
// in src/react/features/<name>/ but its strings) loads before the feature opens. Then what the
// bundler build (dist/bundler/) adds to a React + wagmi + viem app built the way a host builds it
// (scripts/size-apps/, scripts/host-bundle.mjs): before the click and on intent.
import { readFile } from 'node:fs/promises';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { build, chunkList } from '../esbuild.config.mjs';
import { localeEntry, packagePath } from './chunk-list.mjs';
import { bundleAsHost } from './host-bundle.mjs';

const BUDGETS = {
  /** Gzip bytes of everything that loads before the visitor shows intent (started at 75 KB; 31 KB in 17 files before issue 18; see README). */
  // 26.4 KB before issue 24's kernel (1.4 KB) and issue 25's checks (0.5 KB) made it 28.3 KB; 26.5 KB since the English error
  // messages became a chunk of their own (2.2 KB, loaded when the page is idle or with the modal) and the parsers' type names left.
  // 26.7 KB before issue 27's store (0.7 KB): hosts use it before any element is on the page, so it loads with the entry.
  // 27.4 KB before issue 28's sign-in with the wallet (0.38 KB: the settings, its state, the store's `signIn`, `siwx`, the events),
  // issue 30's connect-order (its parser and table row, 0.2 KB: settings are parsed before anything else loads) and issue 29's
  // followed transactions (0.65 KB: the pending count, a host's addTransaction, the stored ones resumed, the `toasts` setting and
  // the toasts' loader).
  initial: 29.0 * 1024,
  /** Files of the initial load: the entry and the one chunk it shares with every lazy entry (scripts/esbuild-chunk-shape.mjs). */
  initialFiles: 2,
  /** Gzip bytes of any other lazy chunk. */
  lazyChunk: 150 * 1024,
  /**
   * Gzip bytes of everything the first sign of intent loads: the modal chunk and the shared chunks it imports (112 KB before issue 18;
   * 109.8 KB before issue 24's slices, which add 0.4 KB; 110.9 KB before issue 30's inline brand marks and social row, which add 0.9 KB; 111.9 KB before
   * issue 30's connect-order, Connect's sections in the host's order and a second wallet list, 0.1 KB).
   */
  // 111.9 KB before issue 28: the sign-in view's strings and route (its code is a chunk of its own), issue 30's connect-order, and
  // issue 29's toasts, whose chunk shares the message formatter and the activity rules with the modal (a shared file).
  // 112.6 KB before issue 28's WalletConnect one click (0.18 KB: the pairing asks the sign-in flow's chunk, which holds the rest)
  // and issue 30's compact Connect (0.2 KB).
  intent: 113.0 * 1024,
  /** Gzip bytes a connect adds (balances and identity) before the modal was opened (a restored session): 47 KB before issue 18. */
  connect: 15.5 * 1024,
  /** Gzip bytes of each translation (src/react/i18n/locales/<tag>.ts), loaded alone when its locale is in use. */
  locale: 12 * 1024,
  /**
   * Gzip bytes the bundler build adds to a React + wagmi + viem app (scripts/size-apps) built with esbuild as a host builds it,
   * before the click (the app's entry and its static imports): 30.8 KB in 7 more files when issue 27 made it (the script tag's
   * initial load is 27.4 KB; the host's build adds the wagmi connector and a few viem helpers, and splits into more files);
   * 32.1 KB with issue 28's sign-in, issue 29's followed transactions and issue 30's connect-order (their settings and state, as
   * in the script tag's); 32.27 KB once the connector follows what wagmi sends (issue 29: a wrapper of the wallet's
   * provider, 0.12 KB).
   */
  hostInitial: 32.6 * 1024,
  /** And on intent: the modal's lazy chunks the app had not loaded (44.6 KB in 13 files; 111.7 KB with the script tag's own React). */
  hostIntent: 46.0 * 1024,
};

/** A translation's chunk: one per locale file. */
const LOCALE_ENTRY = localeEntry(chunkList.LOCALE_CHUNKS);

/**
 * What each step of a visit adds (its lazy entry and the static imports not loaded yet), after
 * the steps it follows: each chunk of the list (src/state/chunks/list.ts) but those it leaves
 * unmeasured. Keys are esbuild entry points.
 */
const { CHUNKS } = chunkList;
const STEPS = Object.values(CHUNKS)
  .filter((chunk) => !chunk.unmeasured)
  .map((chunk) => ({
    name: chunk.when,
    entry: chunk.entry,
    after: (chunk.after ?? []).map((name) => CHUNKS[name].entry),
    budget: chunk.budget,
  }));

const ENTRY = 'dist/wallet-modal.js';

async function measure(file) {
  return measureBytes(await readFile(file));
}

function measureBytes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Files loaded with `file`: itself and its static imports, recursively. */
function staticClosure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement') staticClosure(outputs, imported.path, seen);
  }
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function sizeReport() {
  const { metafile, bundlerMetafile } = await build();
  const outputs = metafile.outputs;
  const files = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const initialFiles = staticClosure(outputs, ENTRY);
  const rows = [];
  for (const file of files) rows.push({ file, initial: initialFiles.has(file), ...(await measure(file)) });
  const initial = rows
    .filter((row) => row.initial)
    .reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
  const gzipOf = new Map(rows.map((row) => [row.file, row.gzip]));
  const entryOf = (file) => outputs[file].entryPoint && packagePath(outputs[file].entryPoint);
  const outputOf = (entry) => files.find((file) => entryOf(file) === entry);
  const steps = STEPS.map((step) => {
    const loaded = new Set(initialFiles);
    for (const before of step.after) for (const file of staticClosure(outputs, outputOf(before))) loaded.add(file);
    const output = outputOf(step.entry);
    if (!output) throw new Error(`size: no output for ${step.entry}`);
    const added = [...staticClosure(outputs, output)].filter((file) => !loaded.has(file));
    return { ...step, added, gzip: added.reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0), files: added.length };
  });
  const intentFiles = new Set(steps.find((step) => step.budget === 'intent').added);
  const locales = files
    .flatMap((file) => {
      const tag = LOCALE_ENTRY.exec(entryOf(file) ?? '')?.[1];
      if (!tag) return [];
      const added = [...staticClosure(outputs, file)].filter((loaded) => !initialFiles.has(loaded));
      return [{ tag, file, gzip: added.reduce((sum, loaded) => sum + (gzipOf.get(loaded) ?? 0), 0), files: added.length }];
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
  return {
    rows,
    initial,
    steps,
    locales,
    early: [...initialFiles, ...intentFiles].map((file) => [file, outputs[file]]),
    bundlerMetafile,
  };
}

/** A feature's code (all but its strings) loads only when the feature is opened, never with the button or the modal. */
const FEATURE_CODE = /^src\/react\/features\/[^/]+\/(?!strings\.ts$)/;

function featureCodeLoadedEarly(early) {
  return early.flatMap(([file, output]) =>
    Object.keys(output.inputs)
      .filter((input) => FEATURE_CODE.test(input))
      .map((input) => `${input} is in ${file}, which loads before its feature is opened`),
  );
}

/** Gzip bytes and file count of `files` (paths of a host build's outputs). */
const gzipTotal = (build, files) => ({
  gzip: [...files].reduce((sum, file) => sum + measureBytes(build.files.get(file)).gzip, 0),
  files: files.size ?? files.length,
});

/**
 * The app (scripts/size-apps) built as a host builds it, alone and with wallet-modal: what its initial load
 * gains, and what the modal's lazy chunks (the bundler build's output for the modal's entry) add on intent.
 */
async function hostAppReport(bundlerMetafile) {
  const modalFile = Object.entries(bundlerMetafile.outputs).find(([, output]) => output.entryPoint === CHUNKS.modal.entry)?.[0];
  if (!modalFile) throw new Error(`size: the bundler build has no output for ${CHUNKS.modal.entry}`);
  const [alone, withModal] = await Promise.all([
    bundleAsHost('scripts/size-apps/baseline.tsx'),
    bundleAsHost('scripts/size-apps/with-wallet-modal.tsx'),
  ]);
  const initialOf = (build) => staticClosure(build.metafile.outputs, 'app.js');
  const initial = initialOf(withModal);
  const modalOutput = Object.keys(withModal.metafile.outputs).find((file) => withModal.metafile.outputs[file].entryPoint === modalFile);
  if (!modalOutput) throw new Error(`size: the host app's build keeps no lazy chunk for ${modalFile}`);
  const intent = [...staticClosure(withModal.metafile.outputs, modalOutput)].filter((file) => !initial.has(file));
  return { alone: gzipTotal(alone, initialOf(alone)), withModal: gzipTotal(withModal, initial), intent: gzipTotal(withModal, intent) };
}

const { rows, initial, steps, locales, early, bundlerMetafile } = await sizeReport();
const failures = featureCodeLoadedEarly(early);
console.log('file'.padEnd(48), 'load'.padEnd(8), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
for (const row of rows.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip)) {
  const load = row.initial ? 'initial' : 'lazy';
  console.log(row.file.padEnd(48), load.padEnd(8), kb(row.raw).padStart(10), kb(row.gzip).padStart(10), kb(row.brotli).padStart(10));
  const budget = locales.some((locale) => locale.file === row.file) ? BUDGETS.locale : BUDGETS.lazyChunk;
  if (load === 'lazy' && row.gzip > budget) failures.push(`${row.file} is ${kb(row.gzip)} gzip, over its ${kb(budget)} budget`);
}
for (const [file, name, load] of [
  ['dist/utils.js', 'dist/utils.js (its own build: pure helpers)', 'utils'],
  ['dist/react.js', "dist/react.js (hooks, on the host's React)", 'react'],
  ['dist/vue.js', "dist/vue.js (composables, on the host's Vue)", 'vue'],
  ['dist/svelte.js', "dist/svelte.js (stores, on the host's Svelte)", 'svelte'],
]) {
  const size = await measure(file);
  console.log(name.padEnd(48), load.padEnd(8), kb(size.raw).padStart(10), kb(size.gzip).padStart(10), kb(size.brotli).padStart(10));
}
console.log('-'.repeat(90));
const initialCount = rows.filter((row) => row.initial).length;
console.log(
  `initial load (entry + static imports, ${initialCount} files)`.padEnd(57),
  kb(initial.raw).padStart(10),
  kb(initial.gzip).padStart(10),
  kb(initial.brotli).padStart(10),
);
if (initialCount > BUDGETS.initialFiles) failures.push(`the initial load is ${initialCount} files, over its ${BUDGETS.initialFiles}`);
console.log('\nwhat each step adds (gzip, its chunks not loaded by the steps before)');
for (const step of steps) {
  console.log(`${step.name.padEnd(57)} ${kb(step.gzip).padStart(10)}   ${step.files} file(s)`);
  if (step.budget && step.gzip > BUDGETS[step.budget])
    failures.push(`${step.name} adds ${kb(step.gzip)} gzip, over its ${kb(BUDGETS[step.budget])} budget`);
}
console.log('\neach translation, loaded alone when its locale is in use (gzip; English is built in)');
for (const locale of locales) {
  console.log(`${`locale ${locale.tag}`.padEnd(57)} ${kb(locale.gzip).padStart(10)}   ${locale.files} file(s)`);
  if (locale.gzip > BUDGETS.locale)
    failures.push(`locale ${locale.tag} adds ${kb(locale.gzip)} gzip, over its ${kb(BUDGETS.locale)} budget`);
  if (locale.files !== 1) failures.push(`locale ${locale.tag} loads ${locale.files} files: a translation must load alone`);
}
console.log(
  `budgets (gzip): locale ${kb(BUDGETS.locale)}, initial ${kb(BUDGETS.initial)} in ${BUDGETS.initialFiles} files, intent ${kb(BUDGETS.intent)}, connect ${kb(BUDGETS.connect)}, each lazy chunk ${kb(BUDGETS.lazyChunk)}`,
);
if (initial.gzip > BUDGETS.initial) failures.push(`initial load is ${kb(initial.gzip)} gzip, over the ${kb(BUDGETS.initial)} budget`);

const host = await hostAppReport(bundlerMetafile);
const added = host.withModal.gzip - host.alone.gzip;
const intentStep = steps.find((step) => step.budget === 'intent');
console.log('\nwhat wallet-modal adds to a React + wagmi + viem app built with esbuild as a host builds it (scripts/size-apps; gzip)');
console.log(`${'the app alone: before the click'.padEnd(57)} ${kb(host.alone.gzip).padStart(10)}   ${host.alone.files} file(s)`);
console.log(
  `${'the app with wallet-modal: before the click'.padEnd(57)} ${kb(host.withModal.gzip).padStart(10)}   ${host.withModal.files} file(s)`,
);
console.log(`${'wallet-modal adds before the click'.padEnd(57)} ${kb(added).padStart(10)}   (script tag: ${kb(initial.gzip)})`);
console.log(
  `${"wallet-modal adds on intent (the modal's lazy chunks)".padEnd(57)} ${kb(host.intent.gzip).padStart(10)}   ${host.intent.files} file(s) (script tag: ${kb(intentStep.gzip)})`,
);
console.log(`budgets (gzip): before the click ${kb(BUDGETS.hostInitial)}, on intent ${kb(BUDGETS.hostIntent)}`);
if (added > BUDGETS.hostInitial)
  failures.push(`wallet-modal adds ${kb(added)} gzip to the host app's initial load, over its ${kb(BUDGETS.hostInitial)} budget`);
if (host.intent.gzip > BUDGETS.hostIntent)
  failures.push(
    `wallet-modal's modal adds ${kb(host.intent.gzip)} gzip to the host app on intent, over its ${kb(BUDGETS.hostIntent)} budget`,
  );
if (failures.length) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('size: within budget');

// `npm run size`: raw / gzip / brotli bytes of the entry and every chunk,
// the initial load (the entry plus what it imports statically) and what each
// step of a visit adds. Fails over a budget, or when a feature's code (anything
// in src/react/features/<name>/ but its strings) loads before the feature opens.
import { readFile } from 'node:fs/promises';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { build, chunkList } from '../esbuild.config.mjs';
import { localeEntry, packagePath } from './chunk-list.mjs';

const BUDGETS = {
  /** Gzip bytes of everything that loads before the visitor shows intent (started at 75 KB; 31 KB in 17 files before issue 18; see README). */
  // 26.4 KB before issue 24's kernel (1.4 KB) and issue 25's checks (0.5 KB) made it 28.3 KB; 26.5 KB since the English error
  // messages became a chunk of their own (2.2 KB, loaded when the page is idle or with the modal) and the parsers' type names left.
  // 26.7 KB before issue 27's store (0.7 KB): hosts use it before any element is on the page, so it loads with the entry.
  // 27.4 KB before issue 29's followed transactions (0.65 KB: the pending count, a host's addTransaction, the stored ones resumed,
  // the `toasts` setting and the toasts' loader).
  initial: 28.1 * 1024,
  /** Files of the initial load: the entry and the one chunk it shares with every lazy entry (scripts/esbuild-chunk-shape.mjs). */
  initialFiles: 2,
  /** Gzip bytes of any other lazy chunk. */
  lazyChunk: 150 * 1024,
  /**
   * Gzip bytes of everything the first sign of intent loads: the modal chunk and the shared chunks it imports (112 KB before issue 18;
   * 109.8 KB before issue 24's slices, which add 0.4 KB; 110.9 KB before issue 30's inline brand marks and social row, which add 0.9 KB).
   */
  // 111.7 KB before issue 29: the toasts' chunk shares the message formatter and the activity rules with the modal (a shared file).
  intent: 112.1 * 1024,
  /** Gzip bytes a connect adds (balances and identity) before the modal was opened (a restored session): 47 KB before issue 18. */
  connect: 15.5 * 1024,
  /** Gzip bytes of each translation (src/react/i18n/locales/<tag>.ts), loaded alone when its locale is in use. */
  locale: 12 * 1024,
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
  const bytes = await readFile(file);
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
  const { metafile } = await build();
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
  return { rows, initial, steps, locales, early: [...initialFiles, ...intentFiles].map((file) => [file, outputs[file]]) };
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

const { rows, initial, steps, locales, early } = await sizeReport();
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
if (failures.length) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('size: within budget');

// `npm run size`: raw / gzip / brotli bytes of the entry and every chunk,
// and the initial load (the entry plus what it imports statically).
// Fails when the initial load passes its gzip budget.
import { readFile } from 'node:fs/promises';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { build } from '../esbuild.config.mjs';

const BUDGETS = {
  /** Gzip bytes of everything that loads before the visitor shows intent (started at 75 KB; see README). */
  initial: 30 * 1024,
  /** Gzip bytes of the modal chunk (React, r2wc and the views), loaded on intent. */
  modal: 85 * 1024,
  /** Gzip bytes of any other lazy chunk. */
  lazyChunk: 150 * 1024,
  /** Gzip bytes of everything the first sign of intent loads: the modal chunk and the shared chunks it imports. */
  intent: 110 * 1024,
};

/**
 * What each step of a visit adds (its lazy entry and the static imports not loaded yet), after
 * the steps it follows. Keys are esbuild entry points.
 */
const STEPS = [
  { name: 'on intent: the modal', entry: 'src/react/mount.ts', after: [], budget: 'intent' },
  { name: 'once connected: balances and identity', entry: 'src/state/balances/balances.ts', after: [] },
  { name: 'Account: the virtual token list', entry: 'src/react/account/VirtualTokens.tsx', after: ['src/react/mount.ts'] },
  { name: 'All wallets: the virtual grid', entry: 'src/react/connect/AllWalletsView.tsx', after: ['src/react/mount.ts'] },
  { name: 'QR code (pairing, Receive)', entry: 'src/react/ui/QrCode.tsx', after: ['src/react/mount.ts'] },
  { name: 'WalletConnect provider', entry: 'node_modules/@walletconnect/universal-provider/dist/index.js', after: ['src/react/mount.ts'] },
  { name: 'EVM RPC balance fallback (viem)', entry: 'src/services/evm/balance.ts', after: ['src/state/balances/balances.ts'] },
  { name: 'Solana RPC balance fallback (@solana/kit)', entry: 'src/services/solana/balance.ts', after: ['src/state/balances/balances.ts'] },
];

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
  const initial = rows.filter((row) => row.initial).reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  const gzipOf = new Map(rows.map((row) => [row.file, row.gzip]));
  // A worktree whose node_modules is a symlink sees package entries as `../<checkout>/node_modules/…`.
  const outputOf = (entry) => files.find((file) => outputs[file].entryPoint === entry || outputs[file].entryPoint?.endsWith(`/${entry}`));
  const steps = STEPS.map((step) => {
    const loaded = new Set(initialFiles);
    for (const before of step.after) for (const file of staticClosure(outputs, outputOf(before))) loaded.add(file);
    const output = outputOf(step.entry);
    if (!output) throw new Error(`size: no output for ${step.entry}`);
    const added = [...staticClosure(outputs, output)].filter((file) => !loaded.has(file));
    return { ...step, gzip: added.reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0), files: added.length };
  });
  return { rows, initial, steps };
}

const { rows, initial, steps } = await sizeReport();
const failures = [];
console.log('file'.padEnd(48), 'load'.padEnd(8), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
for (const row of rows.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip)) {
  const load = row.file === 'dist/utils.js' ? 'utils' : row.initial ? 'initial' : 'lazy';
  console.log(row.file.padEnd(48), load.padEnd(8), kb(row.raw).padStart(10), kb(row.gzip).padStart(10), kb(row.brotli).padStart(10));
  const budget = row.file.includes('/mount-') ? BUDGETS.modal : BUDGETS.lazyChunk;
  if (load === 'lazy' && row.gzip > budget) failures.push(`${row.file} is ${kb(row.gzip)} gzip, over its ${kb(budget)} budget`);
}
console.log('-'.repeat(90));
console.log('initial load (entry + static imports)'.padEnd(57), kb(initial.raw).padStart(10), kb(initial.gzip).padStart(10), kb(initial.brotli).padStart(10));
console.log('\nwhat each step adds (gzip, its chunks not loaded by the steps before)');
for (const step of steps) {
  console.log(`${step.name.padEnd(57)} ${kb(step.gzip).padStart(10)}   ${step.files} file(s)`);
  if (step.budget && step.gzip > BUDGETS[step.budget]) failures.push(`${step.name} adds ${kb(step.gzip)} gzip, over its ${kb(BUDGETS[step.budget])} budget`);
}
console.log(`budgets (gzip): initial ${kb(BUDGETS.initial)}, intent ${kb(BUDGETS.intent)}, modal chunk ${kb(BUDGETS.modal)}, other lazy chunks ${kb(BUDGETS.lazyChunk)}`);
if (initial.gzip > BUDGETS.initial) failures.push(`initial load is ${kb(initial.gzip)} gzip, over the ${kb(BUDGETS.initial)} budget`);
if (failures.length) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('size: within budget');

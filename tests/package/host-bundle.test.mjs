// The bundler build shares what the host has: the devnet's React + wagmi example
// (demo/examples/react-wagmi), built as a host builds it (scripts/host-bundle.mjs:
// esbuild, code-split, `wallet-modal` through package.json `exports`), holds one
// react-dom, one React and one viem, and wallet-modal's modal stays a lazy chunk.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleAsHost } from '../../scripts/host-bundle.mjs';
import { packagePath, readChunkList } from '../../scripts/chunk-list.mjs';

const BUNDLER_DIR = 'dist/bundler';
let app;

before(async () => {
  await readFile(`${BUNDLER_DIR}/wallet-modal.js`).catch(() => {
    throw new Error(`${BUNDLER_DIR}/wallet-modal.js is missing: run \`npm run build\` first`);
  });
  app = await bundleAsHost('demo/examples/react-wagmi/main.tsx');
});

/** The installed packages (`node_modules/<name>`, nested ones by their full path) the example's build took files from. */
function packagesIn(metafile, name) {
  const roots = Object.keys(metafile.inputs)
    .map(packagePath)
    .map((input) => /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1])
    .filter((root) => root?.endsWith(`node_modules/${name}`));
  return [...new Set(roots)];
}

test('the example holds one react-dom, one React and one viem: the installed ones', () => {
  assert.deepEqual(packagesIn(app.metafile, 'react-dom'), ['node_modules/react-dom']);
  assert.deepEqual(packagesIn(app.metafile, 'react'), ['node_modules/react']);
  assert.deepEqual(packagesIn(app.metafile, 'viem'), ['node_modules/viem']);
});

test("the example's code has one react-dom renderer and one viem in it, and wallet-modal comes from its bundler build only", () => {
  const code = [...app.files].filter(([file]) => file.endsWith('.js')).map(([, bytes]) => Buffer.from(bytes).toString('utf8'));
  const count = (marker) => code.reduce((sum, text) => sum + text.split(marker).length - 1, 0);
  assert.equal(count('rendererPackageName:"react-dom"'), 1, "react-dom's renderer");
  assert.equal(count('viem@'), 1, "viem's version tag (its errors')");
  const fromPackage = Object.keys(app.metafile.inputs).filter((input) => input.startsWith('dist/'));
  assert.ok(fromPackage.length > 0);
  assert.deepEqual(
    fromPackage.filter((input) => !input.startsWith(`${BUNDLER_DIR}/`)),
    [],
  );
});

test('the bundler build bundles no package: every file of its source maps is ours', async () => {
  const maps = (await readdir(BUNDLER_DIR, { recursive: true })).filter((file) => file.endsWith('.js.map'));
  assert.ok(maps.length > 10);
  for (const map of maps) {
    const { sources } = JSON.parse(await readFile(path.join(BUNDLER_DIR, map), 'utf8'));
    assert.deepEqual(
      sources.filter((source) => source.includes('node_modules/')),
      [],
      map,
    );
  }
});

test("wallet-modal's modal stays lazy under the host's bundler: its chunk is not among the app's static imports", async () => {
  const { CHUNKS } = await readChunkList();
  const modal = new RegExp(`^${BUNDLER_DIR}/chunks/${path.basename(CHUNKS.modal.entry, '.ts')}-\\w+\\.js$`);
  const outputs = app.metafile.outputs;
  const modalOutputs = Object.keys(outputs).filter((file) => modal.test(outputs[file].entryPoint ?? ''));
  assert.equal(modalOutputs.length, 1, 'the modal is an entry of its own in the host build');
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit('app.js');
  assert.ok(!initial.has(modalOutputs[0]), 'the modal does not load with the app');
});

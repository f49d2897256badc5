// What a connect loads stays small: the build's barrel-imports plugin (scripts/esbuild-barrel-imports.mjs)
// takes named imports from viem's barrels to the modules that define them, so the balances entry no
// longer reaches viem's call, ccip and contract constants; and @solana/errors' message table, read
// only outside production, is not in any chunk (scripts/esbuild-solana-error-codes.mjs). The first
// tests build small fixtures with the plugin; the last read the package's build (dist/meta.json).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { barrelImports, moduleShape } from '../../scripts/esbuild-barrel-imports.mjs';

/** Builds `source` (a TypeScript entry) with the plugin: its inputs (paths relative to node_modules) and module. */
async function bundle(source, options) {
  const dir = await mkdtemp(path.join(tmpdir(), 'barrel-imports-'));
  try {
    const entry = path.join(dir, 'entry.ts');
    await writeFile(entry, source);
    const result = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
      nodePaths: [path.resolve('node_modules')],
      plugins: [barrelImports(options)],
    });
    const inputs = Object.keys(result.metafile.inputs).map((input) => input.replace(/^.*node_modules\//, ''));
    const module = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
    return { inputs, module };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('a named import from viem/utils bundles the module that defines it, not the barrel', async () => {
  const { inputs, module } = await bundle(
    `import { formatUnits } from 'viem/utils';\nexport const shown = formatUnits(1500000000000000000n, 18);`,
  );
  assert.equal(module.shown, '1.5');
  assert.ok(inputs.includes('viem/_esm/utils/unit/formatUnits.js'), inputs.join('\n'));
  assert.deepEqual(
    inputs.filter((input) => /viem\/_esm\/(utils\/)?index\.js$|ccip\.js$|actions\/public\/call\.js$/.test(input)),
    [],
  );
});

test('renamed and type-only imports: the value names are mapped, the types dropped', async () => {
  const { inputs, module } = await bundle(
    `import { getAddress, isAddress as isEvmAddress, type Address } from 'viem';\nimport { getBalance } from 'viem/actions';\n` +
      `const owner: Address = getAddress('0x${'ab'.repeat(20)}');\nexport const checks = [isEvmAddress(owner), typeof getBalance];`,
  );
  assert.deepEqual(module.checks, [true, 'function']);
  assert.deepEqual(
    inputs.filter((input) => /viem\/_esm\/(index|actions\/index)\.js$/.test(input)),
    [],
  );
  assert.ok(inputs.includes('viem/_esm/actions/public/getBalance.js'), inputs.join('\n'));
});

test('a namespace import keeps the barrel', async () => {
  const { inputs, module } = await bundle(`import * as viem from 'viem/utils';\nexport const hex = viem.numberToHex(255);`);
  assert.equal(module.hex, '0xff');
  assert.ok(inputs.includes('viem/_esm/utils/index.js'), inputs.join('\n'));
});

test("@solana/kit's `export *` is followed into the package that defines each name", async () => {
  const { inputs, module } = await bundle(
    `import { address, createSolanaRpc } from '@solana/kit';\nexport const kinds = [typeof address, typeof createSolanaRpc];`,
    { barrels: ['@solana/kit'] },
  );
  assert.deepEqual(module.kinds, ['function', 'function']);
  assert.ok(!inputs.some((input) => input.startsWith('@solana/kit/') && !input.includes('?')), inputs.join('\n'));
  assert.ok(
    inputs.includes('@solana/rpc/dist/index.browser.mjs') && inputs.includes('@solana/addresses/dist/index.browser.mjs'),
    inputs.join('\n'),
  );
});

test('moduleShape reads re-exports, stars, namespaces and local exports', async () => {
  const shape = await moduleShape(
    `export { a, b as c } from './ab.js';\nexport * from './star.js';\nexport * as ns from './ns.js';\nconst d = 1;\nexport { d, d as e };\nexport function f() {}\nexport class K {}\n` +
      `import { g, type H } from 'g';\nimport * as i from 'i';\nconsole.log(g, i);`,
    'ts',
  );
  assert.deepEqual(Object.fromEntries(shape.reexports), {
    a: { from: './ab.js', imported: 'a' },
    c: { from: './ab.js', imported: 'b' },
    ns: { from: './ns.js', imported: '*' },
  });
  assert.deepEqual(shape.stars, ['./star.js']);
  assert.deepEqual([...shape.locals].sort(), ['K', 'd', 'e', 'f']);
  assert.deepEqual(shape.named.get('g'), ['g']);
  assert.ok(shape.whole.has('i') && !shape.whole.has('g'));
});

/** The package's build: each entry's output, and the inputs of everything it loads statically. */
async function builtEntry(entry) {
  const { outputs } = JSON.parse(await readFile('dist/meta.json', 'utf8'));
  const output = Object.keys(outputs).find((file) => outputs[file].entryPoint === entry);
  assert.ok(output, `no output for ${entry}`);
  const closure = new Set();
  const visit = (file) => {
    if (closure.has(file)) return;
    closure.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(output);
  return [...closure].flatMap((file) =>
    Object.keys(outputs[file].inputs).map((input) => input.replace(/^.*node_modules\//, 'node_modules/')),
  );
}

test("the connect step (balances and identity) loads none of viem's barrels or its call, ccip and contract constants", async () => {
  const inputs = await builtEntry('src/state/balances/index.ts');
  const heavy =
    /viem\/_esm\/(index|utils\/index|actions\/index)\.js$|viem\/_esm\/(utils\/ccip|actions\/public\/call|constants\/contracts)\.js$/;
  assert.deepEqual(
    inputs.filter((input) => heavy.test(input)),
    [],
  );
  assert.ok(inputs.includes('node_modules/viem/_esm/utils/unit/formatUnits.js'), 'formatUnits is what it imports');
});

test("no chunk carries @solana/errors' message table (production errors carry codes)", async () => {
  const files = (await readdir('dist/chunks')).filter((file) => file.endsWith('.js')).map((file) => path.join('dist/chunks', file));
  const inputs = await builtEntry('src/state/chains/solana/balance.ts');
  assert.ok(inputs.includes('node_modules/@solana/errors/dist/index.browser.mjs'), 'the Solana fallback loads @solana/errors');
  for (const file of files)
    assert.ok(!(await readFile(file, 'utf8')).includes('Account not found at address'), `${file} has the message table`);
});

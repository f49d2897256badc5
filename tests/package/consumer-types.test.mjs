// The built package as a TypeScript host gets it: `npm pack`, unpacked into an
// empty project's node_modules, then tests/package/consumer/*.ts(x) type-checked
// under moduleResolution bundler, node16 and nodenext, and README's quick starts
// (docs/quickstart/) as a host's code. The package's dependencies and peers, React's
// types, preact, wagmi and TanStack Query are linked from ours (what the host's
// install brings: offline, the registry is not reachable from here).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = path.resolve('node_modules/typescript/bin/tsc');
const LINKED = ['@types/react', '@types/react-dom', 'preact', 'wagmi', '@tanstack/react-query'];

let temp;
let app;
let packed;
let manifest;

before(async () => {
  await readFile('dist/wallet-modal.d.ts').catch(() => {
    throw new Error('dist/wallet-modal.d.ts is missing: run `npm run build` (or `npm test -- build package`) first');
  });
  temp = await mkdtemp(path.join(tmpdir(), 'wallet-modal-consumer-'));
  const { stdout } = await exec(npm, ['pack', '--json', '--pack-destination', temp]);
  [packed] = JSON.parse(stdout);
  app = path.join(temp, 'app');
  const installed = path.join(app, 'node_modules/wallet-modal');
  await mkdir(installed, { recursive: true });
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await exec('tar', ['-xzf', path.join(temp, packed.filename), '-C', installed, '--strip-components=1']);
  manifest = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8'));
  const names = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies), ...LINKED];
  for (const name of names) {
    await mkdir(path.dirname(path.join(app, 'node_modules', name)), { recursive: true });
    await symlink(path.resolve('node_modules', name), path.join(app, 'node_modules', name), 'dir');
  }
  await cp('tests/package/consumer', path.join(app, 'src'), { recursive: true });
  await cp('docs/quickstart', path.join(app, 'quickstart'), { recursive: true });
});

after(() => temp && rm(temp, { recursive: true, force: true }));

test('the package ships both builds, declarations, manifest and LICENSE, not the metafile or source maps', () => {
  const files = packed.files.map((file) => file.path);
  for (const file of [
    'LICENSE',
    'README.md',
    'dist/wallet-modal.js',
    'dist/utils.js',
    'dist/react.js',
    'dist/wagmi.js',
    'dist/vue.js',
    'dist/svelte.js',
    'dist/bundler/wallet-modal.js',
    'dist/bundler/utils.js',
    'dist/bundler/react.js',
    'dist/bundler/wagmi.js',
    'dist/bundler/vue.js',
    'dist/bundler/svelte.js',
    'dist/wallet-modal.d.ts',
    'dist/utils.d.ts',
    'dist/react.d.ts',
    'dist/wagmi.d.ts',
    'dist/vue.d.ts',
    'dist/svelte.d.ts',
    'dist/preact.d.ts',
    'dist/custom-elements.json',
  ]) {
    assert.ok(files.includes(file), `${file} is in the package`);
  }
  assert.deepEqual(
    files.filter((file) => file.endsWith('.map') || file === 'dist/meta.json'),
    [],
  );
});

/** The packages `files` import by bare specifier (`viem/utils` → viem), and the relative files they import. */
async function importsOf(files) {
  const packages = new Set();
  for (const file of files) {
    const code = await readFile(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([@\w.][\w@./-]*)["']/g))
      if (!specifier.startsWith('.')) packages.add(specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/'));
  }
  return packages;
}

const jsFiles = async (dir) =>
  (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.js')).map((file) => path.join(dir, file));

test('the script-tag build runs alone: the element and utils import no package, each host binding only its host packages', async () => {
  const dist = path.join(app, 'node_modules/wallet-modal/dist');
  const scriptTag = [path.join(dist, 'wallet-modal.js'), path.join(dist, 'utils.js'), ...(await jsFiles(path.join(dist, 'chunks')))];
  assert.deepEqual([...(await importsOf(scriptTag))], []);
  assert.deepEqual([...(await importsOf([path.join(dist, 'react.js')]))], ['react']);
  assert.deepEqual([...(await importsOf([path.join(dist, 'wagmi.js')]))].sort(), ['@wagmi/core', 'viem']);
});

test("the bundler build imports each dependency and peer, and nothing else: what a host's install brings", async () => {
  const imported = await importsOf(await jsFiles(path.join(app, 'node_modules/wallet-modal/dist/bundler')));
  const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
  // react-dom is reached through @r2wc/react-to-web-component (a peer of its own): the host's, like React.
  assert.deepEqual([...imported].sort(), declared.filter((name) => name !== 'react-dom').sort());
});

test('the main declarations import nothing (no viem, React or valtio types needed)', async () => {
  for (const file of ['wallet-modal.d.ts', 'utils.d.ts']) {
    const declarations = await readFile(path.join(app, 'node_modules/wallet-modal/dist', file), 'utf8');
    assert.doesNotMatch(declarations, /^\s*(import|export .* from)\b/m, file);
  }
});

const RESOLUTIONS = {
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  node16: { module: 'node16', moduleResolution: 'node16' },
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
};

/** Runs tsc on `files` (relative to the consumer) with these options; fails with its output on any error. */
async function typeCheck(name, files, options) {
  const config = {
    compilerOptions: { target: 'es2022', lib: ['es2022', 'dom'], strict: true, noEmit: true, types: [], ...options },
    files,
  };
  const configFile = path.join(app, `tsconfig.${name}.json`);
  await writeFile(configFile, JSON.stringify(config));
  try {
    await exec(process.execPath, [tsc, '-p', configFile], { cwd: app });
  } catch (error) {
    assert.fail(`tsc (${name}) failed:\n${error.stdout}${error.stderr}`);
  }
}

for (const [resolution, options] of Object.entries(RESOLUTIONS)) {
  test(`a host's code type-checks under moduleResolution ${resolution}`, () =>
    typeCheck(`element-${resolution}`, ['src/element.ts', 'src/wagmi.ts', 'src/vue.ts', 'src/svelte.ts'], {
      ...options,
      skipLibCheck: true,
    }));
}

for (const resolution of ['bundler', 'nodenext']) {
  test(`React 19 and Preact JSX, and wallet-modal/react's hooks, type-check under moduleResolution ${resolution}`, () =>
    typeCheck(`jsx-${resolution}`, ['src/react.tsx', 'src/react-hooks.tsx', 'src/preact.tsx'], {
      ...RESOLUTIONS[resolution],
      jsx: 'react-jsx',
      skipLibCheck: true,
    }));
}

test('the declarations themselves have no errors (skipLibCheck off)', () => {
  // wagmi.d.ts is left out: with skipLibCheck off it would check @wagmi/core's own declarations (the host's), not ours.
  const files = ['wallet-modal.d.ts', 'utils.d.ts', 'react.d.ts', 'vue.d.ts', 'svelte.d.ts'].map(
    (file) => `node_modules/wallet-modal/dist/${file}`,
  );
  return typeCheck('declarations', files, { ...RESOLUTIONS.nodenext, skipLibCheck: false });
});

test("README's quick starts (docs/quickstart/) type-check as a host's code", () =>
  typeCheck(
    'quickstart',
    ['quickstart/react.tsx', 'quickstart/react-wagmi.tsx', 'quickstart/ssr/client.tsx', 'quickstart/ssr/server.tsx', 'quickstart/vue.ts'],
    {
      ...RESOLUTIONS.bundler,
      jsx: 'react-jsx',
      skipLibCheck: true,
    },
  ));

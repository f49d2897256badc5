// The built package as a TypeScript host gets it: `npm pack`, installed into an
// empty project, then tests/package/consumer/*.ts(x) type-checked under
// moduleResolution bundler, node16 and nodenext, and README's quick starts (docs/quickstart/) as a host's
// code. viem, React's types, preact, @wagmi/core, wagmi, TanStack Query, vue and svelte are linked from
// ours (the host's own dependencies, not the package's).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = path.resolve('node_modules/typescript/bin/tsc');
const LINKED = ['viem', '@types/react', '@types/react-dom', 'preact', '@wagmi/core', 'wagmi', '@tanstack/react-query', 'vue', 'svelte'];

let temp;
let app;
let packed;

before(async () => {
  await readFile('dist/wallet-modal.d.ts').catch(() => {
    throw new Error('dist/wallet-modal.d.ts is missing: run `npm run build` (or `npm test -- build package`) first');
  });
  temp = await mkdtemp(path.join(tmpdir(), 'wallet-modal-consumer-'));
  const { stdout } = await exec(npm, ['pack', '--json', '--pack-destination', temp]);
  [packed] = JSON.parse(stdout);
  app = path.join(temp, 'app');
  await mkdir(app);
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // Offline: the package must install without a single dependency from the registry.
  await exec(npm, ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', path.join(temp, packed.filename)], { cwd: app });
  for (const name of LINKED) {
    await mkdir(path.dirname(path.join(app, 'node_modules', name)), { recursive: true });
    await symlink(path.resolve('node_modules', name), path.join(app, 'node_modules', name), 'dir');
  }
  await cp('tests/package/consumer', path.join(app, 'src'), { recursive: true });
  await cp('docs/quickstart', path.join(app, 'quickstart'), { recursive: true });
});

after(() => temp && rm(temp, { recursive: true, force: true }));

test('the package ships the bundle, declarations, manifest and LICENSE, not the metafile or source maps', () => {
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

test('a host installs the package alone: everything it runs is bundled', async () => {
  const lock = JSON.parse(await readFile(path.join(app, 'node_modules/.package-lock.json'), 'utf8'));
  assert.deepEqual(Object.keys(lock.packages), ['node_modules/wallet-modal']);
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

// Unit and component test files for web-test-runner, bundled once and together.
// One esbuild build with code splitting: React, viem and the element's code are
// bundled into shared chunks one time, not once per test file (119 bundles of
// ~17 MB each took most of the stage's time). Each test file still runs in its
// own page, so the shared chunks are evaluated afresh for every file.
import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const OUT = 'wtr-bundle';
const CHUNKS = '__wtr-chunks';

/** The test files under the given folders, as paths relative to the working directory. */
export function findTestFiles(folders) {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => path.join(folder, file))
      .sort(),
  );
}

/** Built on the first request: every output by the URL path it is served at. */
async function buildAll(files) {
  const result = await esbuild.build({
    entryPoints: files,
    outbase: '.',
    outdir: OUT,
    entryNames: '[dir]/[name]',
    chunkNames: `${CHUNKS}/[name]-[hash]`,
    bundle: true,
    splitting: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    sourcemap: 'linked',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"development"',
      global: 'globalThis',
      // Vue's compile-time flags (wallet-modal/vue's tests), set as a host's bundler sets them.
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    // Served by the test runner itself (commands such as sendKeys talk to it).
    external: ['/__web-dev-server__web-socket.js'],
    logLevel: 'silent',
  });
  const root = path.resolve(OUT);
  const outputs = new Map();
  for (const file of result.outputFiles) {
    outputs.set(`/${path.relative(root, file.path).split(path.sep).join('/')}`, file.text);
  }
  return outputs;
}

/** The web-test-runner plugin: serves a test file (`x.test.ts` as its bundle), its chunks and source maps. */
export function sharedTestBundle(files) {
  let outputs;
  return {
    name: 'shared-test-bundle',
    async serve(context) {
      const isTest = TEST_FILE.test(context.path);
      if (!isTest && !context.path.startsWith(`/${CHUNKS}/`) && !context.path.endsWith('.test.js.map')) return undefined;
      outputs ??= buildAll(files);
      const served = isTest ? context.path.replace(TEST_FILE, '.test.js') : context.path;
      const body = (await outputs).get(decodeURIComponent(served));
      if (body === undefined) return undefined;
      return { body, type: served.endsWith('.map') ? 'json' : 'js' };
    },
  };
}

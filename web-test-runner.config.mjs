// Unit and component tests in the system Chromium. Each test file is bundled
// with esbuild (React 19 ships CommonJS, so node_modules cannot be served as is).
import * as esbuild from 'esbuild';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { ensureChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { apiTestServer } from './tests/fixtures/api-test-server.mjs';
import { httpTestServer } from './tests/fixtures/http-test-server.mjs';
import { registryTestServer } from './tests/fixtures/registry-test-server.mjs';

function bundleTestFiles() {
  return {
    name: 'bundle-test-files',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const entry = path.join(process.cwd(), decodeURIComponent(context.path));
      const result = await esbuild.build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        sourcemap: 'inline',
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
        // Served by the test runner itself (commands such as sendKeys talk to it).
        external: ['/__web-dev-server__web-socket.js'],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

// Writes the pass/fail counts for scripts/test.mjs to sum across runners.
function countingReporter(file = '.wtr-summary.json') {
  let passed = 0, failed = 0, skipped = 0;
  const walk = (suite) => {
    for (const test of suite.tests ?? []) {
      if (test.skipped) skipped += 1;
      else if (test.passed) passed += 1;
      else failed += 1;
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  return {
    onTestRunFinished({ sessions }) {
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        // A file that failed to load has errors but no tests: count it as a failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) failed += 1;
      }
      writeFileSync(file, JSON.stringify({ passed, failed, skipped }));
    },
  };
}

const files = process.env.WTR_FILES
  ? process.env.WTR_FILES.split(',')
  : ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'];

export default {
  files,
  // Tests bind only to loopback IPv4.
  hostname: '127.0.0.1',
  nodeResolve: false,
  concurrency: 2,
  concurrentBrowsers: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 180000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: ensureChromium(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  middleware: [httpTestServer, registryTestServer, apiTestServer],
  plugins: [bundleTestFiles()],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
};

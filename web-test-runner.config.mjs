// Unit and component tests in the system Chromium. The test files are bundled
// with esbuild, all in one build (React 19 ships CommonJS, so node_modules
// cannot be served as is): scripts/wtr-shared-bundle.mjs.
import { writeFileSync } from 'node:fs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { ensureChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { findTestFiles, sharedTestBundle } from './scripts/wtr-shared-bundle.mjs';
import { apiTestServer } from './tests/fixtures/api-test-server.mjs';
import { httpTestServer } from './tests/fixtures/http-test-server.mjs';
import { registryTestServer } from './tests/fixtures/registry-test-server.mjs';
import { secureSiteTestServer } from './tests/fixtures/secure-site-test-server.mjs';

// Writes the pass/fail counts for scripts/test.mjs to sum across runners.
function countingReporter(file = '.wtr-summary.json') {
  let passed = 0,
    failed = 0,
    skipped = 0;
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

const files = process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : findTestFiles(['src', 'tests/unit', 'tests/component']);

export default {
  files,
  // Tests bind only to loopback IPv4.
  hostname: '127.0.0.1',
  nodeResolve: false,
  concurrency: Number(process.env.WTR_CONCURRENCY ?? 3),
  concurrentBrowsers: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 180000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: ensureChromium(), args: CHROMIUM_ARGS, headless: true },
      // Animations that never end (spinners, pending rings, skeletons) keep a software-rendering browser drawing frames
      // all the time they show: the tests run with reduced motion, as the end-to-end tests do.
      createBrowserContext: ({ browser }) => browser.newContext({ reducedMotion: 'reduce' }),
    }),
  ],
  middleware: [httpTestServer, registryTestServer, apiTestServer, secureSiteTestServer],
  plugins: [sharedTestBundle(files)],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
};

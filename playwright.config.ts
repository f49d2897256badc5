import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { ensureChromium, CHROMIUM_ARGS, OFFLINE_ARGS } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  // Three workers, each with its own devnet: most of a test's time is waiting on chains, sockets and the service's
  // delays, so three keep two cores busy; a fourth only added contention (the whole suite, back to back on a quiet
  // machine: 4 workers 423 s, 3 workers 408 s). Tests, not files, are shared out, so no worker idles at the end; a
  // spec's own registry is set per test (tests/e2e/fixtures.ts), so one kind of worker runs all.
  workers: Number(process.env.PW_WORKERS ?? 3),
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.pw-summary.json' }]],
  // The screenshot baselines (tests/e2e/screenshots.spec.ts): one set, for Debian's Chromium on Linux, as CI runs it.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  use: {
    // Every page is cut off from anything that is not loopback (OFFLINE_ARGS: a closed proxy for the rest).
    launchOptions: { executablePath: ensureChromium() as string, args: [...(CHROMIUM_ARGS as string[]), ...(OFFLINE_ARGS as string[])] },
    trace: 'off',
    // Animations that never end (spinners, pending rings, skeletons) cost a software-rendering browser frames all the
    // time they show: the tests run with reduced motion (about a fifth of the CPU); those of motion itself say no-preference.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

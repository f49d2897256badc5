import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { ensureChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  // Three workers, each with its own devnet: most of a test's time is waiting on chains, sockets and animations
  // (two workers kept the two cores about 70% busy). Tests, not files, are shared out, so no worker idles at the end.
  workers: Number(process.env.PW_WORKERS ?? 3),
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.pw-summary.json' }]],
  use: {
    launchOptions: { executablePath: ensureChromium() as string, args: CHROMIUM_ARGS as string[] },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

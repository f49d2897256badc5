// One devnet per worker, on free ports, stopped when the worker ends. Every page is cut off from anything that is
// not loopback by the browser itself (playwright.config.ts: OFFLINE_ARGS, a closed proxy).
import { test as base, expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { startDevnet, type Devnet } from '../../demo/devnet/index.mjs';

const require = createRequire(import.meta.url);

interface DevnetFixtureOptions {
  walletCount: number | undefined;
  longWalletNames: boolean;
}

// Options are test-scoped: a worker (and its devnet) runs tests of every spec, one at a time, so a spec's own
// registry is set for its tests and reset after. Only a spec that needs the chains as deployed (pictures compared
// pixel by pixel: a balance one digit longer moves the layout) asks for workers of its own with `untouchedDevnet`.
export const test = base.extend<{ registryShape: void } & DevnetFixtureOptions, { devnet: Devnet; untouchedDevnet: boolean }>({
  /** Registry size; a spec sets it with `test.use({ walletCount: 1000 })`. */
  walletCount: [undefined, { option: true }],
  /** The registry's generated wallets get long names: `test.use({ longWalletNames: true })`. */
  longWalletNames: [false, { option: true }],
  /**
   * `test.use({ untouchedDevnet: true })`: the spec's tests run in workers (and devnets) that run no other spec's tests,
   * so what those moved (alice's balances, the pools) is as deployed. The spec's own tests must not move it either.
   */
  untouchedDevnet: [false, { option: true, scope: 'worker' }],
  devnet: [
    // A worker's options tell Playwright which workers may share it: the devnet follows `untouchedDevnet` that way.
    async ({ untouchedDevnet: _own }, use) => {
      const devnet = await startDevnet({ randomPorts: true });
      try {
        await use(devnet);
      } finally {
        await devnet.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  /**
   * Playwright's page, whose routes are removed with their errors ignored as the test ends: a page closed then may leave
   * a request mid-handler (a fetched response then disposed), which is not the test's failure.
   */
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  registryShape: [
    async ({ devnet, walletCount, longWalletNames }, use) => {
      devnet.registryCatalog.set({ walletCount, longWalletNames });
      try {
        await use();
      } finally {
        devnet.registryCatalog.reset();
      }
    },
    { auto: true },
  ],
});

export { expect };

/** Waits for the page's finite animations (a sheet sliding in, a fade) to end: what is measured is where things come to rest. */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Runs axe-core in the page (shadow DOM included) and returns its violations. */
export async function axeViolations(page: Page, selector = 'wallet-modal') {
  // Once per page: a route walk asks on every route.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: await readFile(require.resolve('axe-core/axe.min.js'), 'utf8') });
  return page.evaluate(async (include) => {
    // Colours mid-transition (a dialog or a button fading in) are not what the visitor ends up reading: let the finite ones end.
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (
      window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }> };
      }
    ).axe;
    const result = await axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return result.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((node) => (node as { target: unknown }).target) }));
  }, selector);
}

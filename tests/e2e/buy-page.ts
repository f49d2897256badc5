// Buy (On-ramp) as a visitor drives it on the demo page.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const buyDialog = (page: Page) => page.getByRole('dialog', { name: 'Buy' });

/** Opens "You buy"'s picker and waits for dUSDC: the service's options are in (the built-in fallback has no dUSDC). */
export async function expectDusdcOffered(page: Page) {
  await buyDialog(page)
    .getByRole('button', { name: /^You buy:/ })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: 'Select token' })
      .getByRole('button', { name: /^dUSDC on / })
      .first(),
  ).toBeVisible();
}

// Embedded accounts on the demo page, as a visitor meets them: an email sign-in with the code the
// devnet mailed, and the secure site's frame, where the visitor approves or cancels what the
// account signs (shown above the modal in a body-level dialog while a request waits).
import type { Page } from '@playwright/test';
import type { Address } from 'viem';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { expect } from './fixtures';

/** A mailbox of its own for each test: accounts are kept for the devnet's life. */
export const freshEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** The body-level dialog that holds the secure site's frame. */
export const frameDialog = (page: Page) => page.locator('dialog[data-wm-secure-site-dialog]');

/** The secure site's frame, where the visitor approves what the embedded account signs. */
export const secureSiteFrame = (page: Page) => page.frameLocator('dialog[data-wm-secure-site-dialog] iframe');

/** The visitor presses `button` (Sign or Cancel) in the frame once it shows `shown`; the frame hides again. */
export async function answerInFrame(page: Page, button: 'Sign' | 'Cancel', shown: string | RegExp) {
  const frame = secureSiteFrame(page);
  await expect(frame.getByRole('main')).toContainText(shown);
  await frame.getByRole('button', { name: button }).click();
  await expect(frameDialog(page)).not.toHaveAttribute('open');
}

/** Signs in by email from the account button, with the code the devnet mailed; resolves with the EVM address. */
export async function signInByEmail(page: Page, devnet: Devnet, email: string): Promise<Address> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect.poll(() => devnet.auth.mailbox(email).length).toBeGreaterThan(0);
  await page.getByRole('textbox', { name: 'Code' }).fill(devnet.auth.mailbox(email).at(-1)!.code);
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  return (await page.evaluate(
    () => (document.querySelector('wallet-modal') as unknown as { state: { address: string } }).state.address,
  )) as Address;
}

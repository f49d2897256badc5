// Text contrast where axe cannot look: a hovered control (issue 30: Disconnect's hover). The label's
// colour against the button's background, measured in the page as WCAG defines the ratio, must be
// 4.5:1 or more at rest and hovered, in the dark and the light theme.
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { connectDevnetWallet, openDemo, walletModal } from './demo-page';

/** The WCAG contrast ratio of the element's text colour against its background colour (both opaque sRGB). */
function contrast(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    // Computed colours are rgb(…) or, from color-mix(), color(srgb r g b) with channels in 0…1.
    const channels = (value: string) => {
      const numbers = value.match(/[\d.]+/g)!.map(Number);
      return value.startsWith('color(') ? numbers.slice(0, 3) : numbers.slice(0, 3).map((channel) => channel / 255);
    };
    const luminance = (value: string) => {
      const [r, g, b] = channels(value).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [high, low] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (high! + 0.05) / (low! + 0.05);
  });
}

test("Disconnect's label keeps 4.5:1 against its background, at rest and hovered, in both themes", async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await connectDevnetWallet(page, { autoApprove: true });
  const disconnect = page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' });
  for (const theme of ['dark', 'light']) {
    await walletModal(page).setAttribute('theme', theme);
    await page.mouse.move(0, 0);
    await expect.poll(() => contrast(disconnect), `${theme}, at rest`).toBeGreaterThanOrEqual(4.5);
    await disconnect.hover();
    // Polled: the background eases in (120 ms).
    await expect.poll(() => contrast(disconnect), `${theme}, hovered`).toBeGreaterThanOrEqual(4.5);
    expect(await contrast(disconnect), `${theme}, hovered`).toBeGreaterThanOrEqual(4.5);
  }
});

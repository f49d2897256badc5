// What a hostile host page (or a script injected into it) can make an embedded account do: nothing
// without the visitor. On the devnet, signed in by email: a page script that posts an RPC request to
// the secure site's frame itself, and one that asks the element's provider for a transaction, both
// wait for a visitor who presses nothing; the request the frame shows is the provider's (what the
// page queued behind the element's back was taken back), and its Cancel is a rejection: anvil's
// balances do not move. Typed data for another chain is refused before the frame sees it; forged
// frame answers from the page and malformed ones from the frame's origin change nothing; host CSS
// cannot reveal the frame. An origin off the project's allowlist: secure-site-allowlist.spec.ts.
import type { Page } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { test, expect, axeViolations } from './fixtures';
import { eventLog, openDemo } from './demo-page';
import { answerInFrame, frameDialog, freshEmail, secureSiteFrame, signInByEmail } from './embedded-page';

interface HostileWindow {
  answers: unknown[];
  outcome?: { result?: unknown; error?: { code?: number; message?: string } };
}

/** The page asks the element's EIP-1193 provider; the outcome lands on `window.outcome`. */
async function askProvider(page: Page, method: string, params: unknown[]) {
  await page.evaluate(
    ([name, list]) => {
      const host = window as unknown as HostileWindow;
      host.outcome = undefined;
      const element = document.querySelector('wallet-modal') as unknown as {
        getProvider(namespace: string): { request(args: { method: string; params: unknown[] }): Promise<unknown> };
      };
      element
        .getProvider('eip155')
        .request({ method: name, params: list })
        .then(
          (result) => (host.outcome = { result }),
          (error: { code?: number; message?: string }) => (host.outcome = { error: { code: error.code, message: error.message } }),
        );
    },
    [method, params] as const,
  );
}

const outcome = (page: Page) => page.evaluate(() => (window as unknown as HostileWindow).outcome);

test('a page script cannot make the embedded account sign: its requests wait for a visitor, and Cancel in the frame rejects', async ({
  page,
  devnet,
}) => {
  await openDemo(page, devnet.urls.demo);
  const account = await signInByEmail(page, devnet, freshEmail('hostile'));
  const client = createPublicClient({ transport: http(devnet.urls.evm[31337]) });
  const [direct, viaProvider] = [privateKeyToAddress(generatePrivateKey()), privateKeyToAddress(generatePrivateKey())];
  const authOrigin = new URL(devnet.urls.auth).origin;

  // Host CSS cannot reveal the frame outside an approval.
  await page.addStyleTag({
    content: 'dialog, iframe { display: block !important; visibility: visible !important; opacity: 1 !important }',
  });
  await expect(page.locator('dialog[data-wm-secure-site-dialog] iframe')).toBeHidden();

  // 1. The page (the frame's parent, on the origin it serves) posts a transaction to the frame itself.
  await page.evaluate(
    ({ from, to, origin }) => {
      const host = window as unknown as HostileWindow;
      host.answers = [];
      window.addEventListener('message', (event) => {
        if (event.origin === origin && (event.data as { id?: string }).id === 'page-1') host.answers.push(event.data);
      });
      const frame = document.querySelector<HTMLIFrameElement>('dialog[data-wm-secure-site-dialog] iframe')!;
      frame.contentWindow!.postMessage(
        {
          type: '@w3m-app/RPC_REQUEST',
          id: 'page-1',
          payload: { method: 'eth_sendTransaction', params: [{ from, to, value: '0x1' }], chainNamespace: 'eip155', chainId: 31337 },
        },
        origin,
      );
    },
    { from: account, to: direct, origin: authOrigin },
  );

  // 2. The page asks the element's provider for another: the frame shows it, above everything, and waits.
  await askProvider(page, 'eth_sendTransaction', [{ from: account, to: viaProvider, value: '0x2' }]);
  await expect(frameDialog(page)).toHaveAttribute('open');
  const shown = secureSiteFrame(page).getByRole('main');
  await expect(shown).toContainText(viaProvider);
  await expect(shown).not.toContainText(direct);
  // What the page queued in the frame was taken back before the provider's request was shown.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as HostileWindow).answers))
    .toEqual([expect.objectContaining({ type: '@w3m-frame/RPC_REQUEST_ERROR', id: 'page-1' })]);
  expect(await outcome(page), 'nothing answered while no visitor pressed anything').toBeUndefined();
  expect(await axeViolations(page)).toEqual([]);

  // 3. The visitor cancels in the frame: a rejection, and nothing moved on the chain.
  await answerInFrame(page, 'Cancel', viaProvider);
  await expect.poll(() => outcome(page)).toEqual({ error: expect.objectContaining({ code: 4001 }) });
  expect(await client.getBalance({ address: direct })).toBe(0n);
  expect(await client.getBalance({ address: viaProvider })).toBe(0n);
  await expect(page.locator('dialog[data-wm-secure-site-dialog] iframe')).toBeHidden();

  // 4. Typed data for another chain never reaches the frame: 4901, as MetaMask answers.
  const typedData = {
    domain: { name: 'Other chain', version: '1', chainId: 1 },
    types: { EIP712Domain: [{ name: 'name', type: 'string' }], Note: [{ name: 'text', type: 'string' }] },
    primaryType: 'Note',
    message: { text: 'sign me elsewhere' },
  };
  await askProvider(page, 'eth_signTypedData_v4', [account, JSON.stringify(typedData)]);
  await expect.poll(() => outcome(page)).toEqual({ error: expect.objectContaining({ code: 4901 }) });
  await expect(frameDialog(page)).not.toHaveAttribute('open');
});

test('forged frame answers from the page and malformed ones from the frame change nothing while a sign-in waits', async ({
  page,
  devnet,
}) => {
  const email = freshEmail('forged');
  await openDemo(page, devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toContainText(`We sent a code to ${email}`);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(new URL(devnet.urls.auth).origin));
  expect(frame, 'the secure site is loaded once the visitor uses it').toBeDefined();
  // The page forges the frame's answers (its own window, not the frame's); the frame's origin sends garbage.
  await page.evaluate(() => {
    for (const name of ['CONNECT_OTP', 'GET_USER', 'IS_CONNECTED', 'RPC_REQUEST']) {
      window.postMessage(
        {
          type: `@w3m-frame/${name}_SUCCESS`,
          payload: { email: 'evil@example.com', address: '0x000000000000000000000000000000000000dEaD' },
        },
        '*',
      );
    }
    window.postMessage({ type: '@w3m-frame/READY', payload: {} }, '*');
  });
  await frame!.evaluate(() => {
    window.parent.postMessage({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'nope', payload: 'x'.repeat(100_000) }, '*');
    window.parent.postMessage({ type: '@w3m-frame/CONNECT_OTP_SUCCESS', id: { toString: 1 } }, '*');
    window.parent.postMessage('not an object', '*');
  });
  await page.getByRole('textbox', { name: 'Code' }).fill(devnet.auth.mailbox(email).at(-1)!.code);
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account).toContainText(`Signed in with ${email}`, { timeout: 20_000 });
  await expect(account).not.toContainText('evil@example.com');
  await expect(eventLog(page, 'connect').first()).not.toContainText('dEaD');
});

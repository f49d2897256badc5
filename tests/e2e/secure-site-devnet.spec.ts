// The devnet's stand-in of the hosted secure site (/sdk, protocol version 4), driven by a bare test
// page (not the product) on its own loopback origin: the frame announces READY, signs in by email with
// the mailbox's code, and asks the visitor in the frame before it signs: Sign signs (the signature
// recovers to the account), Cancel is a rejection and signs nothing.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from '@playwright/test';
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseUnits, recoverMessageAddress, stringToHex, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { DEVNET_PROJECT_ID } from '../../demo/devnet/index.mjs';
import { test, expect } from './fixtures';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

/** The test page: embeds /sdk, keeps what it posts, and sends app events with ids (to the auth origin only). */
const hostPage = (
  sdkUrl: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Secure site host</title></head><body>
<h1>Secure site host</h1>
<iframe id="w3m-iframe" title="Secure site" style="width:360px;height:600px;border:0" src="${sdkUrl}"></iframe>
<script>
const frame = document.getElementById('w3m-iframe');
const AUTH = new URL(frame.src).origin;
window.received = [];
window.addEventListener('message', (event) => {
  if (event.source === frame.contentWindow && event.origin === AUTH) window.received.push(event.data);
});
let next = 0;
window.send = (name, payload) => {
  const id = 'host-' + (next += 1);
  frame.contentWindow.postMessage({ type: '@w3m-app/' + name, id, payload }, AUTH);
  return new Promise((resolve) => {
    const poll = () => {
      const answer = window.received.find((message) => message.id === id);
      if (answer) resolve(answer);
      else setTimeout(poll, 20);
    };
    poll();
  });
};
/** Social sign-in as AppKit runs it: /loading opened at once, then the provider's URI, then {resultUri} from the pop-up. */
window.social = async (provider) => {
  const popup = window.open(AUTH + '/loading', 'popupWindow', 'width=600,height=800');
  const result = new Promise((resolve) => {
    window.addEventListener('message', (event) => {
      if (event.source === popup && event.origin === AUTH && typeof event.data?.resultUri === 'string') resolve(event.data.resultUri);
    });
  });
  const started = await window.send('GET_SOCIAL_REDIRECT_URI', { provider });
  popup.location.href = started.payload.uri;
  const resultUri = await result;
  popup.close();
  return window.send('CONNECT_SOCIAL', { uri: resultUri, preferredAccountType: 'smartAccount', chainId: 31337 });
};
</script></body></html>`;

interface FrameAnswer {
  type: string;
  id?: string;
  payload?: unknown;
}

const send = (page: Page, name: string, payload?: object) =>
  page.evaluate(([n, p]) => (window as unknown as { send(n: string, p?: object): Promise<FrameAnswer> }).send(n, p), [
    name,
    payload,
  ] as const);

/** Opens the host page, waits for the frame's READY and syncs the dapp data. */
async function openHost(page: Page, hostUrl: string) {
  await page.goto(hostUrl);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: FrameAnswer[] }).received))
    .toContainEqual({ type: '@w3m-frame/READY', payload: {} });
  const metadata = { name: 'Host test', description: '', url: hostUrl, icons: [] };
  expect((await send(page, 'SYNC_DAPP_DATA', { projectId: DEVNET_PROJECT_ID, metadata })).type).toBe('@w3m-frame/SYNC_DAPP_DATA_SUCCESS');
}

test.describe('secure-site stand-in', () => {
  let server: Server;
  let hostUrl: string;

  test.beforeAll(async ({ devnet }) => {
    const query = new URLSearchParams({
      projectId: DEVNET_PROJECT_ID,
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: 'false',
      rpcUrl: devnet.urls.evm[31337]!,
    });
    const body = hostPage(`${devnet.urls.auth}/sdk?${query}`);
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('READY, email OTP from the mailbox, then personal_sign signed and cancelled in the frame', async ({ page, devnet }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // The wrong code's refusal (a 400 from the service) is logged by Chromium as a failed load: expected.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 400')) problems.push(message.text());
    });
    await openHost(page, hostUrl);
    const email = `sdk-${Math.random().toString(36).slice(2, 10)}@example.com`;
    expect((await send(page, 'CONNECT_EMAIL', { email })).payload).toEqual({ action: 'VERIFY_OTP' });
    await expect.poll(() => devnet.auth.mailbox(email).length).toBe(1);
    const code = devnet.auth.mailbox(email)[0]!.code;
    const wrong = await send(page, 'CONNECT_OTP', { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.type).toBe('@w3m-frame/CONNECT_OTP_ERROR');
    expect((await send(page, 'CONNECT_OTP', { otp: code })).type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS');

    const account = await devnet.auth.account(email, DEVNET_PROJECT_ID);
    expect(account).toBeDefined();
    expect(await devnet.auth.account(email, 'ab'.repeat(16)), 'accounts are per project').toBeUndefined();
    const user = (await send(page, 'GET_USER', { chainId: 'eip155:31337', preferredAccountType: 'eoa' })).payload;
    expect(user).toMatchObject({
      email,
      address: account!.evm.eoa,
      chainId: 31337,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });

    const frame: FrameLocator = page.frameLocator('#w3m-iframe');
    const approval = frame.getByRole('main');
    const message = stringToHex('Sign in to Host test');
    const signing = send(page, 'RPC_REQUEST', { method: 'personal_sign', params: [message, account!.evm.eoa], chainId: 'eip155:31337' });
    await expect(approval.getByRole('heading', { name: 'Host test requests a signature' })).toBeVisible();
    await expect(approval).toContainText('Sign in to Host test');
    await expect(approval).toContainText(new URL(hostUrl).origin);
    await expect(approval).toContainText('eip155:31337');
    // The view passes axe (its source evaluated past the frame's policy, which lets no inline script in).
    const sdkFrame = page.frames().find((candidate) => candidate.url().startsWith(`${devnet.urls.auth}/sdk`))!;
    await sdkFrame.evaluate(await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await sdkFrame.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run()).violations.map(({ id }) => id);
    });
    expect(violations).toEqual([]);
    await approval.getByRole('button', { name: 'Sign' }).click();
    const signed = await signing;
    expect(signed.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    expect(await recoverMessageAddress({ message: { raw: message }, signature: signed.payload as Hex })).toBe(account!.evm.eoa);
    await expect(approval).toBeHidden();

    const cancelling = send(page, 'RPC_REQUEST', { method: 'personal_sign', params: [message, account!.evm.eoa], chainId: 'eip155:31337' });
    await approval.getByRole('button', { name: 'Cancel' }).click();
    expect(await cancelling).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'User rejected the request.' } });
    await expect(approval).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a new device waits for the mailed approval; Google through the pop-up; a smart-account token transfer decoded and signed', async ({
    page,
    browser,
    devnet,
  }) => {
    const email = `device-${Math.random().toString(36).slice(2, 10)}@example.com`;
    await openHost(page, hostUrl);
    await send(page, 'CONNECT_EMAIL', { email });
    await expect.poll(() => devnet.auth.mailbox(email).length).toBe(1);
    expect((await send(page, 'CONNECT_OTP', { otp: devnet.auth.mailbox(email)[0]!.code })).type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS');

    // Another browser (its own storage): the same address is a new device there.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await openHost(second, hostUrl);
      expect((await send(second, 'CONNECT_EMAIL', { email })).payload).toEqual({ action: 'VERIFY_DEVICE' });
      const device = send(second, 'CONNECT_DEVICE');
      const link = devnet.auth.mailbox(email).at(-1)!.link!;
      const approvalPage = await other.newPage();
      await approvalPage.goto(link);
      await approvalPage.getByRole('button', { name: 'Approve' }).click();
      await expect(approvalPage.getByRole('status')).toHaveText('Device approved: your sign-in code is on its way.');
      expect((await device).type).toBe('@w3m-frame/CONNECT_DEVICE_SUCCESS');
      const code = devnet.auth.mailbox(email).at(-1)!.code;
      expect((await send(second, 'CONNECT_OTP', { otp: code })).type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS');
      expect((await send(second, 'IS_CONNECTED')).payload).toEqual({ isConnected: true });
    } finally {
      await other.close();
    }

    // Google: the pop-up opens on /loading, goes to the consent page, and its result page tells the opener.
    const popup = page.waitForEvent('popup');
    const social = page.evaluate(() => (window as unknown as { social(p: string): Promise<FrameAnswer> }).social('google'));
    const consent = await popup;
    await consent.getByRole('button', { name: 'Continue as Grace Hopper' }).click();
    const connected = await social;
    expect(connected.type).toBe('@w3m-frame/CONNECT_SOCIAL_SUCCESS');
    const account = (await devnet.auth.account('google:grace@example.com', DEVNET_PROJECT_ID))!;
    expect(connected.payload).toMatchObject({
      email: 'grace@example.com',
      userName: 'Grace Hopper',
      address: account.evm.smartAccount,
      preferredAccountType: 'smartAccount',
    });

    // A dUSDC transfer from the smart account (its first transaction deploys it), decoded in the frame.
    const recipient = privateKeyToAddress(generatePrivateKey());
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('5', 6)] });
    const sending = send(page, 'RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: account.evm.smartAccount, to: devnet.contracts.dUSDC, data }],
      chainId: 'eip155:31337',
    });
    const approval = page.frameLocator('#w3m-iframe').getByRole('main');
    await expect(approval).toContainText(`5 dUSDC to ${recipient}`);
    await approval.getByRole('button', { name: 'Sign' }).click();
    const sent = await sending;
    expect(sent.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    const client = createPublicClient({ transport: http(devnet.urls.evm[31337]) });
    const receipt = await minedReceipt(client, sent.payload as Hex);
    expect(receipt.status).toBe('success');
    expect(
      await client.readContract({ address: devnet.contracts.dUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] }),
    ).toBe(parseUnits('5', 6));
    expect((await send(page, 'GET_USER', { chainId: 'eip155:31337' })).payload).toMatchObject({ smartAccountDeployed: true });
  });
});

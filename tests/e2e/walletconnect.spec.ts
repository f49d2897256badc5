// WalletConnect end to end: the demo page's modal shows a pairing URI; a real
// @reown/walletkit wallet in this process pairs through the devnet relay.
import { getSdkError } from '@walletconnect/utils';
import { readFileSync } from 'node:fs';
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit';
import { test, expect, axeViolations } from './fixtures';
import {
  ADDRESS,
  CHAIN,
  QR_LABEL,
  approveSession,
  connectWalletKit,
  copyLink,
  openWalletConnect,
  useNodeWallet,
} from './walletconnect-peer';
import { eventLog, openDemo, walletModal, type WalletModalHost } from './demo-page';
import { devAccount } from '../../demo/wallet/accounts.mjs';

const nodeWallet = useNodeWallet();
let walletKit: IWalletKit;

test.beforeEach(() => {
  walletKit = nodeWallet();
});

const approveWith = (proposal: WalletKitTypes.SessionProposal, chains = [CHAIN]) => approveSession(walletKit, proposal, chains);

test('pairs through the relay, shows Account and fires connect; the wallet disconnecting returns to Connect', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  const qrAfterMs = await openWalletConnect(page);
  test.info().annotations.push({ type: 'qr-visible-ms', description: String(qrAfterMs) });
  console.log(`WalletConnect: QR code visible ${qrAfterMs} ms after the click`);
  const uri = await copyLink(page);
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  expect(await axeViolations(page)).toEqual([]);

  walletKit.once('session_proposal', (proposal) => void approveWith(proposal));
  await walletKit.pair({ uri });

  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');
  const connect = eventLog(page, 'connect');
  await expect(connect).toContainText(`"address":"${ADDRESS}"`);
  await expect(connect).toContainText(`"caipNetworkId":"${CHAIN}"`);
  await expect(connect).toContainText('"connector":{"id":"walletConnect","name":"Devnet test wallet","type":"walletConnect"}');
  await expect(connect).toContainText('"restored":false');

  const [session] = Object.values(walletKit.getActiveSessions());
  await walletKit.disconnectSession({ topic: session!.topic, reason: getSdkError('USER_DISCONNECTED') });
  await expect(eventLog(page, 'disconnect')).toContainText('{"namespace":"eip155"}');
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^WalletConnect/ })).toBeVisible();
});

test('a proposal the wallet rejects shows the message and a fresh QR code', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await openWalletConnect(page);
  const first = await copyLink(page);
  walletKit.once('session_proposal', ({ id }) => void walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') }));
  await walletKit.pair({ uri: first });

  await expect(page.getByRole('alert').filter({ hasText: 'Connection declined' })).toContainText(
    'You rejected the request in your wallet.',
  );
  await expect(eventLog(page, 'error').filter({ hasText: 'UserRejectedError' })).toContainText('"view":"ConnectingWalletConnect"');
  await expect(page.getByRole('img', { name: QR_LABEL })).toBeVisible();
  await expect.poll(() => copyLink(page)).not.toBe(first);

  // The fresh code works: the visitor scans again and the wallet approves.
  walletKit.once('session_proposal', (proposal) => void approveWith(proposal));
  await walletKit.pair({ uri: await copyLink(page) });
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');
});

test('the pairing URI is replaced when 10 s or less of its 4 minutes remain', async ({ page, devnet }) => {
  await page.clock.install();
  await openDemo(page, devnet.urls.demo);
  await openWalletConnect(page);
  const first = await copyLink(page);

  await page.clock.fastForward('03:40');
  expect(await copyLink(page)).toBe(first);
  await page.clock.fastForward('00:11');
  await expect.poll(() => copyLink(page)).not.toBe(first);
  await expect(page.getByRole('img', { name: QR_LABEL })).toBeVisible();
});

test('a stored session comes back on reload with restored: true; one the wallet ended while the page was closed ends cleanly', async ({
  page,
  devnet,
}) => {
  await openDemo(page, devnet.urls.demo);
  await connectWalletKit(page, walletKit);

  const reloaded = Date.now();
  await page.reload();
  const connect = eventLog(page, 'connect');
  await expect(connect).toContainText('"restored":true');
  console.log(`WalletConnect: session restored ${Date.now() - reloaded} ms after reload`);
  await expect(connect).toContainText(`"caipAddress":"${CHAIN}:${ADDRESS}"`);
  await expect(page.getByRole('button', { name: /^Account 0x7099…79C8/ })).toBeVisible();
  expect((await walletModal(page).state()).status).toBe('connected');

  // The page closes; the wallet ends the session; the visitor comes back.
  await page.goto('about:blank');
  const [session] = Object.values(walletKit.getActiveSessions());
  await walletKit.disconnectSession({ topic: session!.topic, reason: getSdkError('USER_DISCONNECTED') });
  const back = Date.now();
  await page.goto(devnet.urls.demo);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wallet-modal:session:eip155'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  console.log(`WalletConnect: ended session cleared ${Date.now() - back} ms after load`);
  expect((await walletModal(page).state()).status).toBe('disconnected');
  // Ended cleanly: it never showed as connected, so the host heard neither connect nor disconnect.
  await expect(eventLog(page, 'connect').or(eventLog(page, 'disconnect'))).toHaveCount(0);
});

test('the host methods: getProvider is the session, switchNetwork stays within approved chains, disconnect() ends the session', async ({
  page,
  devnet,
}) => {
  await openDemo(page, devnet.urls.demo);
  await connectWalletKit(page, walletKit, [CHAIN, 'eip155:31338']);

  const answers = await page.evaluate(async (address) => {
    const provider = document.querySelector<WalletModalHost>('wallet-modal')!.getProvider('eip155')!;
    return {
      chainId: await provider.request({ method: 'eth_chainId' }),
      accounts: await provider.request({ method: 'eth_accounts' }),
      // Not a wallet method: answered by the chain through the RPC map (anvil here).
      balance: await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
    };
  }, ADDRESS);
  expect(Number(answers.chainId)).toBe(31337);
  expect(answers.accounts).toEqual([ADDRESS]);
  expect(BigInt(String(answers.balance))).toBeGreaterThan(0n);

  // Within the approved chains: no wallet round trip, eth_chainId follows (answered locally).
  const switched = await page.evaluate(async () => {
    const host = document.querySelector<WalletModalHost>('wallet-modal')!;
    await host.switchNetwork('eip155:31338');
    return host.getProvider('eip155')!.request({ method: 'eth_chainId' });
  });
  expect(Number(switched)).toBe(31338);
  await expect(eventLog(page, 'networkchange').first()).toContainText('"caipNetworkId":"eip155:31338"');

  // A configured network the wallet did not approve: a catalogued error, nothing changes.
  const refused = await page.evaluate(async () => {
    const host = document.querySelector<WalletModalHost>('wallet-modal')!;
    host.setAttribute('networks', 'eip155:31337,eip155:31338,eip155:1');
    return host.switchNetwork('eip155:1').then(
      () => 'switched',
      (error: Error) => error.name,
    );
  });
  expect(refused).toBe('ChainNotApprovedError');
  expect((await walletModal(page).state()).network?.caipNetworkId).toBe('eip155:31338');

  const deleted = new Promise((resolve) => walletKit.once('session_delete', resolve));
  await page.evaluate(() => document.querySelector<WalletModalHost>('wallet-modal')!.disconnect('eip155'));
  await expect(eventLog(page, 'disconnect')).toContainText('{"namespace":"eip155"}');
  await deleted;
  expect(Object.keys(walletKit.getActiveSessions())).toEqual([]);
  expect(await page.evaluate(() => document.querySelector<WalletModalHost>('wallet-modal')!.getProvider('eip155'))).toBeUndefined();
});

test('the wallet switching chain and account fires networkchange and accountchange', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await openWalletConnect(page);
  const chains = [CHAIN, 'eip155:31338'];
  walletKit.once('session_proposal', (proposal) => void approveWith(proposal, chains));
  await walletKit.pair({ uri: await copyLink(page) });
  await expect(eventLog(page, 'connect')).toContainText(`"caipNetworkId":"${CHAIN}"`);
  const [session] = Object.values(walletKit.getActiveSessions());
  const topic = session!.topic;

  await walletKit.emitSessionEvent({ topic, chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } });
  await expect(eventLog(page, 'networkchange').first()).toContainText('"caipNetworkId":"eip155:31338"');

  const other = devAccount(2).address;
  await walletKit.updateSession({
    topic,
    namespaces: { eip155: { ...session!.namespaces.eip155!, accounts: chains.map((chain) => `${chain}:${other}`) } },
  });
  await walletKit.emitSessionEvent({ topic, chainId: 'eip155:31338', event: { name: 'accountsChanged', data: [`eip155:31338:${other}`] } });
  await expect(eventLog(page, 'accountchange')).toContainText(`"caipAddress":"eip155:31338:${other}"`);
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x3C44…93BC');
});

test('an unreachable relay ends in a message and an error event, not an endless spinner; Try again tries again', async ({
  page,
  devnet,
}) => {
  await page.clock.install();
  await openDemo(page, devnet.urls.demo);
  await walletModal(page).setAttribute('relay-url', 'ws://127.0.0.1:9');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /^WalletConnect/ }).click();
  await expect(page.getByRole('status', { name: 'Preparing the connection code…' })).toBeVisible();

  await page.clock.fastForward('00:16');
  await expect(page.getByRole('alert')).toContainText('Could not start WalletConnect');
  await expect(page.getByRole('alert')).toContainText('Could not reach the service.');
  await expect(eventLog(page, 'error')).toContainText('"code":"NetworkError"');

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status', { name: 'Preparing the connection code…' })).toBeVisible();
  await page.clock.fastForward('00:16');
  await expect(eventLog(page, 'error')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('walletconnect-only: opening goes straight to the basic WalletConnect view, which pairs; a second connection after Disconnect works', async ({
  page,
  devnet,
}) => {
  await openDemo(page, devnet.urls.demo);
  await walletModal(page).setAttribute('walletconnect-only');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' });
  await expect(dialog.getByRole('heading', { name: 'What is WalletConnect?' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: QR_LABEL })).toBeVisible();
  const first = await copyLink(page);
  walletKit.once('session_proposal', (proposal) => void approveWith(proposal));
  await walletKit.pair({ uri: first });
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(eventLog(page, 'disconnect')).toContainText('{"namespace":"eip155"}');
  await expect.poll(() => Object.keys(walletKit.getActiveSessions()).length).toBe(0);

  // Without adapters, "back to Connect" is the WalletConnect view, with a new code.
  await expect(dialog.getByRole('img', { name: QR_LABEL })).toBeVisible();
  await expect.poll(() => copyLink(page)).not.toBe(first);
  walletKit.once('session_proposal', (proposal) => void approveWith(proposal));
  await walletKit.pair({ uri: await copyLink(page) });
  await expect(eventLog(page, 'connect')).toHaveCount(2);
});

/** The built chunk that holds @walletconnect/universal-provider (from esbuild's metafile). */
function walletConnectChunk(): string {
  const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const [file] =
    Object.entries(meta.outputs).find(([, output]) =>
      Object.keys(output.inputs).some((input) => input.includes('universal-provider/dist')),
    ) ?? [];
  return file!.replace(/^dist\//, '');
}

test('the WalletConnect chunk loads only when WalletConnect is chosen', async ({ page, devnet }) => {
  const chunk = walletConnectChunk();
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await openDemo(page, devnet.urls.demo);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('button', { name: /^WalletConnect/ })).toBeVisible();
  expect(loaded.some((path) => path.endsWith(chunk))).toBe(false);
  await page.getByRole('button', { name: /^WalletConnect/ }).click();
  await expect(page.getByRole('img', { name: QR_LABEL })).toBeVisible();
  expect(loaded.some((path) => path.endsWith(chunk))).toBe(true);
});

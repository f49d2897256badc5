// A hostile WalletConnect peer through the devnet relay: a real @reown/walletkit wallet whose
// metadata, approved accounts and chains, and events are garbage. The modal refuses what is not
// valid with a message and an error event, renders no unsafe URL, and an honest peer connects after.
import type { Page } from '@playwright/test';
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit';
import type { ICore } from '@walletconnect/types';
import { test, expect } from './fixtures';
import { ADDRESS, CHAIN, QR_LABEL, approveSession, copyLink, openWalletConnect, useNodeWallet } from './walletconnect-peer';
import { eventLog, openDemo, walletModal } from './demo-page';
import { closeCores, startNodeWallet } from '../../demo/devnet/relay/node-peers.mjs';

const nodeWallet = useNodeWallet();
const UNASKED_CHAIN = 'eip155:666';
const HOSTILE_METADATA = {
  name: `\u202eevil\u200b ${'W'.repeat(5000)}`,
  description: '<img src=x onerror=alert(1)>',
  url: 'javascript:alert(1)',
  icons: ['javascript:alert(1)', 'http://evil.example/icon.png', 'data:text/html,<script>alert(1)</script>'],
};

let hostileCores: ICore[] = [];
test.afterEach(async () => {
  await closeCores(...hostileCores);
  hostileCores = [];
});

async function hostileWallet(relayUrl: string): Promise<IWalletKit> {
  const { walletKit, core } = await startNodeWallet({ relayUrl, peerMetadata: HOSTILE_METADATA });
  hostileCores.push(core);
  return walletKit;
}

function approveWith(walletKit: IWalletKit, proposal: WalletKitTypes.SessionProposal, accounts: string[]) {
  return walletKit.approveSession({
    id: proposal.id,
    namespaces: {
      eip155: {
        chains: [CHAIN, UNASKED_CHAIN],
        accounts,
        methods: ['eth_accounts', 'eth_chainId'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  });
}

/** Every URL the modal renders (its shadow root): links and images. */
const renderedUrls = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('wallet-modal')?.shadowRoot;
    return [...(root?.querySelectorAll('[href], [src]') ?? [])].map((node) => node.getAttribute('href') ?? node.getAttribute('src') ?? '');
  });

test('accounts that are not valid addresses are refused with a message and an error event; an honest peer connects after', async ({
  page,
  devnet,
}) => {
  const hostile = await hostileWallet(String(devnet.urls.relay));
  await openDemo(page, devnet.urls.demo);
  await openWalletConnect(page);
  const invalid = [
    `${CHAIN}:0xZZZZ970C51812dc3A010C7d01b50e0d17dc79C8`,
    `${CHAIN}:0x70997970c51812dc3A010C7d01b50e0d17dc79C8`,
    `${UNASKED_CHAIN}:${ADDRESS}`,
  ];
  hostile.once('session_proposal', (proposal) => void approveWith(hostile, proposal, invalid));
  await hostile.pair({ uri: await copyLink(page) });

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This is not a valid account address');
  await expect(eventLog(page, 'error').filter({ hasText: 'InvalidCaipAddressError' })).toContainText('"view":"ConnectingWalletConnect"');
  await expect(eventLog(page, 'connect')).toHaveCount(0);
  expect((await walletModal(page).state()).status).toBe('disconnected');
  // The refused session was ended: the hostile wallet holds none.
  await expect.poll(() => Object.keys(hostile.getActiveSessions()).length).toBe(0);

  // Still usable: Try again gives a fresh code, and an honest wallet connects with it.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('img', { name: QR_LABEL })).toBeVisible();
  const honest = nodeWallet();
  honest.once('session_proposal', (proposal) => void approveSession(honest, proposal));
  await honest.pair({ uri: await copyLink(page) });
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');
  await expect(eventLog(page, 'connect')).toContainText('"name":"Devnet test wallet"');
});

test('a peer with hostile metadata, unasked chains and garbled events: clean name, no unsafe URL, events refused with error', async ({
  page,
  devnet,
}) => {
  const hostile = await hostileWallet(String(devnet.urls.relay));
  await openDemo(page, devnet.urls.demo);
  await openWalletConnect(page);
  hostile.once(
    'session_proposal',
    (proposal) => void approveWith(hostile, proposal, [`${CHAIN}:${ADDRESS}`, `${UNASKED_CHAIN}:${ADDRESS}`]),
  );
  await hostile.pair({ uri: await copyLink(page) });

  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');
  const connect = eventLog(page, 'connect');
  await expect(connect).toContainText(`"caipNetworkId":"${CHAIN}"`);
  const name = (await connect.textContent())?.match(/"connector":\{"id":"walletConnect","name":"([^"]*)"/)?.[1] ?? '';
  expect(name.startsWith('evil W')).toBe(true);
  expect(name.length).toBeLessThanOrEqual(64);
  for (const url of await renderedUrls(page)) expect(url).not.toMatch(/^(javascript|data:text)|evil\.example/i);

  const changes = eventLog(page, 'networkchange').or(eventLog(page, 'accountchange')).or(eventLog(page, 'disconnect'));
  const changesBefore = await changes.count();

  const [session] = Object.values(hostile.getActiveSessions());
  const topic = session!.topic;
  await hostile.emitSessionEvent({ topic, chainId: CHAIN, event: { name: 'chainChanged', data: '0x1zz' } });
  await expect(eventLog(page, 'error').filter({ hasText: 'InvalidCaipNetworkIdError' })).toHaveCount(1);
  await hostile.emitSessionEvent({
    topic,
    chainId: CHAIN,
    event: { name: 'accountsChanged', data: ['garbage', `${CHAIN}:0xZZZZ970C51812dc3A010C7d01b50e0d17dc79C8`] },
  });
  await expect(eventLog(page, 'error').filter({ hasText: 'InvalidCaipAddressError' })).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');

  // Nothing changed: same account, same network, still connected.
  const state = await walletModal(page).state();
  expect(state).toMatchObject({ status: 'connected', address: ADDRESS, network: { caipNetworkId: CHAIN } });
  await expect(changes).toHaveCount(changesBefore);
});

// The far side of the WalletConnect specs: a real @reown/walletkit wallet in
// the test process, pairing through the devnet relay, and the page steps that
// reach the modal's pairing URI.
import type { Page } from '@playwright/test';
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit';
import type { ICore } from '@walletconnect/types';
import { test, expect } from './fixtures';
import { answerVerifyOffline } from '../../demo/devnet/relay/verify-offline.mjs';
import { closeCores, startNodeWallet } from '../../demo/devnet/relay/node-peers.mjs';
import { devAccount } from '../../demo/wallet/accounts.mjs';

export const CHAIN = 'eip155:31337';
export const ADDRESS = devAccount(1).address;
export const QR_LABEL = 'QR code to connect a wallet with WalletConnect';

/** A fresh wallet (named `name`) for every test of the calling spec (stopped after it); the page may use the clipboard and Verify is answered locally. */
export function useNodeWallet({ name }: { name?: string } = {}): () => IWalletKit {
  let walletKit: IWalletKit | undefined;
  let cores: ICore[] = [];
  test.beforeEach(async ({ page, context, devnet }) => {
    const wallet = await startNodeWallet({ relayUrl: String(devnet.urls.relay), name });
    walletKit = wallet.walletKit;
    cores = [wallet.core];
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(devnet.urls.demo).origin });
    // After the fixture's internet block, so this route answers the Verify iframe first.
    await answerVerifyOffline(page);
  });
  test.afterEach(async () => {
    await closeCores(...cores);
  });
  return () => {
    if (!walletKit) throw new Error('useNodeWallet: no wallet outside a test');
    return walletKit;
  };
}

/** The namespaces a wallet approves: `ADDRESS` on `chains`. */
export const sessionNamespaces = (chains = [CHAIN]) => ({
  eip155: {
    chains,
    accounts: chains.map((chain) => `${chain}:${ADDRESS}`),
    methods: ['personal_sign', 'eth_sendTransaction', 'eth_accounts', 'eth_chainId'],
    events: ['accountsChanged', 'chainChanged'],
  },
});

/** The wallet approves the proposal with `ADDRESS` on `chains`. */
export function approveSession(walletKit: IWalletKit, proposal: WalletKitTypes.SessionProposal, chains = [CHAIN]) {
  return walletKit.approveSession({ id: proposal.id, namespaces: sessionNamespaces(chains) });
}

/** Opens the modal and chooses WalletConnect; resolves when the QR code shows, with the time it took. */
export async function openWalletConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const started = Date.now();
  await page.getByRole('button', { name: /^WalletConnect/ }).click();
  await expect(page.getByRole('img', { name: QR_LABEL })).toBeVisible();
  return Date.now() - started;
}

/** The visitor opens WalletConnect, the wallet pairs from the link and approves `chains`; resolves on Account. */
export async function connectWalletKit(page: Page, walletKit: IWalletKit, chains = [CHAIN]) {
  await openWalletConnect(page);
  walletKit.once('session_proposal', (proposal) => void approveSession(walletKit, proposal, chains));
  await walletKit.pair({ uri: await copyLink(page) });
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('0x7099…79C8');
}

/** What a visitor gets from "Copy link": the pairing URI, read back from the clipboard. */
export async function copyLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeAttached();
  return page.evaluate(() => navigator.clipboard.readText());
}

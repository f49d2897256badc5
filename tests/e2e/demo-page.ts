// The demo page as end-to-end tests drive it: a visit in the test's own (fresh)
// browser context, the demo wallets' test hooks (demo/wallets/README.md), the
// Devnet Wallet connected as a visitor connects it, the host's event log and the
// element's host API. Page-side types are cast here once, so specs need none.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

interface DevnetWalletHooks {
  setAutoApprove(mode: boolean | 'reject'): void;
  switchAccount(index: number): Promise<void>;
  switchChain(id: number): Promise<void>;
  forgetChain(id: number): void;
  readonly knownChains: number[];
  readonly chainId: number;
}

interface DevnetSolanaWalletHooks {
  setAutoApprove(mode: boolean | 'reject'): void;
}

interface DemoWindow {
  __devnetWallet: DevnetWalletHooks;
  __devnetSolanaWallet: DevnetSolanaWalletHooks;
}

/** What the host page reaches on `<wallet-modal>` (README "Properties and methods"). */
export interface WalletModalHost extends HTMLElement {
  open(options?: { view?: string; namespace?: string }): void;
  switchNetwork(caipNetworkId: string): Promise<void>;
  disconnect(namespace?: string): Promise<void>;
  getProvider(namespace?: string): { request(args: { method: string; params?: unknown[] }): Promise<unknown> } | undefined;
  readonly state: {
    status: string;
    address?: string;
    caipAddress?: string;
    network?: { caipNetworkId: string; name: string };
    balance?: string;
    signIn: { status: string; address?: string; caipNetworkId?: string; expiresAt?: string };
  };
}

/**
 * Opens the demo page. Every test has a fresh browser context, so nothing is stored yet;
 * `globals` are set on `window` before any script runs (e.g. a demo wallet's configuration).
 */
export async function openDemo(page: Page, url: string, globals: Record<string, unknown> = {}) {
  if (Object.keys(globals).length > 0) await page.addInitScript((values) => Object.assign(window, values), globals);
  await page.goto(url);
}

/** The Devnet Wallet's test hooks, run in the page. */
export const devnetWallet = (page: Page) => ({
  setAutoApprove: (mode: boolean | 'reject') =>
    page.evaluate((value) => (window as unknown as DemoWindow).__devnetWallet.setAutoApprove(value), mode),
  switchAccount: (index: number) => page.evaluate((value) => (window as unknown as DemoWindow).__devnetWallet.switchAccount(value), index),
  switchChain: (id: number) => page.evaluate((value) => (window as unknown as DemoWindow).__devnetWallet.switchChain(value), id),
  forgetChain: (id: number) => page.evaluate((value) => (window as unknown as DemoWindow).__devnetWallet.forgetChain(value), id),
  knownChains: () => page.evaluate(() => (window as unknown as DemoWindow).__devnetWallet.knownChains),
  chainId: () => page.evaluate(() => (window as unknown as DemoWindow).__devnetWallet.chainId),
});

/** The Devnet Solana Wallet's test hooks, run in the page. */
export const devnetSolanaWallet = (page: Page) => ({
  setAutoApprove: (mode: boolean | 'reject') =>
    page.evaluate((value) => (window as unknown as DemoWindow).__devnetSolanaWallet.setAutoApprove(value), mode),
});

/** The page's `<wallet-modal>`, for host calls made in the page. */
export const walletModal = (page: Page) => ({
  state: () => page.evaluate(() => document.querySelector<WalletModalHost>('wallet-modal')!.state),
  open: (options: { view?: string; namespace?: string } = {}) =>
    page.evaluate((value) => document.querySelector<WalletModalHost>('wallet-modal')!.open(value), options),
  setAttribute: (name: string, value = '') =>
    page.evaluate(([key, text]) => document.querySelector('wallet-modal')!.setAttribute(key!, text!), [name, value]),
});

interface RecordingWindow {
  __walletCalls: string[];
  __statusAtStart?: string;
  __balanceRequestTimes: number[];
}

/**
 * From the page's first script on, on every load: records each method the page sends to the
 * Devnet Wallet (EIP-6963), and the element's status the moment it starts (a stored session
 * makes it `reconnecting` then, before any wallet is asked). Returns readers for both.
 */
export async function recordPageStart(page: Page) {
  await page.addInitScript(() => {
    const recording = window as unknown as RecordingWindow;
    recording.__walletCalls = [];
    window.addEventListener(
      'eip6963:announceProvider',
      (event) => {
        const provider = (event as CustomEvent<{ provider: { request(args: { method: string }): Promise<unknown>; recorded?: boolean } }>)
          .detail.provider;
        if (provider.recorded) return;
        const request = provider.request.bind(provider);
        provider.request = (args) => {
          recording.__walletCalls.push(args.method);
          return request(args);
        };
        provider.recorded = true;
      },
      true,
    );
    // Defining the element upgrades it, and it starts (restoring included), before this runs.
    void customElements.whenDefined('wallet-modal').then(() => {
      recording.__statusAtStart = document.querySelector<WalletModalHost>('wallet-modal')?.state.status;
    });
  });
  return {
    walletCalls: () => page.evaluate(() => (window as unknown as RecordingWindow).__walletCalls),
    statusAtStart: () => page.evaluate(() => (window as unknown as RecordingWindow).__statusAtStart),
  };
}

/** From the page's first script on: the page clock's time at each balance request the page sends. */
export async function recordBalanceRequestTimes(page: Page) {
  await page.addInitScript(() => {
    const times: number[] = [];
    (window as unknown as RecordingWindow).__balanceRequestTimes = times;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (/\/v1\/account\/[^/]+\/balance/.test(url)) times.push(Date.now());
      return send(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as RecordingWindow).__balanceRequestTimes.slice());
}

/**
 * The site's own answer on the sign-in (`GET {signin-url}/session`), asked with the page's cookies as the host's server
 * receives them: the session while signed in, else undefined (401).
 */
export async function siteSession(page: Page, signinUrl: string) {
  const response = await page.request.get(`${signinUrl}/session`);
  return response.ok() ? ((await response.json()) as { address: string; caipNetworkId: string; expiresAt: string }) : undefined;
}

/** The demo page's log of the element's DOM events, newest first. */
export const eventLog = (page: Page, type: string) => page.locator(`#event-log [data-event="${type}"]`);

/** The log's `transaction` events of one step (`pending`: the wallet returned the hash; then how it ended). */
export const transactionLog = (page: Page, status: 'pending' | 'confirmed' | 'failed' | 'replaced' = 'pending') =>
  page.locator(`#event-log [data-event="transaction"][data-status="${status}"]`);

/**
 * Connects the Devnet Wallet from the account button and waits for Account (unless `waitForAccount` is false: a
 * sign-in may show first): the visitor approves the wallet's prompt, or with `autoApprove` the wallet approves without one.
 * `beforeChoosing` (started as Connect Wallet is pressed) is awaited before the wallet is chosen.
 */
export async function connectDevnetWallet(
  page: Page,
  {
    autoApprove = false,
    waitForAccount = true,
    beforeChoosing,
  }: { autoApprove?: boolean; waitForAccount?: boolean; beforeChoosing?: () => Promise<unknown> } = {},
) {
  if (autoApprove) await devnetWallet(page).setAutoApprove(true);
  await Promise.all([beforeChoosing?.(), page.getByRole('button', { name: 'Connect Wallet' }).click()]);
  await page.getByRole('button', { name: /^Devnet Wallet Installed/ }).click();
  if (!autoApprove)
    await page
      .getByRole('dialog', { name: /Devnet Wallet/ })
      .getByRole('button', { name: 'Approve' })
      .click();
  if (waitForAccount) await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
}

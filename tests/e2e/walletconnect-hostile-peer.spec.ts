// A WalletConnect wallet whose metadata name carries bidi overrides, controls and no length
// bound: the session still connects, and the host hears the name cleaned and capped.
import { test, expect } from './fixtures';
import { connectWalletKit, useNodeWallet } from './walletconnect-peer';
import { eventLog, openDemo } from './demo-page';

const HOSTILE_NAME = `\u202Etellaw\u202C\u0000\n\u200BEvil${'W'.repeat(10_000)}`;
const nodeWallet = useNodeWallet({ name: HOSTILE_NAME });

test('the peer name is display text in the connect event; the session works', async ({ page, devnet }) => {
  await openDemo(page, devnet.urls.demo);
  await connectWalletKit(page, nodeWallet());
  const detail = JSON.parse((await eventLog(page, 'connect').first().locator('code').textContent()) ?? '{}') as {
    connector: { name: string };
  };
  expect(detail.connector.name).toMatch(/^tellaw EvilW+…$/);
  expect(Array.from(detail.connector.name)).toHaveLength(64);
});

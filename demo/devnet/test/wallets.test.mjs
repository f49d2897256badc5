// The demo wallets in the system Chromium: the EIP-6963 wallet against a real
// anvil, the Wallet Standard Solana wallet through @wallet-standard/app.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as esbuild from 'esbuild';
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import { startHttpServer } from '../server.mjs';
import { walletScripts } from '../../wallets/serve.mjs';
import { launchLoopbackBrowser, startAnvil } from '../testing/harness.mjs';
import { buildTransferTransaction, fixedSolanaKeys, sendTransactionRpc, verifySolanaSignature } from '../testing/solana-fixtures.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const SOLANA_CHAIN = 'solana:TestNet1111111111111111111111111';
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function testPage({ rpcA, solanaSecretKey }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo wallets test</title>
<script>
window.__announced = [];
window.addEventListener('eip6963:announceProvider', (event) => window.__announced.push(event.detail));
window.__devnetSolanaWalletConfig = ${JSON.stringify({ secretKey: solanaSecretKey })};
</script>
<script type="module" src="/app.js"></script>
<script type="module" src="/devnet-wallets/injected.js?rpcA=${encodeURIComponent(rpcA)}&rpcB=http%3A%2F%2F127.0.0.1%3A9"></script>
<script type="module" src="/devnet-wallets/solana.js?rpc=%2Fsolana-rpc"></script>
</head><body><h1>Demo wallets</h1></body></html>`;
}

// What a dapp page does: find Wallet Standard wallets through @wallet-standard/app.
const APP_SOURCE = `import { getWallets } from '@wallet-standard/app';
window.getWallets = getWallets;
window.findWallet = (name) => getWallets().get().find((wallet) => wallet.name === name);`;

async function startTestSite(pageOptions, solanaRpcCalls) {
  const app = (
    await esbuild.build({
      stdin: { contents: APP_SOURCE, resolveDir: process.cwd() },
      bundle: true,
      write: false,
      format: 'esm',
      logLevel: 'silent',
    })
  ).outputFiles[0].text;
  const pages = async (req, res, url) => {
    const body = { '/': testPage(pageOptions), '/app.js': app }[url.pathname];
    if (body === undefined) return false;
    res.writeHead(200, { 'content-type': url.pathname === '/' ? 'text/html' : 'text/javascript' });
    res.end(body);
    return true;
  };
  return startHttpServer({
    port: 0,
    handlers: [
      pages,
      sendTransactionRpc('/solana-rpc', solanaRpcCalls),
      walletScripts({ defaults: () => ({ solana: { chain: SOLANA_CHAIN } }) }),
    ],
  });
}

describe('demo wallets in the browser', () => {
  let anvil, site, browser, solanaKeys;
  const solanaRpcCalls = [];
  before(async () => {
    solanaKeys = await fixedSolanaKeys();
    anvil = await startAnvil();
    site = await startTestSite({ rpcA: anvil.url, solanaSecretKey: solanaKeys.secretKey }, solanaRpcCalls);
    browser = await launchLoopbackBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
    await anvil?.stop();
  });

  async function openPage() {
    const page = await browser.newPage();
    await page.goto(site.url);
    await page.waitForFunction(() => window.__devnetWallet && window.__devnetSolanaWallet && window.getWallets);
    return page;
  }

  const request = (page, method, params = []) =>
    page.evaluate(
      ({ method, params }) =>
        window.__devnetWallet.provider.request({ method, params }).then(
          (result) => ({ result }),
          (error) => ({ code: error.code, message: error.message }),
        ),
      { method, params },
    );

  it('announces itself with EIP-6963 and again on request', async () => {
    const page = await openPage();
    await page.evaluate(() => window.dispatchEvent(new Event('eip6963:requestProvider')));
    const infos = await page.evaluate(() => window.__announced.map((detail) => detail.info));
    assert.equal(infos.length, 2);
    assert.equal(infos[0].name, 'Devnet Wallet');
    assert.equal(infos[0].rdns, 'io.wallet-modal.devnet');
    assert.match(infos[0].uuid, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.match(infos[0].icon, /^data:image\/svg\+xml;base64,/);
    assert.equal(infos[1].uuid, infos[0].uuid);
    await page.context().close();
  });

  it('rejects with 4001 when set to reject, and stays silent until approved', async () => {
    const page = await openPage();
    assert.deepEqual(await request(page, 'eth_accounts'), { result: [] });
    await page.evaluate(() => window.__devnetWallet.setAutoApprove('reject'));
    const rejected = await request(page, 'eth_requestAccounts');
    assert.equal(rejected.code, 4001);
    assert.equal((await request(page, 'personal_sign', ['0x68690a', ACCOUNT_0])).code, 4100);
    assert.deepEqual(await request(page, 'eth_accounts'), { result: [] });
    await page.context().close();
  });

  it('connects through the prompt, signs by keyboard, and restores silently after a reload', async () => {
    const page = await openPage();
    // The host's own modal dialog is open, as the wallet modal is while it waits for the wallet.
    await page.evaluate(() => document.body.appendChild(document.createElement('dialog')).showModal());
    const accounts = request(page, 'eth_requestAccounts');
    const askedTwice = request(page, 'eth_requestAccounts');
    const prompt = page.getByRole('dialog', { name: 'Devnet Wallet' });
    await prompt.waitFor();
    assert.match(await prompt.textContent(), new RegExp(`${new URL(site.url).host} asks to connect`));
    await prompt.getByRole('button', { name: 'Approve' }).click();
    assert.deepEqual(await accounts, { result: [ACCOUNT_0] });
    assert.deepEqual(await askedTwice, { result: [ACCOUNT_0] });
    assert.equal(await prompt.count(), 0);
    assert.deepEqual(await request(page, 'eth_chainId'), { result: '0x7a69' });

    const signature = request(page, 'personal_sign', ['0x68656c6c6f', ACCOUNT_0]);
    await prompt.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const signed = await signature;
    assert.ok(await verifyMessage({ address: ACCOUNT_0, message: 'hello', signature: signed.result }));

    const escaped = request(page, 'personal_sign', ['0x68656c6c6f', ACCOUNT_0]);
    await prompt.waitFor();
    await page.keyboard.press('Escape');
    assert.equal((await escaped).code, 4001);

    await page.reload();
    await page.waitForFunction(() => window.__devnetWallet);
    assert.deepEqual(await request(page, 'eth_accounts'), { result: [ACCOUNT_0] });
    await page.context().close();
  });

  it('sends a real transaction to anvil and forwards reads to it', async () => {
    const page = await openPage();
    await page.evaluate(() => window.__devnetWallet.setAutoApprove(true));
    await request(page, 'eth_requestAccounts');
    const chain = createPublicClient({ transport: http(anvil.url) });
    const before = await chain.getBalance({ address: ACCOUNT_1 });
    const value = parseEther('1.25');
    const sent = await request(page, 'eth_sendTransaction', [{ from: ACCOUNT_0, to: ACCOUNT_1, value: `0x${value.toString(16)}` }]);
    assert.match(sent.result ?? sent.message, /^0x[0-9a-f]{64}$/);
    await minedReceipt(chain, sent.result);
    const receipt = await request(page, 'eth_getTransactionReceipt', [sent.result]);
    assert.equal(receipt.result.status, '0x1');
    assert.equal(await chain.getBalance({ address: ACCOUNT_1 }), before + value);
    const balance = await request(page, 'eth_getBalance', [ACCOUNT_1, 'latest']);
    assert.equal(BigInt(balance.result), before + value);
    await page.context().close();
  });

  it('switches chains with chainChanged, answers 4902 for unknown ones, adds a forgotten one', async () => {
    const page = await openPage();
    await page.evaluate(() => {
      window.__events = [];
      const provider = window.__devnetWallet.provider;
      for (const name of ['connect', 'chainChanged', 'accountsChanged', 'disconnect'])
        provider.on(name, (value) => window.__events.push([name, value?.code ?? value]));
      window.__devnetWallet.setAutoApprove(true);
    });
    await request(page, 'eth_requestAccounts');
    assert.deepEqual(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]), { result: null });
    assert.deepEqual(await request(page, 'eth_chainId'), { result: '0x7a6a' });
    assert.equal((await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).code, 4902);
    await page.evaluate(() => {
      window.__devnetWallet.switchChain(31337);
      window.__devnetWallet.forgetChain(31338);
    });
    assert.deepEqual(await page.evaluate(() => window.__devnetWallet.knownChains), [31337]);
    assert.equal((await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).code, 4902);
    const added = await request(page, 'wallet_addEthereumChain', [
      { chainId: '0x7a6a', chainName: 'Devnet B', rpcUrls: ['http://127.0.0.1:9'] },
    ]);
    assert.deepEqual(added, { result: null });
    await page.evaluate(() => {
      window.__devnetWallet.switchAccount(1);
      window.__devnetWallet.lock();
    });
    assert.deepEqual(await page.evaluate(() => window.__events), [
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ACCOUNT_0]],
      ['chainChanged', '0x7a6a'],
      ['chainChanged', '0x7a69'],
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', [ACCOUNT_1]],
      ['accountsChanged', []],
      ['disconnect', 4900],
    ]);
    assert.deepEqual(await request(page, 'eth_accounts'), { result: [] });
    await page.context().close();
  });

  it('registers the Solana wallet, connects silently only after approval, and signs a message that verifies', async () => {
    const page = await openPage();
    const registered = await page.evaluate(() => {
      const wallet = window.findWallet('Devnet Solana Wallet');
      return { chains: wallet.chains, icon: wallet.icon, features: Object.keys(wallet.features) };
    });
    assert.deepEqual(registered.chains, [SOLANA_CHAIN]);
    assert.match(registered.icon, /^data:image\/svg\+xml;base64,/);
    for (const feature of [
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      'solana:signMessage',
    ]) {
      assert.ok(registered.features.includes(feature), feature);
    }
    const silentConnect = () =>
      page.evaluate(async () => {
        const wallet = window.findWallet('Devnet Solana Wallet');
        return (await wallet.features['standard:connect'].connect({ silent: true })).accounts.map((account) => account.address);
      });
    assert.deepEqual(await silentConnect(), []);
    await page.evaluate(() => window.__devnetSolanaWallet.setAutoApprove(true));
    const connected = await page.evaluate(async () => {
      const wallet = window.findWallet('Devnet Solana Wallet');
      const changes = [];
      wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts.length));
      const { accounts } = await wallet.features['standard:connect'].connect();
      const message = new TextEncoder().encode('hello devnet');
      const [signed] = await wallet.features['solana:signMessage'].signMessage({ account: accounts[0], message });
      const key = await crypto.subtle.importKey('raw', accounts[0].publicKey, 'Ed25519', false, ['verify']);
      const verifies = await crypto.subtle.verify('Ed25519', key, signed.signature, message);
      return { address: accounts[0].address, signature: Array.from(signed.signature), verifies, changes };
    });
    assert.equal(connected.address, solanaKeys.address);
    assert.ok(connected.verifies);
    assert.deepEqual(connected.changes, [1]);
    assert.ok(await verifySolanaSignature(solanaKeys, connected.signature, new TextEncoder().encode('hello devnet')));
    await page.reload();
    await page.waitForFunction(() => window.__devnetSolanaWallet && window.getWallets);
    assert.deepEqual(await silentConnect(), [solanaKeys.address]);
    await page.context().close();
  });

  it('signs a Solana transaction, sends one through its RPC, and rejects with 4001 when set to reject', async () => {
    const page = await openPage();
    const { bytes, messageBytes } = await buildTransferTransaction(solanaKeys.address);
    await page.evaluate(() => window.__devnetSolanaWallet.setAutoApprove(true));
    const results = await page.evaluate(
      async ({ transaction, chain }) => {
        const wallet = window.findWallet('Devnet Solana Wallet');
        const { accounts } = await wallet.features['standard:connect'].connect();
        const input = { account: accounts[0], transaction: new Uint8Array(transaction), chain };
        const [{ signedTransaction }] = await wallet.features['solana:signTransaction'].signTransaction(input);
        const [{ signature }] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction(input);
        window.__devnetSolanaWallet.setAutoApprove('reject');
        const rejected = await wallet.features['solana:signMessage']
          .signMessage({ account: accounts[0], message: new Uint8Array([1]) })
          .then(
            () => 'signed',
            (error) => error.code,
          );
        return { signedTransaction: Array.from(signedTransaction), sentSignature: Array.from(signature), rejected };
      },
      { transaction: Array.from(bytes), chain: SOLANA_CHAIN },
    );
    assert.equal(results.rejected, 4001);
    const { getBase64Encoder, getTransactionDecoder } = await import('@solana/kit');
    const signed = getTransactionDecoder().decode(new Uint8Array(results.signedTransaction));
    assert.ok(await verifySolanaSignature(solanaKeys, signed.signatures[solanaKeys.address], messageBytes));
    assert.deepEqual(
      solanaRpcCalls.map(({ method, params }) => [method, params[1].encoding]),
      [['sendTransaction', 'base64']],
    );
    const sent = getTransactionDecoder().decode(getBase64Encoder().encode(solanaRpcCalls[0].params[0]));
    assert.deepEqual(Array.from(sent.signatures[solanaKeys.address]), results.sentSignature);
    assert.ok(await verifySolanaSignature(solanaKeys, results.sentSignature, messageBytes));
    await page.context().close();
  });
});

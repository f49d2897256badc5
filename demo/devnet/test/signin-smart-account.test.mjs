// The reference sign-in backend verifies an embedded smart account (the auth service's, signing through the secure
// site's frame code): an ERC-6492 signature before the account is deployed, ERC-1271 after; the session names the
// smart account, not its owner key.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { erc20Abi, encodeFunctionData, parseErc6492Signature, stringToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { startDevnet } from '../index.mjs';
import { createRpc } from '../auth/sdk/rpc.mjs';
import { emailAccount } from './auth-helpers.mjs';
import { evmClients } from './evm-helpers.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const PROJECT = 'de0e1e7de0e1e7de0e1e7de0e1e7de0e';
const DEVICE = 'signin-smart-account-00';

describe('sign-in with an embedded smart account', { timeout: 120_000 }, () => {
  let devnet;
  let account;
  const rpc = createRpc();

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    account = await emailAccount(devnet, { projectId: PROJECT, device: DEVICE, email: 'signin-smart@example.com' });
  });
  after(() => devnet?.stop());

  /** Signs a fresh EIP-4361 message as the smart account and posts it to /verify. */
  async function signIn() {
    const { smartAccount } = account.evm;
    const host = new URL(devnet.signIn.url).host;
    const { nonce } = await (await fetch(`${devnet.signIn.url}/nonce`)).json();
    const message = createSiweMessage({ address: smartAccount, chainId: 31337, domain: host, uri: `http://${host}`, nonce, version: '1' });
    const signature = await rpc.execute({
      account,
      rpcUrl: devnet.urls.evm[31337],
      chainId: 31337,
      from: smartAccount,
      method: 'personal_sign',
      params: [stringToHex(message), smartAccount],
    });
    const response = await fetch(`${devnet.signIn.url}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    });
    return { signature, response };
  }

  it('verifies before deployment (ERC-6492) and after (ERC-1271)', async () => {
    const { smartAccount } = account.evm;
    const { publicClient } = evmClients(devnet, 31337);
    assert.equal(await publicClient.getCode({ address: smartAccount }), undefined, 'not deployed yet');
    const before = await signIn();
    assert.equal(parseErc6492Signature(before.signature).address, devnet.contracts.accountFactory, 'an ERC-6492 signature');
    assert.equal(before.response.status, 200);
    assert.deepEqual((await before.response.json()).address, smartAccount);

    // The first send deploys the account.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [devnet.contracts.dUSDC, 0n] });
    const hash = await rpc.execute({
      account,
      rpcUrl: devnet.urls.evm[31337],
      chainId: 31337,
      from: smartAccount,
      method: 'eth_sendTransaction',
      params: [{ from: smartAccount, to: devnet.contracts.dUSDC, data }],
    });
    await minedReceipt(publicClient, hash);
    assert.ok((await publicClient.getCode({ address: smartAccount }))?.length > 2, 'deployed');

    const after = await signIn();
    assert.equal(parseErc6492Signature(after.signature).address, undefined, 'a plain ERC-1271 signature');
    assert.equal(after.response.status, 200);
    assert.equal((await after.response.json()).address, smartAccount);
  });
});

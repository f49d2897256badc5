// The secure-site frame's signing (sdk/rpc.mjs over signers/evm.mjs and signers/solana.mjs) against a
// real devnet, in Node, with an account the service signed in by email: for the smart account, a
// personal_sign is ERC-6492-wrapped before deployment and plain ERC-1271 after, the first transaction
// deploys it through the factory and the next ones call execute on it, a revert is the chain's, typed
// data verifies; the EOA signs plainly; wallet_sendCalls sends its calls one by one; Solana messages
// and transactions (base58) are signed and sent.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  parseErc6492Signature,
  parseUnits,
  recoverMessageAddress,
  stringToHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  address as solanaAddress,
  blockhash,
  generateKeyPairSigner,
  getBase58Codec,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit';
import { startDevnet } from '../index.mjs';
import { FACTORY_ABI } from '../auth/account-abi.mjs';
import { createRpc } from '../auth/sdk/rpc.mjs';
import { buildTransferTransaction } from '../testing/solana-fixtures.mjs';
import { emailAccount } from './auth-helpers.mjs';
import { evmClients, tokenBalance } from './evm-helpers.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const PROJECT = 'de0e1e7de0e1e7de0e1e7de0e1e7de0e';
const DEVICE = 'signers-test-device-00';

describe('the secure-site frame signs with the account keys', { timeout: 120_000 }, () => {
  let devnet;
  let account;
  const rpc = createRpc();

  const solanaRpc = async (method, params) => {
    const response = await fetch(devnet.urls.solana.http, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return (await response.json()).result;
  };

  before(async () => {
    devnet = await startDevnet({ randomPorts: true });
    account = await emailAccount(devnet, { projectId: PROJECT, device: DEVICE, email: 'signers@example.com' });
  });
  after(() => devnet?.stop());

  it('signs and sends for the smart account (the first send deploys it) and for the EOA', async () => {
    const { eoa, smartAccount } = account.evm;
    const { publicClient } = evmClients(devnet, 31337);
    const evm = (method, params, from = smartAccount) =>
      rpc.execute({ account, rpcUrl: devnet.urls.evm[31337], chainId: 31337, from, method, params });

    const message = 'Sign in to the devnet';
    const signature = await evm('personal_sign', [stringToHex(message), smartAccount]);
    const wrapped = parseErc6492Signature(signature);
    assert.equal(wrapped.address, devnet.contracts.accountFactory, 'undeployed: ERC-6492 with the factory');
    assert.deepEqual(decodeFunctionData({ abi: FACTORY_ABI, data: wrapped.data }), { functionName: 'createAccount', args: [eoa] });
    assert.equal(await recoverMessageAddress({ message, signature: wrapped.signature }), eoa, 'the owner key signs for the smart account');
    assert.equal(await publicClient.verifyMessage({ address: smartAccount, message, signature }), true, 'ERC-6492 before deployment');
    const eoaSignature = await evm('personal_sign', [stringToHex(message), eoa], eoa);
    assert.equal(await recoverMessageAddress({ message, signature: eoaSignature }), eoa, 'the EOA signs plainly');
    await assert.rejects(
      evm('personal_sign', [stringToHex(message)], privateKeyToAccount(generatePrivateKey()).address),
      /from is not the signed-in account/,
    );
    await assert.rejects(
      rpc.execute({
        account,
        rpcUrl: devnet.urls.evm[31338],
        chainId: 31337,
        from: smartAccount,
        method: 'eth_sendTransaction',
        params: [{}],
      }),
      /The RPC is on chain 31338, not the active network 31337/,
    );

    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('7', 6)] });
    assert.equal(await publicClient.getCode({ address: smartAccount }), undefined);
    const hash = await evm('eth_sendTransaction', [{ from: smartAccount, to: devnet.contracts.dUSDC, data }]);
    const receipt = await minedReceipt(publicClient, hash);
    assert.deepEqual(
      [receipt.status, receipt.from, receipt.to],
      ['success', eoa.toLowerCase(), devnet.contracts.accountFactory.toLowerCase()],
    );
    assert.ok((await publicClient.getCode({ address: smartAccount }))?.length > 2, 'the first send deployed the smart account');
    assert.equal(await tokenBalance(devnet, 31337, devnet.contracts.dUSDC, recipient), parseUnits('7', 6));
    const second = await evm('eth_sendTransaction', [{ from: smartAccount, to: devnet.contracts.dUSDC, data }]);
    const secondReceipt = await minedReceipt(publicClient, second);
    assert.equal(secondReceipt.to, smartAccount.toLowerCase(), 'then execute on the account itself');
    assert.equal(await tokenBalance(devnet, 31337, devnet.contracts.dUSDC, recipient), parseUnits('14', 6));
    const tooMuch = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('5000', 6)] });
    // The chain refuses it (the estimate reverts): an error, and nothing sent.
    await assert.rejects(
      evm('eth_sendTransaction', [{ from: smartAccount, to: devnet.contracts.dUSDC, data: tooMuch }]),
      /RPC Request failed/,
    );
    assert.equal(await tokenBalance(devnet, 31337, devnet.contracts.dUSDC, recipient), parseUnits('14', 6));

    const { id } = await evm('wallet_sendCalls', [
      {
        calls: [
          { to: devnet.contracts.dUSDC, data },
          { to: devnet.contracts.dUSDC, data },
        ],
      },
    ]);
    // Anvil answers a send before its receipt is readable: the calls are pending (100) until both receipts are.
    const callsStatus = () => rpc.read({ rpcUrl: devnet.urls.evm[31337], chainId: 31337, method: 'wallet_getCallsStatus', params: [id] });
    let status = await callsStatus();
    for (const deadline = Date.now() + 30_000; status.status === 100 && Date.now() < deadline; status = await callsStatus())
      await sleep(50);
    assert.deepEqual([status.status, status.receipts.map((r) => r.status)], [200, ['0x1', '0x1']]);
    assert.equal(await tokenBalance(devnet, 31337, devnet.contracts.dUSDC, recipient), parseUnits('28', 6), 'both calls sent');

    const deployedSignature = await evm('personal_sign', [stringToHex(message), smartAccount]);
    assert.equal(await publicClient.verifyMessage({ address: smartAccount, message, signature: deployedSignature }), true, 'ERC-1271');
    const typedData = {
      domain: { name: 'Devnet', version: '1', chainId: 31337, verifyingContract: devnet.contracts.dUSDC },
      types: {
        Greeting: [
          { name: 'text', type: 'string' },
          { name: 'from', type: 'address' },
        ],
      },
      primaryType: 'Greeting',
      message: { text: 'hello', from: smartAccount },
    };
    const typedSignature = await evm('eth_signTypedData_v4', [smartAccount, JSON.stringify(typedData)]);
    assert.equal(
      await publicClient.verifyTypedData({ address: smartAccount, ...typedData, signature: typedSignature }),
      true,
      'ERC-1271, typed data',
    );
    await assert.rejects(evm('eth_signTypedData_v4', [smartAccount, '{not json']), /The typed data is not JSON/);
  });

  it('signs a Solana message and signs and sends a transfer (base58 in and out)', async () => {
    const solana = account.solana.address;
    const base58 = getBase58Codec();
    const sol = (method, params) => rpc.execute({ account, rpcUrl: devnet.urls.solana.http, method, params });

    const bytes = new TextEncoder().encode('hello solana');
    const { signature } = await sol('solana_signMessage', { message: base58.decode(bytes), pubkey: solana });
    const publicKey = await getPublicKeyFromAddress(solanaAddress(solana));
    assert.equal(await verifySignature(publicKey, base58.encode(signature), bytes), true);

    const to = (await generateKeyPairSigner()).address;
    const { value: latest } = await solanaRpc('getLatestBlockhash', []);
    const lifetime = { blockhash: blockhash(latest.blockhash), lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) };
    const { bytes: unsigned } = await buildTransferTransaction(solanaAddress(solana), { lifetime, destination: to, amount: 1_000_000n });
    const wire = base58.decode(unsigned);
    const sent = await sol('solana_signAndSendTransaction', { transaction: wire, pubkey: solana });
    assert.match(sent.signature, /^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    assert.equal((await solanaRpc('getBalance', [to])).value, 1_000_000);
  });
});

// Send's services (src/services/evm/transfer.ts, src/services/solana/transfer.ts) against the real devnet:
// native and ERC-20 transfers on anvil signed by an EIP-1193 wallet holding an anvil key, SOL and SPL
// transfers to fresh addresses on the Solana shim signed by the Devnet Solana Wallet, fees against what was paid.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPublicClient, createWalletClient, decodeFunctionData, erc20Abi, hexToBigInt, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { createSolanaRpc, generateKeyPairSigner, getTransactionDecoder, getCompiledTransactionMessageDecoder } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { startDevnet } from '../index.mjs';
import { DEV_MNEMONIC } from '../evm/anvil.mjs';
import { startAnvil } from '../testing/harness.mjs';
import { importTypeScript } from '../testing/import-ts.mjs';
import { DevnetSolanaWallet } from '../../wallets/solana/wallet.mjs';
import { loadKeys } from '../../wallets/solana/keys.mjs';
import { devnetChain, evmClients, tokenBalance } from './evm-helpers.mjs';
import { solanaClient } from './solana-helpers.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const CHAIN_ID = 31337;
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const freshEvmAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/** A browser wallet's EIP-1193 face over an anvil key: eth_sendTransaction signs locally and submits the raw transaction. */
function keyWallet(devnet, addressIndex) {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex });
  const client = createWalletClient({ account, chain: devnetChain(devnet, CHAIN_ID), transport: http(devnet.urls.evm[CHAIN_ID]) });
  const requests = [];
  return {
    address: account.address,
    requests,
    async request({ method, params }) {
      requests.push({ method, params });
      if (method !== 'eth_sendTransaction') throw Object.assign(new Error(`unsupported: ${method}`), { code: 4200 });
      const [{ from, to, value, data }] = params;
      if (from.toLowerCase() !== account.address.toLowerCase()) throw Object.assign(new Error('unknown account'), { code: 4100 });
      return client.sendTransaction({ to, value: value === undefined ? undefined : hexToBigInt(value), data });
    },
  };
}

/** Polls the shim until the signature is confirmed (or failed), within ten seconds. */
async function confirmed(rpc, signature) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([signature]).send();
    if (status?.err)
      throw new Error(`transaction failed: ${JSON.stringify(status.err, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`);
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not confirmed in time: ${signature}`);
}

describe('Send services on the devnet', () => {
  let devnet, evm, solana;
  before(async () => {
    [devnet, { evm, solana }] = await Promise.all([
      startDevnet({ randomPorts: true }),
      importTypeScript({ evm: 'src/services/evm/transfer.ts', solana: 'src/services/solana/transfer.ts' }),
    ]);
  });
  after(() => devnet?.stop());

  describe('EVM (anvil)', () => {
    const paid = (receipt) => receipt.gasUsed * receipt.effectiveGasPrice;
    const rpcUrl = () => devnet.urls.evm[CHAIN_ID];

    it('sends the native coin: the receiver gains exactly the amount; the fee estimate covers what was paid', async () => {
      const wallet = keyWallet(devnet, 6);
      const { publicClient } = evmClients(devnet, CHAIN_ID);
      const transfer = { from: wallet.address, to: freshEvmAddress(), amount: parseEther('0.01'), chainId: CHAIN_ID };
      const estimate = await evm.estimateEvmFee(rpcUrl(), transfer);
      const before = await publicClient.getBalance({ address: wallet.address });
      const hash = await evm.sendEvmTransfer(wallet, transfer);
      assert.match(hash, /^0x[0-9a-f]{64}$/);
      assert.deepEqual(wallet.requests, [
        { method: 'eth_sendTransaction', params: [{ from: transfer.from, to: transfer.to, value: '0x2386f26fc10000' }] },
      ]);
      const receipt = await minedReceipt(publicClient, hash);
      assert.equal(receipt.status, 'success');
      assert.equal(await publicClient.getBalance({ address: transfer.to }), transfer.amount);
      assert.equal(before - (await publicClient.getBalance({ address: wallet.address })), transfer.amount + paid(receipt));
      assert.ok(estimate > 0n && estimate >= paid(receipt), `estimate ${estimate} ≥ paid ${paid(receipt)}`);
      assert.ok(estimate <= 3n * paid(receipt), `estimate ${estimate} within 3× of paid ${paid(receipt)}`);
    });

    it('sends 12.5 dUSDC: transfer calldata to the token, the receiver gains exactly 12.5', async () => {
      const wallet = keyWallet(devnet, 7);
      const { publicClient } = evmClients(devnet, CHAIN_ID);
      const token = devnet.contracts.dUSDC;
      const transfer = { from: wallet.address, to: freshEvmAddress(), amount: parseUnits('12.5', 6), token, chainId: CHAIN_ID };
      const estimate = await evm.estimateEvmFee(rpcUrl(), transfer);
      const senderBefore = await tokenBalance(devnet, CHAIN_ID, token, wallet.address);
      const hash = await evm.sendEvmTransfer(wallet, transfer);
      const receipt = await minedReceipt(publicClient, hash);
      assert.equal(receipt.status, 'success');
      const sent = await publicClient.getTransaction({ hash });
      assert.equal(sent.to, token.toLowerCase());
      assert.equal(sent.value, 0n);
      assert.deepEqual(decodeFunctionData({ abi: erc20Abi, data: sent.input }), {
        functionName: 'transfer',
        args: [transfer.to, transfer.amount],
      });
      assert.equal(await tokenBalance(devnet, CHAIN_ID, token, transfer.to), 12_500_000n);
      assert.equal(senderBefore - (await tokenBalance(devnet, CHAIN_ID, token, wallet.address)), 12_500_000n);
      assert.ok(
        estimate > 0n && estimate >= paid(receipt) && estimate <= 3n * paid(receipt),
        `estimate ${estimate}, paid ${paid(receipt)}`,
      );
    });

    it('cannot price an ERC-20 transfer of more than the balance (the chain reverts it): NetworkFeeUnavailableError', async () => {
      const from = keyWallet(devnet, 8).address;
      const balance = await tokenBalance(devnet, CHAIN_ID, devnet.contracts.dUSDC, from);
      const transfer = { from, to: freshEvmAddress(), amount: balance + 1n, token: devnet.contracts.dUSDC, chainId: CHAIN_ID };
      await assert.rejects(evm.estimateEvmFee(rpcUrl(), transfer), { name: 'NetworkFeeUnavailableError', code: 'NETWORK_FEE_UNAVAILABLE' });
    });

    it("passes the wallet's rejection through untouched and sends nothing", async () => {
      const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 });
      const wallet = {
        request: async () => {
          throw rejection;
        },
      };
      const to = freshEvmAddress();
      const transfer = { from: keyWallet(devnet, 6).address, to, amount: 1n, chainId: CHAIN_ID };
      await assert.rejects(evm.sendEvmTransfer(wallet, transfer), (error) => error === rejection);
      assert.equal(await evmClients(devnet, CHAIN_ID).publicClient.getBalance({ address: to }), 0n);
    });

    it('prices a chain without EIP-1559 fees (pre-London anvil) with its gasPrice', async () => {
      const legacy = await startAnvil({ chainId: 31339, extraArgs: ['--hardfork', 'berlin'] });
      try {
        const client = createPublicClient({ transport: http(legacy.url) });
        assert.equal((await client.getBlock()).baseFeePerGas, null);
        const from = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 }).address;
        const transfer = { from, to: freshEvmAddress(), amount: parseEther('1'), chainId: 31339 };
        assert.equal(await evm.estimateEvmFee(legacy.url, transfer), 21_000n * (await client.getGasPrice()));
      } finally {
        await legacy.stop();
      }
    });

    it('stops estimating when the caller aborts, with the caller’s reason', async () => {
      const controller = new AbortController();
      const reason = new Error('visitor went back');
      controller.abort(reason);
      const transfer = { from: keyWallet(devnet, 6).address, to: freshEvmAddress(), amount: 1n, chainId: CHAIN_ID };
      await assert.rejects(evm.estimateEvmFee(rpcUrl(), transfer, controller.signal), (error) => error === reason);
    });
  });

  describe('Solana (litesvm shim)', () => {
    let rpc, sender, wallet, account;
    const solanaRpcUrl = () => devnet.solana.rpcUrl;
    const lamports = async (address) => (await rpc.getBalance(address).send()).value;
    const tokenAmount = async (owner, mint, tokenProgram = TOKEN_PROGRAM_ADDRESS) => {
      const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram });
      return BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount);
    };
    const paidFee = async (signature) => (await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0 }).send()).meta.fee;
    const instructionCount = (bytes) =>
      getCompiledTransactionMessageDecoder().decode(getTransactionDecoder().decode(bytes).messageBytes).instructions.length;

    /** Estimates, builds and signs through the Devnet Solana Wallet; resolves once the shim confirmed it. */
    async function send(transfer) {
      const estimate = await solana.estimateSolanaFee(solanaRpcUrl(), transfer);
      const bytes = await solana.buildSolanaTransfer(solanaRpcUrl(), transfer);
      const before = await lamports(transfer.from);
      const signature = await solana.sendSolanaTransfer(wallet, transfer, devnet.solana.caipNetworkId, bytes);
      await confirmed(rpc, signature);
      return { estimate, bytes, signature, spent: before - (await lamports(transfer.from)) };
    }

    before(async () => {
      rpc = createSolanaRpc(devnet.solana.rpcUrl);
      const keys = loadKeys(devnet.solana.keys[0].secretKey);
      sender = (await keys).address;
      const approved = new Map();
      wallet = new DevnetSolanaWallet({
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        chain: devnet.solana.caipNetworkId,
        rpcUrl: devnet.solana.rpcUrl,
        keys,
        approvals: { ask: async () => true },
        storage: { read: (key, fallback) => approved.get(key) ?? fallback, write: (key, value) => approved.set(key, value) },
      });
      [account] = (await wallet.connect()).accounts;
      assert.equal(account.address, sender);
    });

    it('sends SOL to a fresh address at least the rent-exempt minimum; the fee is what getFeeForMessage said', async () => {
      const to = (await generateKeyPairSigner()).address;
      const minimum = await solana.solanaRentExemptMinimum(solanaRpcUrl());
      assert.ok(minimum > 0n);
      assert.equal(await solana.solanaAccountExists(solanaRpcUrl(), to), false);
      const transfer = { from: sender, to, amount: minimum + 10_000_000n };
      const { estimate, bytes, signature, spent } = await send(transfer);
      assert.match(signature, /^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
      assert.equal(instructionCount(bytes), 1);
      assert.equal(await lamports(to), transfer.amount);
      assert.equal(await solana.solanaAccountExists(solanaRpcUrl(), to), true);
      assert.equal(estimate, await paidFee(signature));
      assert.equal(spent, transfer.amount + estimate);
    });

    it('cannot leave a fresh address below the rent-exempt minimum: the chain refuses it and nothing lands', async () => {
      const to = (await generateKeyPairSigner()).address;
      const transfer = { from: sender, to, amount: (await solana.solanaRentExemptMinimum(solanaRpcUrl())) - 1n };
      const bytes = await solana.buildSolanaTransfer(solanaRpcUrl(), transfer);
      // The Devnet Solana Wallet's RPC refuses it in preflight (kit's SolanaError, JSON-RPC -32002).
      await assert.rejects(solana.sendSolanaTransfer(wallet, transfer, devnet.solana.caipNetworkId, bytes), {
        message: /simulation failed/,
      });
      assert.equal(await lamports(to), 0n);
    });

    it('sends SPL dUSDC to a fresh owner: its token account is created (the sender pays the rent the estimate included)', async () => {
      const to = (await generateKeyPairSigner()).address;
      const mint = devnet.solana.mint;
      const transfer = { from: sender, to, amount: 12_500_000n, mint, decimals: 6 };
      const senderTokens = await tokenAmount(sender, mint);
      const first = await send(transfer);
      assert.equal(instructionCount(first.bytes), 2, 'create the receiver’s token account, then transferChecked');
      assert.equal(await tokenAmount(to, mint), 12_500_000n);
      assert.equal(senderTokens - (await tokenAmount(sender, mint)), 12_500_000n);
      const fee = await paidFee(first.signature);
      assert.ok(first.estimate > fee, 'the rent is part of the estimate');
      assert.equal(first.spent, first.estimate, 'fee + rent, exactly as estimated');

      const again = await send({ ...transfer, amount: 1_000_000n, decimals: undefined });
      assert.equal(instructionCount(again.bytes), 1, 'the token account exists now: transferChecked only');
      assert.equal(again.estimate, await paidFee(again.signature));
      assert.equal(await tokenAmount(to, mint), 13_500_000n);
    });

    it('sends a Token-2022 token, its program read from the mint', async () => {
      const { signers, land } = await solanaClient(devnet.solana);
      const [payer] = signers;
      const mint = await generateKeyPairSigner();
      const space = 82n;
      const rent = await rpc.getMinimumBalanceForRentExemption(space).send();
      const [payerAta] = await findAssociatedTokenPda({ owner: payer.address, mint: mint.address, tokenProgram: TOKEN_2022 });
      await land(payer, [
        getCreateAccountInstruction({ payer, newAccount: mint, lamports: rent, space, programAddress: TOKEN_2022 }),
        getInitializeMint2Instruction({ mint: mint.address, decimals: 2, mintAuthority: payer.address }, { programAddress: TOKEN_2022 }),
        getCreateAssociatedTokenIdempotentInstruction({
          payer,
          ata: payerAta,
          owner: payer.address,
          mint: mint.address,
          tokenProgram: TOKEN_2022,
        }),
        getMintToInstruction(
          { mint: mint.address, token: payerAta, mintAuthority: payer, amount: 10_000n },
          { programAddress: TOKEN_2022 },
        ),
      ]);
      const to = (await generateKeyPairSigner()).address;
      const { estimate, signature, spent } = await send({ from: sender, to, amount: 250n, mint: mint.address });
      assert.equal(await tokenAmount(to, mint.address, TOKEN_2022), 250n);
      assert.ok(estimate > (await paidFee(signature)));
      assert.equal(spent, estimate, 'fee + the rent of a Token-2022 associated account');
    });

    it('refuses to build a transfer of a "mint" that is not one: SendPreparationError', async () => {
      const transfer = { from: sender, to: (await generateKeyPairSigner()).address, amount: 1n, mint: sender };
      await assert.rejects(solana.buildSolanaTransfer(solanaRpcUrl(), transfer), { name: 'SendPreparationError' });
      await assert.rejects(solana.estimateSolanaFee(solanaRpcUrl(), transfer), { name: 'SendPreparationError' });
    });

    it('refuses to build a dUSDC transfer typed in other decimals than the mint’s: SendPreparationError', async () => {
      const transfer = { from: sender, to: (await generateKeyPairSigner()).address, amount: 1n, mint: devnet.solana.mint, decimals: 9 };
      await assert.rejects(solana.buildSolanaTransfer(solanaRpcUrl(), transfer), { name: 'SendPreparationError', message: /decimals/ });
    });

    it("passes the wallet's rejection through and lands nothing", async () => {
      const to = (await generateKeyPairSigner()).address;
      const rejecting = new DevnetSolanaWallet({
        icon: '',
        chain: devnet.solana.caipNetworkId,
        rpcUrl: devnet.solana.rpcUrl,
        keys: loadKeys(devnet.solana.keys[0].secretKey),
        approvals: { ask: async ({ action }) => action.startsWith('connect') },
        storage: { read: (_, fallback) => fallback, write() {} },
      });
      await rejecting.connect();
      const transfer = { from: sender, to, amount: 5_000_000n };
      const bytes = await solana.buildSolanaTransfer(solanaRpcUrl(), transfer);
      await assert.rejects(solana.sendSolanaTransfer(rejecting, transfer, devnet.solana.caipNetworkId, bytes), {
        code: 4001,
        message: 'User rejected the request.',
      });
      assert.equal(await lamports(to), 0n);
    });
  });
});

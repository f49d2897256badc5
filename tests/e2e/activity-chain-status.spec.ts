// The chain readers Activity polls a pending transaction with (src/services/evm/receipt.ts and
// src/services/solana/status.ts), against the devnet's real chains: anvil and the litesvm shim.
// Mined is confirmed, reverted or landed with an error is failed, unknown is still pending.
import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem';
import type { SolanaPart } from '../../demo/devnet/index.mjs';
import { readEvmTransactionStatus } from '../../src/services/evm/receipt';
import { readSolanaTransactionStatus } from '../../src/services/solana/status';
import { test, expect } from './fixtures';
import { minedReceipt } from '../../demo/devnet/evm/receipt.mjs';

test('EVM: a mined transfer is confirmed, a reverted one failed, an unknown hash pending', async ({ devnet }) => {
  const url = devnet.urls.evm[31337] ?? '';
  const chain = {
    id: 31337,
    name: 'Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  };
  const wallet = createWalletClient({ account: devnet.evm.holders[8] as Address, chain, transport: http(url) });
  const client = createPublicClient({ chain, transport: http(url) });
  const receiver = devnet.evm.holders[7] as Address;
  const sent = await wallet.sendTransaction({ to: receiver, value: parseEther('0.001') });
  const reverted = await wallet.writeContract({
    address: devnet.contracts.dUSDC,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [receiver, parseUnits('1', 40)],
    gas: 100_000n,
  });
  expect((await minedReceipt(client, reverted)).status).toBe('reverted');
  await minedReceipt(client, sent);

  expect(await readEvmTransactionStatus(url, sent)).toBe('confirmed');
  expect(await readEvmTransactionStatus(url, reverted)).toBe('failed');
  expect(await readEvmTransactionStatus(url, `0x${'ee'.repeat(32)}`)).toBe('pending');
  await expect(readEvmTransactionStatus('http://127.0.0.1:9/', sent)).rejects.toThrow();
});

/** Signs `instructions` with `payer` and sends them without preflight (a failing one still lands); its signature. */
async function sendSolana(solana: SolanaPart, payer: KeyPairSigner, instructions: Instruction[]) {
  const rpc = createSolanaRpc(solana.rpcUrl);
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(payer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
      (draft) => appendTransactionMessageInstructions(instructions, draft),
    ),
  );
  await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64', skipPreflight: true }).send();
  return getSignatureFromTransaction(signed);
}

test('Solana: a landed transfer is confirmed, one that landed with an error failed, an unknown signature pending', async ({ devnet }) => {
  const { solana } = devnet;
  // A fresh payer funded by the faucet: the demo keys' balances belong to other specs (sessions.spec reads key 0's 100 SOL).
  const payer = await generateKeyPairSigner();
  const rpc = createSolanaRpc(solana.rpcUrl);
  await rpc.requestAirdrop(payer.address, lamports(1_000_000_000n)).send();
  await expect.poll(async () => (await rpc.getBalance(payer.address, { commitment: 'confirmed' }).send()).value).toBe(1_000_000_000n);
  const receiver = (await generateKeyPairSigner()).address;
  const landed = await sendSolana(solana, payer, [getTransferSolInstruction({ source: payer, destination: receiver, amount: 1_000_000n })]);
  const failed = await sendSolana(solana, payer, [getTransferSolInstruction({ source: payer, destination: receiver, amount: 10n ** 18n })]);

  await expect.poll(() => readSolanaTransactionStatus(solana.rpcUrl, landed)).toBe('confirmed');
  await expect.poll(() => readSolanaTransactionStatus(solana.rpcUrl, failed)).toBe('failed');
  const unknown = await unsentSignature();
  expect(await readSolanaTransactionStatus(solana.rpcUrl, unknown)).toBe('pending');
});

/** A well-formed signature no cluster has seen: the signature of a message never sent. */
async function unsentSignature(): Promise<string> {
  const signer = await generateKeyPairSigner();
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(signer, draft),
      (draft) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: '11111111111111111111111111111111' as never, lastValidBlockHeight: 0n },
          draft,
        ),
    ),
  );
  return getSignatureFromTransaction(signed);
}

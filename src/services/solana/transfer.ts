// Send on Solana: the transfer's unsigned wire transaction, its network fee, the rent a new receiver needs,
// and the signing through the wallet's Wallet Standard `solana:signAndSendTransaction`, its answer checked.
// A lazy chunk with @solana/kit and the @solana-program packages.
import {
  address,
  createSolanaRpc,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import { feature, type StandardWallet } from '../connectors/solana-standard';
import { standardAccounts } from '../connectors/standard-features';
import { chainFailure, createError } from '../errors';
import { lamportsAnswer, prepareSolanaTransfer, readAccount, rpcSignal, type SolanaTransfer } from './transfer-message';

export { type SolanaTransfer } from './transfer-message';

/** The unsigned wire transaction (bytes) for the transfer, with a fresh blockhash from `rpcUrl`. */
export async function buildSolanaTransfer(rpcUrl: string, transfer: SolanaTransfer, signal?: AbortSignal): Promise<Uint8Array> {
  try {
    const { transaction } = await prepareSolanaTransfer(createSolanaRpc(rpcUrl), transfer, rpcSignal(signal));
    return new Uint8Array(getTransactionEncoder().encode(transaction));
  } catch (error) {
    throw chainFailure(error, 'SendPreparationError', signal);
  }
}

/** The fee in lamports for the transfer's message (getFeeForMessage), plus the rent of the receiver's token account when the sender creates it. */
export async function estimateSolanaFee(rpcUrl: string, transfer: SolanaTransfer, signal?: AbortSignal): Promise<bigint> {
  const abortSignal = rpcSignal(signal);
  try {
    const rpc = createSolanaRpc(rpcUrl);
    const { transaction, rent } = await prepareSolanaTransfer(rpc, transfer, abortSignal);
    const message = getBase64Decoder().decode(transaction.messageBytes) as TransactionMessageBytesBase64;
    const { value: fee } = await rpc.getFeeForMessage(message).send({ abortSignal });
    // null: the node no longer knows the blockhash it just gave.
    if (fee === null) throw createError('NetworkFeeUnavailableError', { message: 'The RPC could not price the message' });
    return lamportsAnswer(fee, 'fee') + rent;
  } catch (error) {
    throw chainFailure(error, 'NetworkFeeUnavailableError', signal);
  }
}

/** The least SOL an address that does not exist yet can receive: the rent-exempt minimum of an empty account. */
export async function solanaRentExemptMinimum(rpcUrl: string, signal?: AbortSignal): Promise<bigint> {
  try {
    const lamports = await createSolanaRpc(rpcUrl)
      .getMinimumBalanceForRentExemption(0n)
      .send({ abortSignal: rpcSignal(signal) });
    return lamportsAnswer(lamports, 'rent-exempt minimum');
  } catch (error) {
    throw chainFailure(error, 'SendPreparationError', signal);
  }
}

/** Whether `owner` exists on chain (has an account); SOL sent to one that does not must reach `solanaRentExemptMinimum`. */
export async function solanaAccountExists(rpcUrl: string, owner: string, signal?: AbortSignal): Promise<boolean> {
  try {
    return (await readAccount(createSolanaRpc(rpcUrl), address(owner), rpcSignal(signal))) !== null;
  } catch (error) {
    throw chainFailure(error, 'SendPreparationError', signal);
  }
}

interface SignAndSendFeature {
  signAndSendTransaction(input: { account: unknown; chain: string; transaction: Uint8Array }): Promise<unknown>;
}

const SIGNATURE_BYTES = 64;

/** The wallet's account object for `owner`, read through guards (a hostile getter counts as no account). */
function accountOf(wallet: StandardWallet, owner: string): object | undefined {
  const accounts = standardAccounts(wallet);
  if (!Array.isArray(accounts)) return undefined;
  return (accounts as unknown[]).find((account): account is object => {
    try {
      return typeof account === 'object' && account !== null && (account as { address?: unknown }).address === owner;
    } catch {
      return false;
    }
  });
}

/** The first output's signature as base58; InvalidWalletAnswerError unless it is 64 bytes, not all zero. */
export function parseSignatureAnswer(outputs: unknown): string {
  let signature: unknown;
  try {
    signature = Array.isArray(outputs) ? (outputs[0] as { signature?: unknown } | undefined)?.signature : undefined;
  } catch {
    signature = undefined;
  }
  const bytes = Object.prototype.toString.call(signature) === '[object Uint8Array]' ? new Uint8Array(signature as Uint8Array) : undefined;
  if (!bytes || bytes.length !== SIGNATURE_BYTES || bytes.every((byte) => byte === 0)) {
    throw createError('InvalidWalletAnswerError', { message: 'The wallet sent an invalid transaction signature' });
  }
  return getBase58Decoder().decode(bytes);
}

/**
 * Signs and sends `bytes` (from buildSolanaTransfer) through `solana:signAndSendTransaction` as the wallet's
 * account `transfer.from` on `chain`; returns the base58 signature. Rejections propagate as the wallet threw them.
 */
export async function sendSolanaTransfer(
  wallet: StandardWallet,
  transfer: SolanaTransfer,
  chain: string,
  bytes: Uint8Array,
): Promise<string> {
  const signAndSend = feature<SignAndSendFeature>(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction');
  if (!signAndSend) throw createError('UnsupportedMethodError', { message: 'The wallet cannot sign and send transactions' });
  const account = accountOf(wallet, transfer.from);
  if (!account) throw createError('UnauthorizedError', { message: 'The wallet has not authorised the sending account' });
  return parseSignatureAnswer(await signAndSend.signAndSendTransaction({ account, chain, transaction: bytes }));
}

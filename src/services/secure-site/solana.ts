// An embedded account's Solana signing through the frame: bytes go out and come back as base58, as
// version 4 carries them (the result's text is checked by rpc-results.ts, its bytes here).
import { createError } from '../errors';
import { fromBase58, toBase58 } from './base58';
import type { RpcRequest } from './rpc';
import type { CaipNetworkId } from './chain-ids';

export interface SolanaSigning {
  signMessage(message: Uint8Array, publicKey: string, signal?: AbortSignal): Promise<Uint8Array>;
  /** The signed wire transaction. */
  signTransaction(transaction: Uint8Array, signal?: AbortSignal): Promise<Uint8Array>;
  signAllTransactions(transactions: readonly Uint8Array[], signal?: AbortSignal): Promise<Uint8Array[]>;
  /** The transaction's signature (its id). */
  signAndSendTransaction(
    transaction: Uint8Array,
    options?: { skipPreflight?: boolean; maxRetries?: number },
    signal?: AbortSignal,
  ): Promise<Uint8Array>;
}

const bytesOf = (text: string): Uint8Array =>
  fromBase58(text) ??
  (() => {
    throw createError('InvalidWalletAnswerError', { message: 'The secure site sent text that is not base58' });
  })();

/** Signing on the Solana network `network()` returns (the one the visitor is on), through `request` (the client's). */
export function solanaSigning(
  request: (request: RpcRequest) => Promise<unknown>,
  network: () => { caipNetworkId: CaipNetworkId; rpcUrl?: string },
): SolanaSigning {
  const ask = async <T>(method: string, params: object, signal?: AbortSignal) =>
    (await request({ method, params, ...network(), ...(signal ? { signal } : {}) })) as T;
  return {
    async signMessage(message, publicKey, signal) {
      const { signature } = await ask<{ signature: string }>(
        'solana_signMessage',
        { message: toBase58(message), pubkey: publicKey },
        signal,
      );
      return bytesOf(signature);
    },
    async signTransaction(transaction, signal) {
      const answer = await ask<{ transaction: string }>('solana_signTransaction', { transaction: toBase58(transaction) }, signal);
      return bytesOf(answer.transaction);
    },
    async signAllTransactions(transactions, signal) {
      const answer = await ask<{ transactions: string[] }>(
        'solana_signAllTransactions',
        { transactions: transactions.map((transaction) => toBase58(transaction)) },
        signal,
      );
      if (answer.transactions.length !== transactions.length)
        throw createError('InvalidWalletAnswerError', { message: 'The secure site signed another number of transactions' });
      return answer.transactions.map(bytesOf);
    },
    async signAndSendTransaction(transaction, options, signal) {
      const params = { transaction: toBase58(transaction), ...(options ? { options } : {}) };
      const { signature } = await ask<{ signature: string }>('solana_signAndSendTransaction', params, signal);
      return bytesOf(signature);
    },
  };
}

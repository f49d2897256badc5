// The network fee of the transfer on the form, estimated from the chain (EVM: estimateGas and fee
// data; Solana: the message's fee, plus the rent of the receiver's token account when it must be
// created). The chain code is a chunk of its own, loaded the first time a fee is needed.
import { chainChunks } from '../chunks/chain';
import { rpcUrlFor } from '../networks';
import { reportError } from '../events';

import type { Address } from 'viem';
import { chosenToken, isNativeToken, sendAccount, sendState, sendView } from './send';

let generation = 0;

export const loadEvmTransfer = chainChunks.evmTransfer;
export const loadSolanaTransfer = chainChunks.solanaTransfer;

/** The token's contract (EVM) or mint (Solana): the last part of its CAIP-10 id; undefined for the native coin. */
export function tokenAddressOf(tokenId: string): string | undefined {
  const parts = tokenId.split(':');
  return parts.length === 3 ? parts[2] : undefined;
}

/** The transfer the form describes, in the shape the chain code takes; the receiver defaults to the sender (Max before a receiver). */
export function transferOnForm(options: { forMax?: boolean } = {}) {
  const { namespace, caipNetworkId, address } = sendAccount();
  const token = chosenToken();
  const view = sendView();
  if (!token || !address) return undefined;
  // Max is estimated with nothing sent: a native transfer's fee does not depend on its value.
  const amount = options.forMax || !view.amount.ok ? 0n : view.amount.value;
  const to = view.receiverAddress ?? address;
  const tokenAddress = isNativeToken(token) ? undefined : tokenAddressOf(token.id);
  return { namespace, caipNetworkId, from: address, to, amount, tokenAddress, decimals: token.decimals };
}

export type FormTransfer = NonNullable<ReturnType<typeof transferOnForm>>;
type Transfer = FormTransfer;

/** The EVM chain code's transfer: addresses as viem types, the chain id as a number. */
export function evmTransfer(transfer: FormTransfer) {
  const chainId = Number(transfer.caipNetworkId.split(':')[1]);
  return {
    from: transfer.from as Address,
    to: transfer.to as Address,
    amount: transfer.amount,
    token: transfer.tokenAddress as Address | undefined,
    chainId,
  };
}

/** The Solana chain code's transfer. */
export function solanaTransfer(transfer: FormTransfer) {
  return { from: transfer.from, to: transfer.to, amount: transfer.amount, mint: transfer.tokenAddress, decimals: transfer.decimals };
}

async function feeOf(transfer: Transfer, signal: AbortSignal): Promise<{ fee: bigint; gas?: bigint }> {
  const rpcUrl = rpcUrlFor(transfer.caipNetworkId);
  if (transfer.namespace === 'solana') {
    const { estimateSolanaFee } = await loadSolanaTransfer();
    return { fee: await estimateSolanaFee(rpcUrl, solanaTransfer(transfer), signal) };
  }
  const { estimateEvmTransfer } = await loadEvmTransfer();
  return estimateEvmTransfer(rpcUrl, evmTransfer(transfer), signal);
}

/** What the estimate depends on: a different token, amount or receiver is another transfer. */
export const formKeyOf = (transfer: FormTransfer): string =>
  [transfer.caipNetworkId, transfer.from, transfer.to, transfer.tokenAddress ?? '', transfer.amount].join('|');

let current: AbortController | undefined;

/**
 * Estimates the fee for the form (or for Max: the whole balance) and keeps it in `sendState.fee`;
 * returns it, or undefined when the chain could not say (the preview says so, the host hears it).
 */
export async function estimateFee(options: { forMax?: boolean } = {}): Promise<bigint | undefined> {
  const transfer = transferOnForm(options);
  if (!transfer) return undefined;
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const seen = ++generation;
  sendState.fee = { status: 'estimating' };
  try {
    const { fee, gas } = await feeOf(transfer, controller.signal);
    if (seen === generation)
      sendState.fee = { status: 'ready', amount: fee.toString(), gas: gas?.toString(), formKey: formKeyOf(transfer) };
    return fee;
  } catch (error) {
    if (seen !== generation) return undefined;
    sendState.fee = { status: 'unavailable' };
    reportError(error);
    return undefined;
  }
}

/** Forgets a running estimate (the form is left). */
export function stopEstimating() {
  generation += 1;
  current?.abort();
  current = undefined;
}

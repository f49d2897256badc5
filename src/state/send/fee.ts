// The network fee of the transfer on the form, estimated from the chain (EVM: estimateGas and fee
// data; Solana: the message's fee, plus the rent of the receiver's token account when it must be
// created). The chain code is a chunk of its own, loaded the first time a fee is needed.
import { chainAdapter, type ChainTransfer } from '../chains';
import { rpcUrlFor } from '../networks';
import { reportError } from '../events';
import { defineTask } from '../shared';
import { chosenToken, isNativeToken, sendAccount, sendState, sendView } from './send';

/** The token's contract (EVM) or mint (Solana): the last part of its CAIP-10 id; undefined for the native coin. */
export function tokenAddressOf(tokenId: string): string | undefined {
  const parts = tokenId.split(':');
  return parts.length === 3 ? parts[2] : undefined;
}

/** The transfer the form describes, in the shape the chain code takes; the receiver defaults to the sender (Max before a receiver). */
export function transferOnForm(options: { forMax?: boolean } = {}): ChainTransfer | undefined {
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

export type FormTransfer = ChainTransfer;

const feeOf = (transfer: FormTransfer, signal: AbortSignal) =>
  chainAdapter(transfer.namespace).estimateTransferFee(rpcUrlFor(transfer.caipNetworkId), transfer, signal);

/** What the estimate depends on: a different token, amount or receiver is another transfer. */
export const formKeyOf = (transfer: FormTransfer): string =>
  [transfer.caipNetworkId, transfer.from, transfer.to, transfer.tokenAddress ?? '', transfer.amount].join('|');

/** The estimate in flight: a newer one or leaving the form supersedes it (and aborts its requests). */
const estimating = defineTask('send/fee');

/**
 * Estimates the fee for the form (or for Max: the whole balance) and keeps it in `sendState.fee`;
 * returns it, or undefined when the chain could not say (the preview says so, the host hears it).
 */
export async function estimateFee(options: { forMax?: boolean } = {}): Promise<bigint | undefined> {
  const transfer = transferOnForm(options);
  if (!transfer) return undefined;
  const run = estimating.start();
  sendState.fee = { status: 'estimating' };
  try {
    const { fee, gas } = await feeOf(transfer, run.signal);
    // A superseded estimate still answers its caller (Max), but no longer moves the form.
    if (run.isCurrent()) sendState.fee = { status: 'ready', amount: fee.toString(), gas: gas?.toString(), formKey: formKeyOf(transfer) };
    return fee;
  } catch (error) {
    if (!run.isCurrent()) return undefined;
    sendState.fee = { status: 'unavailable' };
    reportError(error);
    return undefined;
  }
}

/** Forgets a running estimate (the form is left). */
export function stopEstimating() {
  estimating.cancel();
}

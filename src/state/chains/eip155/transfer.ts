// EVM transfers (viem): the fee estimate and the wallet's signing. A chunk with the chain code.
import type { Address } from 'viem';
import { WALLET_PROMPT_TIMEOUT_MS, withDeadline } from '../../../services/connectors/deadline';
import { estimateEvmTransfer, gasLimitFor, sendEvmTransfer } from '../../../services/evm/transfer';
import type { ChainAdapter, ChainTransfer, SendTransferOptions } from '../adapter';
import type { Eip1193Provider } from '../../../services/connectors/eip1193';

/** The EVM chain code's transfer: addresses as viem types, the chain id as a number. */
function evmTransfer(transfer: ChainTransfer) {
  return {
    from: transfer.from as Address,
    to: transfer.to as Address,
    amount: transfer.amount,
    token: transfer.tokenAddress as Address | undefined,
    chainId: Number(transfer.caipNetworkId.split(':')[1]),
  };
}

export const estimateTransferFee: ChainAdapter['estimateTransferFee'] = (rpcUrl, transfer, signal) =>
  estimateEvmTransfer(rpcUrl, evmTransfer(transfer), signal);

export const sendTransfer = (provider: Eip1193Provider, transfer: ChainTransfer, { gas, onLateHash }: SendTransferOptions) => {
  const limit = gas !== undefined ? { gas: gasLimitFor(gas) } : {};
  const work = sendEvmTransfer(provider, { ...evmTransfer(transfer), ...limit });
  return withDeadline(work, WALLET_PROMPT_TIMEOUT_MS, 'the transaction', onLateHash);
};

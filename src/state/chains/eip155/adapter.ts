// EVM chains (viem): balances, receipts, transfer fees and sending.
import type { Address } from 'viem';
import { WALLET_PROMPT_TIMEOUT_MS, withDeadline } from '../../../services/connectors/deadline';
import { loadChunk } from '../../modal';
import { RPC_BATCH_SIZE, RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from '../../shared';
import type { ChainAdapter, ChainTransfer } from '../adapter';
import { connectedProvider } from '../wallet';
import { eip155Rules } from './rules';

const loadTransfer = () => loadChunk(() => import('../../../services/evm/transfer'));

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

export const eip155Adapter: ChainAdapter = {
  ...eip155Rules,
  async readNativeBalance(rpcUrl, address, network) {
    const { readEvmBalance } = await import('../../../services/evm/balance');
    const options = { timeoutMs: RPC_TIMEOUT_MS, retryCount: RPC_RETRY_COUNT, retryDelayMs: RPC_RETRY_DELAY_MS, batchSize: RPC_BATCH_SIZE };
    return { amount: await readEvmBalance(rpcUrl, address, options), decimals: network?.nativeCurrency.decimals ?? 18 };
  },
  async transactionStatus(rpcUrl, hash) {
    const { readEvmTransactionStatus } = await loadChunk(() => import('../../../services/evm/receipt'));
    return readEvmTransactionStatus(rpcUrl, hash);
  },
  async estimateTransferFee(rpcUrl, transfer, signal) {
    const { estimateEvmTransfer } = await loadTransfer();
    return estimateEvmTransfer(rpcUrl, evmTransfer(transfer), signal);
  },
  async sendTransfer(_rpcUrl, transfer, { gas }) {
    const provider = connectedProvider('eip155');
    const { gasLimitFor, sendEvmTransfer } = await loadTransfer();
    const limit = gas !== undefined ? { gas: gasLimitFor(gas) } : {};
    return withDeadline(sendEvmTransfer(provider, { ...evmTransfer(transfer), ...limit }), WALLET_PROMPT_TIMEOUT_MS, 'the transaction');
  },
};

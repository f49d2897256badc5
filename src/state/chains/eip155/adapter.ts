// EVM chains: the chain work (viem) each loaded as a chunk when first asked.
import { chainChunks } from '../../chunks/chain';
import type { ChainAdapter } from '../adapter';
import { connectedProvider } from '../wallet';

const loadTransfer = chainChunks.evmTransfer;

export const eip155Adapter: ChainAdapter = {
  readNativeBalance: async (...args) => (await chainChunks.evmBalance.quiet()).readNativeBalance(...args),
  transactionStatus: async (...args) => (await chainChunks.evmStatus()).transactionStatus(...args),
  estimateTransferFee: async (...args) => (await loadTransfer()).estimateTransferFee(...args),
  async sendTransfer(_rpcUrl, transfer, options) {
    const provider = connectedProvider('eip155');
    return (await loadTransfer()).sendTransfer(provider, transfer, options);
  },
};

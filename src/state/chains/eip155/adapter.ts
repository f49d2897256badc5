// EVM chains: the chain work (viem) each loaded as a chunk when first asked.
import { loadChunk } from '../../modal';
import type { ChainAdapter } from '../adapter';
import { connectedProvider } from '../wallet';

const loadTransfer = () => loadChunk(() => import('./transfer'));

export const eip155Adapter: ChainAdapter = {
  readNativeBalance: async (...args) => (await import('./balance')).readNativeBalance(...args),
  transactionStatus: async (...args) => (await loadChunk(() => import('./status'))).transactionStatus(...args),
  estimateTransferFee: async (...args) => (await loadTransfer()).estimateTransferFee(...args),
  async sendTransfer(_rpcUrl, transfer, { gas }) {
    const provider = connectedProvider('eip155');
    return (await loadTransfer()).sendTransfer(provider, transfer, gas);
  },
};

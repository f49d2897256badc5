// Solana clusters: the chain work (@solana/kit) each loaded as a chunk when first asked.
import { loadChunk } from '../../modal';
import type { ChainAdapter } from '../adapter';
import { connectedProvider } from '../wallet';

const loadTransfer = () => loadChunk(() => import('./transfer'));

export const solanaAdapter: ChainAdapter = {
  readNativeBalance: async (...args) => (await import('./balance')).readNativeBalance(...args),
  transactionStatus: async (...args) => (await loadChunk(() => import('./status'))).transactionStatus(...args),
  estimateTransferFee: async (...args) => (await loadTransfer()).estimateTransferFee(...args),
  async sendTransfer(rpcUrl, transfer) {
    const wallet = connectedProvider('solana');
    return (await loadTransfer()).sendTransfer(wallet, rpcUrl, transfer);
  },
};

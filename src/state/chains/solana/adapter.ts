// Solana clusters: the chain work (@solana/kit) each loaded as a chunk when first asked.
import { chainChunks } from '../../chunks/chain';
import type { ChainAdapter } from '../adapter';
import { connectedProvider } from '../wallet';

const loadTransfer = chainChunks.solanaTransfer;

export const solanaAdapter: ChainAdapter = {
  readNativeBalance: async (...args) => (await chainChunks.solanaBalance.quiet()).readNativeBalance(...args),
  transactionStatus: async (...args) => (await chainChunks.solanaStatus()).transactionStatus(...args),
  estimateTransferFee: async (...args) => (await loadTransfer()).estimateTransferFee(...args),
  async sendTransfer(rpcUrl, transfer, { onLateHash }) {
    const wallet = connectedProvider('solana');
    return (await loadTransfer()).sendTransfer(wallet, rpcUrl, transfer, onLateHash);
  },
};

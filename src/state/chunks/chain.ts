// Chain code (the chain adapters' work, src/state/chains) and connector code from the services layer,
// loaded by state flows when first needed.
import { defineChunks } from './load';

export const chainChunks = defineChunks({
  evmTransfer: () => import('../chains/eip155/transfer'),
  solanaTransfer: () => import('../chains/solana/transfer'),
  swapTransaction: () => import('../../services/evm/swap-transaction'),
  swapSimulation: () => import('../../services/evm/swap-simulation'),
  evmStatus: () => import('../chains/eip155/status'),
  solanaStatus: () => import('../chains/solana/status'),
  evmBalance: () => import('../chains/eip155/balance'),
  solanaBalance: () => import('../chains/solana/balance'),
  evmCode: () => import('../../services/evm/code'),
  evmAddress: () => import('../../services/evm/address'),
  walletConnectSolana: () => import('../../services/connectors/walletconnect-solana'),
});

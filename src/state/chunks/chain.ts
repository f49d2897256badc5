// Chain and connector code from the services layer, loaded by state flows when first needed.
import { defineChunks } from './load';

export const chainChunks = defineChunks({
  evmTransfer: () => import('../../services/evm/transfer'),
  solanaTransfer: () => import('../../services/solana/transfer'),
  swapTransaction: () => import('../../services/evm/swap-transaction'),
  evmReceipt: () => import('../../services/evm/receipt'),
  solanaStatus: () => import('../../services/solana/status'),
  evmBalance: () => import('../../services/evm/balance'),
  solanaBalance: () => import('../../services/solana/balance'),
  evmCode: () => import('../../services/evm/code'),
  evmAddress: () => import('../../services/evm/address'),
  walletConnectSolana: () => import('../../services/connectors/walletconnect-solana'),
  authAnswers: () => import('../../services/connectors/auth-answers'),
});

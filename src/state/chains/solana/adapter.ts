// Solana clusters (@solana/kit): balances, signature statuses, transfer fees and sending.
import { WALLET_PROMPT_TIMEOUT_MS, withDeadline } from '../../../services/connectors/deadline';
import { stringList, type StandardWallet } from '../../../services/connectors/solana-standard';
import { loadChunk } from '../../modal';
import { toSolanaCaip2 } from '../../networks/rules/solana-chains';
import type { ChainAdapter, ChainTransfer } from '../adapter';
import { connectedProvider } from '../wallet';
import { solanaRules } from './rules';

const loadTransfer = () => loadChunk(() => import('../../../services/solana/transfer'));

/** The Solana chain code's transfer. */
function solanaTransfer(transfer: ChainTransfer) {
  return { from: transfer.from, to: transfer.to, amount: transfer.amount, mint: transfer.tokenAddress, decimals: transfer.decimals };
}

/** The wallet's own spelling of the network (`solana:devnet` or its CAIP-2 id): wallets match the chain they listed. */
function walletChainName(wallet: StandardWallet, caipNetworkId: string): string {
  return stringList(() => wallet.chains).find((chain) => toSolanaCaip2(chain) === caipNetworkId) ?? caipNetworkId;
}

export const solanaAdapter: ChainAdapter = {
  ...solanaRules,
  async readNativeBalance(rpcUrl, address, network) {
    const { readSolBalance, LAMPORTS_DECIMALS } = await import('../../../services/solana/balance');
    const { lamports } = await readSolBalance(rpcUrl, address, network?.nativeCurrency.symbol ?? solanaRules.nativeCurrency.symbol);
    return { amount: lamports, decimals: LAMPORTS_DECIMALS };
  },
  async transactionStatus(rpcUrl, hash) {
    const { readSolanaTransactionStatus } = await loadChunk(() => import('../../../services/solana/status'));
    return readSolanaTransactionStatus(rpcUrl, hash);
  },
  async estimateTransferFee(rpcUrl, transfer, signal) {
    const { estimateSolanaFee } = await loadTransfer();
    return { fee: await estimateSolanaFee(rpcUrl, solanaTransfer(transfer), signal) };
  },
  async sendTransfer(rpcUrl, transfer) {
    const wallet = connectedProvider('solana');
    const { buildSolanaTransfer, sendSolanaTransfer } = await loadTransfer();
    const bytes = await buildSolanaTransfer(rpcUrl, solanaTransfer(transfer));
    return withDeadline(
      sendSolanaTransfer(wallet, solanaTransfer(transfer), walletChainName(wallet, transfer.caipNetworkId), bytes),
      WALLET_PROMPT_TIMEOUT_MS,
      'the transaction',
    );
  },
};

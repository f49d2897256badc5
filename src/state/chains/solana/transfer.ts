// Solana transfers (@solana/kit): the fee estimate and the wallet's signing. A chunk with the chain code.
import { WALLET_PROMPT_TIMEOUT_MS, withDeadline } from '../../../services/connectors/deadline';
import { stringList, type StandardWallet } from '../../../services/connectors/solana-standard';
import { buildSolanaTransfer, estimateSolanaFee, sendSolanaTransfer } from '../../../services/solana/transfer';
import { toSolanaCaip2 } from '../../networks/rules/solana-chains';
import type { ChainAdapter, ChainTransfer } from '../adapter';

/** The Solana chain code's transfer. */
function solanaTransfer(transfer: ChainTransfer) {
  return { from: transfer.from, to: transfer.to, amount: transfer.amount, mint: transfer.tokenAddress, decimals: transfer.decimals };
}

/** The wallet's own spelling of the network (`solana:devnet` or its CAIP-2 id): wallets match the chain they listed. */
function walletChainName(wallet: StandardWallet, caipNetworkId: string): string {
  return stringList(() => wallet.chains).find((chain) => toSolanaCaip2(chain) === caipNetworkId) ?? caipNetworkId;
}

export const estimateTransferFee: ChainAdapter['estimateTransferFee'] = async (rpcUrl, transfer, signal) => ({
  fee: await estimateSolanaFee(rpcUrl, solanaTransfer(transfer), signal),
});

export async function sendTransfer(
  wallet: StandardWallet,
  rpcUrl: string,
  transfer: ChainTransfer,
  onLateHash?: (hash: string) => void,
): Promise<string> {
  const bytes = await buildSolanaTransfer(rpcUrl, solanaTransfer(transfer));
  return withDeadline(
    sendSolanaTransfer(wallet, solanaTransfer(transfer), walletChainName(wallet, transfer.caipNetworkId), bytes),
    WALLET_PROMPT_TIMEOUT_MS,
    'the transaction',
    onLateHash,
  );
}

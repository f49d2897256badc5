// One adapter per namespace, behind one interface: the chain work that feature code asks for (the
// native balance, a transaction's status, a transfer's fee and its sending); the namespace's plain
// rules are beside it (rules/). Each method loads its chain code (viem or @solana/kit) as a chunk.
import type { ChainTransactionOutcome, ChainTransactionStatus, FollowedTransaction } from '../../services/evm/receipt';
import type { ChainNamespace, Network } from '../shared';

export type { ChainTransactionOutcome, ChainTransactionStatus, FollowedTransaction };

/** A transfer of the native coin or a token, as Send's form describes it. */
export interface ChainTransfer {
  namespace: ChainNamespace;
  caipNetworkId: string;
  from: string;
  to: string;
  /** In base units. */
  amount: bigint;
  /** The token's contract (EVM) or mint (Solana); undefined for the native coin. */
  tokenAddress?: string;
  decimals: number;
}

export interface SendTransferOptions {
  gas?: bigint;
  onLateHash?: (hash: string) => void;
}

export interface ChainAdapter {
  /** The native balance of `address` straight from the network's RPC, in base units with its decimals. */
  readNativeBalance(rpcUrl: string, address: string, network: Network | undefined): Promise<{ amount: bigint; decimals: number }>;
  /** Whether the chain has confirmed, failed (with the reason it gives) or replaced the transaction, or still has it pending. */
  transactionStatus(rpcUrl: string, followed: FollowedTransaction): Promise<ChainTransactionOutcome>;
  /** The network fee of `transfer` (EVM: also the gas it estimated). */
  estimateTransferFee(rpcUrl: string, transfer: ChainTransfer, signal: AbortSignal): Promise<{ fee: bigint; gas?: bigint }>;
  /**
   * Asks the namespace's connected wallet to sign and send `transfer`; resolves with its hash. `gas` is the
   * estimate of this very transfer, if any (EVM sets the limit from it; otherwise the wallet estimates).
   * Past the prompt deadline it rejects with `WalletTimeoutError`; a hash the wallet answers later goes to `onLateHash`.
   */
  sendTransfer(rpcUrl: string, transfer: ChainTransfer, options: SendTransferOptions): Promise<string>;
}

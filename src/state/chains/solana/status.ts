// Solana: a transaction's status from its signature (@solana/kit). A chunk with the reader.
export { readSolanaTransactionStatus as transactionStatus } from '../../../services/solana/status';

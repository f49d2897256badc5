// EVM: a transaction's status from its receipt (viem). A chunk with the reader.
export { readEvmTransactionStatus as transactionStatus } from '../../../services/evm/receipt';

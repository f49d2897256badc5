// EVM: how a transaction stands, from its receipt and its sender's nonce slot (viem). A chunk with the reader.
export { followEvmTransaction as transactionStatus } from '../../../services/evm/receipt';

// What each signing method must answer, checked before the caller sees it (the result is already
// bounded JSON, json-value.ts): signatures and hashes as hex, Solana bytes as base58.
import { base58Text, invalid, isRecord, record } from './values';

const HEX = /^0x[0-9a-fA-F]*$/;
/** A smart account's signature (ERC-1271, ERC-6492 with its deployment data) can run to kilobytes. */
const MAX_SIGNATURE_HEX = 200_000;
const HASH_HEX_LENGTH = 66;
const MAX_CALLS_ID = 4_096;
/** 64 bytes of base58 fit in 88 characters; a 1,232-byte transaction in 1,700. */
const SIGNATURE_TEXT = 88;
const TRANSACTION_TEXT = 1_700;
const MAX_TRANSACTIONS = 64;

function hex(value: unknown, maxLength: number, what: string): `0x${string}` {
  if (typeof value !== 'string' || value.length > maxLength || value.length % 2 !== 0 || !HEX.test(value) || value.length < 4)
    invalid(what);
  return value as `0x${string}`;
}

const signature = (value: unknown) => hex(value, MAX_SIGNATURE_HEX, 'a signature that is not hex');
const transactionHash = (value: unknown) => {
  if (typeof value !== 'string' || value.length !== HASH_HEX_LENGTH) invalid('a transaction hash of another length');
  return hex(value, HASH_HEX_LENGTH, 'a transaction hash that is not hex');
};

const solanaSignature = (value: unknown) => ({ signature: base58Text(record(value, 'a Solana signature').signature, SIGNATURE_TEXT, 64) });

const RESULT_READERS = new Map<string, (value: unknown) => unknown>(
  Object.entries({
    personal_sign: signature,
    eth_signTypedData_v4: signature,
    eth_sendTransaction: transactionHash,
    eth_sendRawTransaction: transactionHash,
    // EIP-5792: `{id}` (an early draft answered the id alone).
    wallet_sendCalls: (value) => {
      const id = isRecord(value) ? value.id : value;
      if (typeof id !== 'string' || id.length === 0 || id.length > MAX_CALLS_ID) invalid('a calls id of another shape');
      return isRecord(value) ? { ...value, id } : { id };
    },
    solana_signMessage: solanaSignature,
    solana_signAndSendTransaction: solanaSignature,
    solana_signTransaction: (value) => ({ transaction: base58Text(record(value, 'a Solana transaction').transaction, TRANSACTION_TEXT) }),
    solana_signAllTransactions: (value) => {
      const { transactions } = record(value, 'Solana transactions');
      if (!Array.isArray(transactions) || transactions.length > MAX_TRANSACTIONS) invalid('an invalid transaction list');
      return { transactions: transactions.map((item: unknown) => base58Text(item, TRANSACTION_TEXT)) };
    },
  }),
);

/** `method`'s result, checked where the method has a known answer; other methods' results pass as bounded JSON. */
export function readRpcResult(method: string, value: unknown): unknown {
  const reader = RESULT_READERS.get(method);
  return reader ? reader(value) : value;
}

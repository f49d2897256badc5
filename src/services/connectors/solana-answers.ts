// What a remote Solana wallet (a WalletConnect peer) answers to a signing request: untrusted, read
// once here. A signature is base58 of exactly 64 bytes; a signed transaction is base64 that decodes
// as a Solana transaction. Anything else is an InvalidWalletAnswerError. Also the encodings the
// requests carry (base64 transactions, base58 messages and addresses), through @solana/kit's codecs.
import {
  getBase58Codec,
  getBase64Codec,
  getTransactionDecoder,
  getTransactionEncoder,
  type Address,
  type SignatureBytes,
} from '@solana/kit';
import { createError } from '../errors';

/** A Solana signature is 64 bytes: at most 88 base58 characters. */
const SIGNATURE_BYTES = 64;
const MAX_SIGNATURE_TEXT = 88;
/** A transaction is at most 1,232 bytes on the wire (1,644 base64 characters): a bound with room to spare. */
const MAX_TRANSACTION_TEXT = 4_096;

const base58 = getBase58Codec();
const base64 = getBase64Codec();

function invalid(what: string): never {
  throw createError('InvalidWalletAnswerError', { message: `The wallet sent ${what}` });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function decoded(codec: typeof base58 | typeof base64, text: string): Uint8Array | undefined {
  try {
    return new Uint8Array(codec.encode(text));
  } catch {
    return undefined;
  }
}

/** `answer.signature` as 64 bytes; InvalidWalletAnswerError for anything but base58 of exactly 64 bytes. */
export function parseSignatureAnswer(answer: unknown): Uint8Array {
  const text = isRecord(answer) ? answer.signature : undefined;
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_SIGNATURE_TEXT) invalid('no valid signature');
  const bytes = decoded(base58, text);
  if (bytes?.length !== SIGNATURE_BYTES) invalid('a signature that is not 64 bytes of base58');
  return bytes;
}

/** Wire bytes that decode as a Solana transaction, else undefined. */
function asTransaction(bytes: Uint8Array | undefined) {
  if (!bytes) return undefined;
  try {
    return getTransactionDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}

/** The wire transaction in `answer.transaction` (base64); InvalidWalletAnswerError when it does not decode as one. */
export function parseSignedTransactionAnswer(answer: Record<string, unknown>): Uint8Array {
  const text = answer.transaction;
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_TRANSACTION_TEXT) invalid('no valid transaction');
  const bytes = decoded(base64, text);
  if (!asTransaction(bytes)) invalid('a transaction that does not decode');
  return bytes!;
}

/**
 * What `solana_signTransaction` answered, as the signed wire transaction: the wallet's own `transaction`
 * when it sent one, else `unsigned` with its `signature` put in `signer`'s place.
 */
export function signedTransactionFrom(answer: unknown, unsigned: Uint8Array, signer: string): Uint8Array {
  if (isRecord(answer) && answer.transaction !== undefined) return parseSignedTransactionAnswer(answer);
  const signature = parseSignatureAnswer(answer);
  const transaction = asTransaction(unsigned);
  if (!transaction) throw createError('InvalidParamsRpcError', { message: 'The transaction to sign does not decode' });
  if (!(signer in transaction.signatures)) invalid(`a signature for ${signer.slice(0, 44)}, which does not sign this transaction`);
  const signatures = { ...transaction.signatures, [signer as Address]: signature as SignatureBytes };
  return new Uint8Array(getTransactionEncoder().encode({ ...transaction, signatures }));
}

/** A wire transaction as the base64 text WalletConnect's Solana methods carry. */
export const toBase64 = (bytes: Uint8Array): string => base64.decode(bytes);

/** Bytes (a message, a signature) as base58 text. */
export const toBase58 = (bytes: Uint8Array): string => base58.decode(bytes);

/** An address's 32 public-key bytes. */
export const publicKeyOf = (address: string): Uint8Array => new Uint8Array(base58.encode(address));

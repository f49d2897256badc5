// What a remote Solana wallet (a WalletConnect peer) answers to a signing request: untrusted, read
// once here. A signature is base58 of exactly 64 bytes; a signed transaction is base64 that decodes
// as the very transaction asked for, signed. Anything else is an InvalidWalletAnswerError. Also the encodings the
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

type DecodedTransaction = ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;

/** Wire bytes that decode as a Solana transaction, else undefined. */
function asTransaction(bytes: Uint8Array | undefined): DecodedTransaction | undefined {
  if (!bytes) return undefined;
  try {
    return getTransactionDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}

/** The wallet's transaction in `answer.transaction` (base64); InvalidWalletAnswerError when it does not decode as one. */
function parseSignedTransactionAnswer(answer: Record<string, unknown>): DecodedTransaction {
  const text = answer.transaction;
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_TRANSACTION_TEXT) invalid('no valid transaction');
  return asTransaction(decoded(base64, text)) ?? invalid('a transaction that does not decode');
}

function sameBytes(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * The wallet's signed transaction, once it is the one asked for: the very same message (instructions,
 * accounts, fee payer, blockhash, version), only its signatures may differ, and `signer`'s is among them.
 */
function checkedSigned(signed: DecodedTransaction, asked: DecodedTransaction, signer: string): Uint8Array {
  if (!sameBytes(signed.messageBytes, asked.messageBytes)) invalid('a signed transaction that is not the one asked for');
  const signature = signed.signatures[signer as Address];
  if (!signature || signature.every((byte) => byte === 0)) invalid(`a signed transaction without the signature of ${signer.slice(0, 44)}`);
  return new Uint8Array(getTransactionEncoder().encode(signed));
}

/**
 * What `solana_signTransaction` answered, as the signed wire transaction: the wallet's own `transaction`
 * when it sent one (refused unless it is `unsigned` signed by `signer`), else `unsigned` with its
 * `signature` put in `signer`'s place.
 */
export function signedTransactionFrom(answer: unknown, unsigned: Uint8Array, signer: string): Uint8Array {
  const asked = asTransaction(unsigned);
  if (!asked) throw createError('InvalidParamsRpcError', { message: 'The transaction to sign does not decode' });
  if (isRecord(answer) && answer.transaction !== undefined) return checkedSigned(parseSignedTransactionAnswer(answer), asked, signer);
  const signature = parseSignatureAnswer(answer);
  if (!(signer in asked.signatures)) invalid(`a signature for ${signer.slice(0, 44)}, which does not sign this transaction`);
  const signatures = { ...asked.signatures, [signer as Address]: signature as SignatureBytes };
  return new Uint8Array(getTransactionEncoder().encode({ ...asked, signatures }));
}

/** A wire transaction as the base64 text WalletConnect's Solana methods carry. */
export const toBase64 = (bytes: Uint8Array): string => base64.decode(bytes);

/** Bytes (a message, a signature) as base58 text. */
export const toBase58 = (bytes: Uint8Array): string => base58.decode(bytes);

/** An address's 32 public-key bytes. */
export const publicKeyOf = (address: string): Uint8Array => new Uint8Array(base58.encode(address));

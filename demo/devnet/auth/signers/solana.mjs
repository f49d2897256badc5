// The embedded account's Solana signer, run in the frame on the auth origin (sdk/rpc.mjs calls it once
// the visitor approved): sign a message, sign a transaction (the user's signature added to the wire
// bytes, base64), and sign and send one to the network's RPC.
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import { AuthError } from '../errors.mjs';

const base64 = { toBytes: (text) => getBase64Encoder().encode(text), fromBytes: (bytes) => getBase64Decoder().decode(bytes) };
const signers = new Map();

/** The user's key pair signer (from the stored 32-byte seed), after checking `address` is the user's. */
async function signerFor(account, address) {
  if (address !== account.solana.address) throw new AuthError(4100, 'address is not the signed-in account');
  const { secretKey } = account.solana;
  if (!signers.has(secretKey)) signers.set(secretKey, createKeyPairSignerFromPrivateKeyBytes(base64.toBytes(secretKey)));
  return signers.get(secretKey);
}

const bytesOf = (value, field) => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 20_000) throw new AuthError(4000, `${field} must be base64`);
  try {
    return base64.toBytes(value);
  } catch {
    throw new AuthError(4000, `${field} must be base64`);
  }
};

export async function signMessage(account, { address, message }) {
  const signer = await signerFor(account, address);
  const signature = await signBytes(signer.keyPair.privateKey, bytesOf(message, 'message'));
  return { signature: base64.fromBytes(signature) };
}

async function signed(account, { address, transaction }) {
  const signer = await signerFor(account, address);
  let decoded;
  try {
    decoded = getTransactionDecoder().decode(bytesOf(transaction, 'transaction'));
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw new AuthError(4000, 'transaction is not a Solana transaction');
  }
  if (!Object.hasOwn(decoded.signatures, signer.address))
    throw new AuthError(4000, "The transaction does not need this account's signature");
  return partiallySignTransaction([signer.keyPair], decoded);
}

export async function signTransaction(account, params) {
  return { transaction: base64.fromBytes(getTransactionEncoder().encode(await signed(account, params))) };
}

/** Signs and sends to `network`'s RPC; resolves with the signature (base58), or the chain's error. */
export async function signAndSendTransaction(account, network, params) {
  const transaction = await signed(account, params);
  const wire = base64.fromBytes(getTransactionEncoder().encode(transaction));
  const response = await fetch(network.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [wire, { encoding: 'base64', preflightCommitment: 'confirmed' }],
    }),
  });
  const answer = await response.json();
  if (answer.error) throw new AuthError(Number.isInteger(answer.error.code) ? answer.error.code : -32603, String(answer.error.message));
  const signature = transaction.signatures[account.solana.address];
  return { signature: typeof answer.result === 'string' ? answer.result : getBase58Decoder().decode(signature) };
}

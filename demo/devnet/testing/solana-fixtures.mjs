// A fixed Solana keypair, a transaction and an RPC double for tests of the Devnet Solana Wallet.
import {
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createNoopSigner,
  createTransactionMessage,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

/** The keypair from a fixed seed, with its 64-byte secret key in the Solana CLI's JSON-array form. */
export async function fixedSolanaKeys(seedByte = 7) {
  const seed = new Uint8Array(32).fill(seedByte);
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed, true);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey));
  return { keyPair, address: await getAddressFromPublicKey(keyPair.publicKey), secretKey: [...seed, ...publicKey] };
}

export const verifySolanaSignature = (keys, signature, bytes) =>
  verifySignature(keys.keyPair.publicKey, new Uint8Array(signature), new Uint8Array(bytes));

/**
 * An unsigned wire transaction: `payer` sends `amount` lamports (1) to `destination` (a fixed address), with
 * `lifetime` `{blockhash, lastValidBlockHeight}` (a fixed one, which no chain accepts).
 */
export async function buildTransferTransaction(payer, { lifetime, destination, amount = 1n } = {}) {
  const recentBlockhash = blockhash(getBase58Decoder().decode(new Uint8Array(32).fill(9)));
  const to = destination ?? (await fixedSolanaKeys(8)).address;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime ?? { blockhash: recentBlockhash, lastValidBlockHeight: 100n }, draft),
    (draft) =>
      appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(payer), destination: to, amount }), draft),
  );
  const transaction = compileTransaction(message);
  return { bytes: new Uint8Array(getTransactionEncoder().encode(transaction)), messageBytes: transaction.messageBytes };
}

/**
 * An HTTP handler answering the Solana RPC's sendTransaction at `path` like a
 * node would (the transaction's first signature, base58); `received` records each call.
 */
export function sendTransactionRpc(path, received) {
  return async (req, res, url) => {
    if (url.pathname !== path || req.method !== 'POST') return false;
    let body = '';
    for await (const chunk of req) body += chunk;
    const { id, method, params } = JSON.parse(body);
    received.push({ method, params });
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(params[0]));
    const [signature] = Object.values(transaction.signatures);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id, result: getBase58Decoder().decode(signature) }));
    return true;
  };
}

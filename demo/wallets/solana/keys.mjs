// The Devnet Solana Wallet's keypair, from config: 64 secret-key bytes (JSON
// array or base58, the Solana CLI's format), or a 32-byte seed.
import {
  createKeyPairFromBytes,
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase58Encoder,
} from '@solana/kit';

// Used only when the devnet passes no key: a fixed seed, so the address is stable across reloads.
const FALLBACK_SEED = new TextEncoder().encode('wallet-modal devnet solana seed!');

function secretKeyBytes(secretKey) {
  if (secretKey === undefined || secretKey === null || secretKey === '') return FALLBACK_SEED;
  if (typeof secretKey === 'string') {
    return secretKey.trim().startsWith('[') ? new Uint8Array(JSON.parse(secretKey)) : getBase58Encoder().encode(secretKey.trim());
  }
  return new Uint8Array(secretKey);
}

/** @returns {Promise<{keyPair: CryptoKeyPair, address: string, publicKey: Uint8Array}>} */
export async function loadKeys(secretKey) {
  const bytes = secretKeyBytes(secretKey);
  if (bytes.length !== 64 && bytes.length !== 32)
    throw new Error(`Devnet Solana Wallet: secretKey must be 64 (or 32) bytes, got ${bytes.length}.`);
  const keyPair = bytes.length === 64 ? await createKeyPairFromBytes(bytes) : await createKeyPairFromPrivateKeyBytes(bytes);
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  return { keyPair, address, publicKey: new Uint8Array(getAddressEncoder().encode(address)) };
}

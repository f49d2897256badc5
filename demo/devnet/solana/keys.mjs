// Deterministic Solana keypairs: the same seeds give the same addresses on
// every start, so demo wallets and tests can sign without reading files.
import { createHash } from 'node:crypto';
import { createKeyPairSignerFromPrivateKeyBytes, getAddressEncoder } from '@solana/kit';

const DEMO_KEY_COUNT = 3;

/** A keypair from sha256(label): `{label, address, signer, secretKey}` with the 64-byte solana-keygen secret. */
export async function deriveKeypair(label) {
  const seed = createHash('sha256').update(`wallet-modal devnet solana ${label}`).digest();
  const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed));
  const publicKey = getAddressEncoder().encode(signer.address);
  return { label, address: signer.address, signer, secretKey: [...seed, ...publicKey] };
}

/** The funded demo keys, the faucet that funds them (and owns the mint), and the mint's keypair. */
export async function deriveDevnetKeys() {
  const demo = [];
  for (let index = 0; index < DEMO_KEY_COUNT; index += 1) demo.push(await deriveKeypair(`demo ${index}`));
  return { demo, faucet: await deriveKeypair('faucet'), mint: await deriveKeypair('dusdc mint') };
}

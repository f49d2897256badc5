// The embedded accounts: one per identity (an email address, or provider + identity), created on its
// first sign-in and kept for the devnet's life: a random EVM key (the EOA), its smart account (the
// factory's CREATE2 address, not deployed) and a Solana keypair. Sign-in waits for the faucet. Sessions
// are bearer tokens.
import { randomBytes } from 'node:crypto';
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { publicAccount } from './session.mjs';

/**
 * @param {{factory: `0x${string}`, smartAccountOf: (owner: `0x${string}`) => Promise<`0x${string}`>,
 *   fund: (account: object) => Promise<void>}} options
 */
export function createAccounts({ factory, smartAccountOf, fund }) {
  /** key → Promise of the account (with its keys: only the frame that signed in is given them) */
  const accounts = new Map();
  /** token → account key */
  const sessions = new Map();

  async function create(user) {
    const privateKey = generatePrivateKey();
    const eoa = privateKeyToAccount(privateKey).address;
    const seed = randomBytes(32);
    const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
    const account = {
      user,
      evm: { eoa, smartAccount: getAddress(await smartAccountOf(eoa)), factory, privateKey },
      solana: { address: signer.address, secretKey: seed.toString('base64') },
    };
    await fund(account);
    return account;
  }

  /** The account of `key` (created and funded on first use) and a new session token for it. */
  async function signIn({ key, user }) {
    if (!accounts.has(key)) {
      const created = create(user);
      accounts.set(key, created);
      created.catch(() => accounts.delete(key));
    }
    const account = await accounts.get(key);
    const token = randomBytes(24).toString('base64url');
    sessions.set(token, key);
    return { token, account };
  }

  return {
    signIn,
    /** The account a session token belongs to, if the token is live. */
    async ofToken(token) {
      const key = token && sessions.get(token);
      return key ? accounts.get(key) : undefined;
    },
    signOut: (token) => sessions.delete(token),
    /** Whether the account of `key` exists (signed in once). */
    has: (key) => accounts.has(key),
    /**
     * The public part of an identity's account (`ada@example.com`, `google:ada@example.com`) in the project
     * `projectId`, if it signed in there (the secure-site protocol's accounts are per project).
     */
    async lookup(identity, projectId) {
      const plain = identity.includes(':') ? identity : `email:${identity.trim().toLowerCase()}`;
      const key = `${projectId}/${plain}`;
      const account = await accounts.get(key)?.catch(() => undefined);
      return account && publicAccount(account);
    },
  };
}

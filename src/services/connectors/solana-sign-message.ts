// Signs the sign-in's CAIP-122 message with a Wallet Standard wallet: `solana:signIn` where the wallet has it (the
// wallet writes the message from the same fields, Sign In With Solana), else `solana:signMessage` on the text's bytes.
// The signature comes back base58, as Solana writes signatures, with the text that was signed.
import { createError } from '../errors';
import { toBase58 } from '../secure-site/base58';
import type { StandardWallet } from './solana-standard';

type SignMessage = (input: { account: unknown; message: Uint8Array }) => Promise<readonly { signature?: unknown }[]>;
type SignIn = (input: Record<string, string>) => Promise<readonly { signature?: unknown; signedMessage?: unknown }[]>;

/** The Sign In With Solana fields of a CAIP-122 text: the header's domain, then each `Name: value` line. */
function signInFields(text: string, address: string): Record<string, string> {
  const lines = text.split('\n');
  const domain = /^(.+) wants you to sign in with your Solana account:$/.exec(lines[0] ?? '')?.[1] ?? '';
  const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
  const entries = {
    domain,
    address,
    uri: field('URI'),
    version: field('Version'),
    chainId: field('Chain ID'),
    nonce: field('Nonce'),
    issuedAt: field('Issued At'),
    expirationTime: field('Expiration Time'),
  };
  return Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

const noSignature = (feature: string) =>
  createError('InvalidWalletAnswerError', { message: `The wallet answered ${feature} with no signature` });
const isSignature = (value: unknown): value is Uint8Array => value instanceof Uint8Array && value.length === 64;

export async function signSolanaMessage(
  wallet: StandardWallet,
  address: string,
  text: string,
): Promise<{ message: string; signature: string }> {
  const signIn = (wallet.features['solana:signIn'] as { signIn?: SignIn } | undefined)?.signIn;
  if (signIn) {
    const fields = signInFields(text, address);
    const [output] = await signIn(fields);
    if (!isSignature(output?.signature) || !(output.signedMessage instanceof Uint8Array)) throw noSignature('solana:signIn');
    const message = new TextDecoder().decode(output.signedMessage);
    // The wallet wrote the message: it must carry the site's nonce and the account asked (the site checks the rest).
    if (!message.includes(`\nNonce: ${fields.nonce}`) || !message.includes(`\n${address}\n`)) {
      throw createError('InvalidWalletAnswerError', { message: 'The wallet signed in with another message' });
    }
    return { message, signature: toBase58(output.signature) };
  }
  const feature = wallet.features['solana:signMessage'] as { signMessage?: SignMessage } | undefined;
  const account = wallet.accounts.find((candidate) => candidate.address === address);
  if (!feature?.signMessage || !account) throw createError('InvalidWalletAnswerError', { message: 'The wallet cannot sign messages' });
  const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(text) });
  if (!isSignature(output?.signature)) throw noSignature('solana:signMessage');
  return { message: text, signature: toBase58(output.signature) };
}

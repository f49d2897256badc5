// The message the wallet signs: EIP-4361 on EVM (viem writes it: checksummed address, the exact layout the site's
// verifier parses) and CAIP-122 on Solana (Sign In With Solana's layout). Both carry the page's domain and origin,
// the site's nonce, when it was issued and when it expires.
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { ChainNamespace } from '../shared';

/** How long a signed message stays valid: the site's session ends when the site says (its `expiresAt`). */
export const MESSAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface MessageRequest {
  address: string;
  /** EVM: the chain id; Solana: the CAIP-2 reference (the genesis hash's prefix). */
  chainId: number | string;
  nonce: string;
  /** The page's host (`example.com:8080`) and origin. */
  domain: string;
  uri: string;
  now?: Date;
}

export function siweMessage({ address, chainId, nonce, domain, uri, now = new Date() }: MessageRequest): string {
  return createSiweMessage({
    address: getAddress(address),
    chainId: Number(chainId),
    domain,
    nonce,
    uri,
    version: '1',
    issuedAt: now,
    expirationTime: new Date(now.getTime() + MESSAGE_LIFETIME_MS),
  });
}

/** CAIP-122 for Solana, laid out as EIP-4361 is (no statement). */
export function siwsMessage({ address, chainId, nonce, domain, uri, now = new Date() }: MessageRequest): string {
  return [
    `${domain} wants you to sign in with your Solana account:`,
    address,
    '',
    `URI: ${uri}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${now.toISOString()}`,
    `Expiration Time: ${new Date(now.getTime() + MESSAGE_LIFETIME_MS).toISOString()}`,
  ].join('\n');
}

const MESSAGES: Record<ChainNamespace, (request: MessageRequest) => string> = { eip155: siweMessage, solana: siwsMessage };

/** The sign-in message of `namespace`. */
export function signInMessage(namespace: ChainNamespace, request: MessageRequest): string {
  return MESSAGES[namespace](request);
}

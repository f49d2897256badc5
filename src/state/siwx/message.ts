// The EIP-4361 message the wallet signs: the page's domain and origin, the site's nonce, when it was issued and
// when it expires. viem writes it (checksummed address, the exact line layout the site's verifier parses).
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';

/** How long a signed message stays valid: the site's session ends when the site says (its `expiresAt`). */
export const MESSAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface MessageRequest {
  address: string;
  chainId: number;
  nonce: string;
  /** The page's host (`example.com:8080`) and origin. */
  domain: string;
  uri: string;
  now?: Date;
}

export function siweMessage({ address, chainId, nonce, domain, uri, now = new Date() }: MessageRequest): string {
  return createSiweMessage({
    address: getAddress(address),
    chainId,
    domain,
    nonce,
    uri,
    version: '1',
    issuedAt: now,
    expirationTime: new Date(now.getTime() + MESSAGE_LIFETIME_MS),
  });
}

// When the active account is asked to sign in. Pure.

/** EVM addresses compare without their checksum's case; base58 ones (Solana) exactly. */
export const sameAddress = (a: string | undefined, b: string | undefined) =>
  Boolean(a && b && (a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b));

export interface PromptFacts {
  /** `signin-url` or an adapter is set. */
  configured: boolean;
  /** The active account, while connected. */
  address?: string;
  /** Its namespace offers sign-in (chainRules), and the active network is one the page configures. */
  offered: boolean;
  networkSupported: boolean;
  session: { status: string; address?: string; caipNetworkId?: string; expiresAt?: string };
  /** `signin-per-network`: the session holds only on the network it was signed on (`caipNetworkId`, the active one). */
  perNetwork?: boolean;
  caipNetworkId?: string;
  /** The address whose prompt the visitor dismissed (optional sign-in). */
  dismissed?: string;
  now: number;
}

/** The site vouches for `address` now: signed in as it, and not past the session's end. */
export function hasLiveSession(facts: Pick<PromptFacts, 'session' | 'address' | 'now' | 'perNetwork' | 'caipNetworkId'>): boolean {
  const { session, address, now, perNetwork, caipNetworkId } = facts;
  const ended = session.expiresAt !== undefined && Date.parse(session.expiresAt) <= now;
  const elsewhere = perNetwork === true && session.caipNetworkId !== caipNetworkId;
  return session.status === 'signed-in' && sameAddress(session.address, address) && !ended && !elsewhere;
}

/** The account must sign in: configured, connected, offered on a supported network, no live session, not dismissed. */
export function mustSignIn(facts: PromptFacts): boolean {
  const { configured, address, offered, networkSupported, dismissed } = facts;
  return configured && Boolean(address) && offered && networkSupported && !hasLiveSession(facts) && !sameAddress(dismissed, address);
}

// The connected EVM account's name and avatar (SPEC §5: names are EVM only), from
// the blockchain service's identity route, cached 5 minutes. A failed look-up is quiet.
import { parseIdentity, type Identity } from '../../services/blockchain-api';
import { readStored, writeStored } from '../../services/storage/storage';
import { accountOf, setAccount } from '../account';
import { blockchainApi } from './blockchain-api';
import { IDENTITY_CACHE_MS } from '../shared';

const cacheKey = (address: string) => `identity:${address.toLowerCase()}`;
const inFlight = new Map<string, Promise<Identity | undefined>>();

function applyIdentity(address: string, identity: Identity) {
  if (accountOf('eip155').address?.toLowerCase() !== address.toLowerCase()) return;
  setAccount('eip155', { profileName: identity.name, profileImage: identity.avatar });
}

async function fetchIdentity(address: string): Promise<Identity | undefined> {
  try {
    const identity = await blockchainApi().fetchIdentity(address);
    writeStored(cacheKey(address), identity, { ttlMs: IDENTITY_CACHE_MS });
    return identity;
  } catch {
    // No name is not an error the visitor needs to see: the address and a generated avatar show instead.
    return undefined;
  }
}

/** Sets the account's profileName/profileImage from the cache (5 min) or the service. */
export async function loadIdentity(address: string): Promise<void> {
  // Read back like the service's answer; a cache entry must expire within the cache time.
  const cached = readStored(cacheKey(address), parseIdentity, { ttlMs: IDENTITY_CACHE_MS });
  if (cached) return applyIdentity(address, cached);
  const key = address.toLowerCase();
  let request = inFlight.get(key);
  if (!request) {
    request = fetchIdentity(address).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
  }
  // A failed look-up shows no name (and no stale one).
  applyIdentity(address, (await request) ?? {});
}

// The connected EVM account's name and avatar (SPEC §5: names are EVM only), from
// the blockchain service's identity route, cached 5 minutes. No identity (404) is
// quiet; a failed look-up (timeout, too large, malformed, an error status) is shown
// on Account with Retry and fires `error`. A reset drops the answers still on their way: a
// look-up of the state before (another service, a page that moved on) writes nothing.
import { parseIdentity, type Identity } from '../../services/blockchain-api';
import { HttpError } from '../../services/errors';
import { readStored, removeStored, writeStored } from '../../services/storage/storage';
import { accountOf, setAccount } from '../account';
import { reportError } from '../events';
import { blockchainApi } from '../blockchain-api';
import { defineSlice, defineTask, IDENTITY_CACHE_MS, isSuperseded } from '../shared';

const cacheKey = (address: string) => `identity:${address.toLowerCase()}`;
const inFlight = defineSlice({ name: 'balances/identity-in-flight', initial: () => new Map<string, Promise<Identity | undefined>>() });
/** The service's answers: a reset supersedes them. */
const requests = defineTask('balances/identity-requests');

const isCurrent = (address: string) => accountOf('eip155').address?.toLowerCase() === address.toLowerCase();

function applyIdentity(address: string, identity: Identity) {
  if (!isCurrent(address)) return;
  setAccount('eip155', { profileName: identity.name, profileImage: identity.avatar, profileErrorKey: undefined });
}

async function fetchIdentity(address: string): Promise<Identity | undefined> {
  const run = requests.current();
  try {
    const identity = await run.step(blockchainApi().fetchIdentity(address, run.signal));
    writeStored(cacheKey(address), identity, { ttlMs: IDENTITY_CACHE_MS });
    return identity;
  } catch (error) {
    if (isSuperseded(error)) return undefined;
    // The service knows no identity for the address: the address and a generated avatar show.
    if (error instanceof HttpError && error.status === 404) return {};
    if (isCurrent(address)) {
      const { messageKey } = reportError(error, 'Account');
      setAccount('eip155', { profileName: undefined, profileImage: undefined, profileErrorKey: messageKey });
    }
    return undefined;
  }
}

/** Sets the account's profileName/profileImage from the cache (5 min) or the service; Account's Retry calls it again. */
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
  const identity = await request;
  // A failed look-up shows no name (and no stale one), and keeps its error for the view.
  if (identity) applyIdentity(address, identity);
}

/** Forgets the cached identity of `address` and reads it again (a name was just registered for it). */
export async function refreshIdentity(address: string): Promise<void> {
  removeStored(cacheKey(address));
  await loadIdentity(address);
}

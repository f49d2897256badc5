// Activity's counterparties by name: the newest name registered for an EVM address (the profile
// service's reverse lookup), asked once per address while a row shows it, kept 5 minutes (SPEC §9
// names cache). A failed lookup is quiet: the row keeps the shortened address, and the next
// look after the cache time asks again.
import { blockchainApi } from '../blockchain-api';
import { defineProxySlice, defineSlice, NAME_CACHE_MS } from '../shared';

/** The names known so far, by lower-cased address (absent: unknown or none). */
export const counterpartyNames = defineProxySlice<{ byAddress: Record<string, string> }>({
  name: 'activity/counterparty-names',
  initial: () => ({ byAddress: {} }),
});

const askedAt = defineSlice({ name: 'activity/names-asked-at', initial: () => new Map<string, number>() });
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The counterparty's name, when one is known. */
export function counterpartyName(address: string): string | undefined {
  return counterpartyNames.byAddress[address.toLowerCase()];
}

/** Looks `address` up unless it was asked within the cache time (EVM addresses only: names are EVM only). */
export async function lookupCounterpartyName(address: string, now = Date.now()): Promise<void> {
  const key = address.toLowerCase();
  const last = askedAt.get(key);
  if ((last !== undefined && now - last < NAME_CACHE_MS) || !EVM_ADDRESS.test(address)) return;
  askedAt.set(key, now);
  try {
    const [name] = await blockchainApi().fetchNamesForAddress(address);
    if (name) counterpartyNames.byAddress[key] = name;
    else delete counterpartyNames.byAddress[key];
  } catch {
    // The shortened address stays until the next look after the cache time; a failed lookup
    // (NamesForAddressError) is not worth a host event per row.
  }
}

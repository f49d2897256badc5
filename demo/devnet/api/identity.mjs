// GET /v1/identity/{address}, as the hosted service answers it: an ENS record first (tests set
// these with `set`, any name at all), else the newest profile name the name table holds for
// the address, with its avatar attribute; else no name and no avatar.

/**
 * @param {{names: ReturnType<import('./names.mjs').createNameTable>}} options
 * @returns {{lookup: (address: string) => {name: string|null, avatar: string|null}, set: (address: string, identity: {name: string|null, avatar: string|null}) => void}}
 */
export function createIdentityRegistry({ names }) {
  const ensRecords = new Map();
  const set = (address, identity) => ensRecords.set(address.toLowerCase(), identity);
  const lookup = (address) => {
    const ens = ensRecords.get(address.toLowerCase());
    if (ens?.name) return ens;
    const [profile] = names.reverse(address);
    if (profile) return { name: profile.name, avatar: profile.attributes.avatar ?? null };
    return ens ?? { name: null, avatar: null };
  };
  return { lookup, set };
}

// GET /v1/identity/{address}: a small devnet identity registry. Account 0 is
// alice.wallet-modal.eth; every other address has no name and no avatar.

/**
 * @param {{imagesUrl: string, holders: string[]}} options
 * @returns {{lookup: (address: string) => {name: string|null, avatar: string|null}, set: (address: string, identity: {name: string|null, avatar: string|null}) => void}}
 */
export function createIdentityRegistry({ imagesUrl, holders }) {
  const identities = new Map();
  const set = (address, identity) => identities.set(address.toLowerCase(), identity);
  if (holders[0]) set(holders[0], { name: 'alice.wallet-modal.eth', avatar: `${imagesUrl}/alice.svg` });
  return {
    lookup: (address) => identities.get(address.toLowerCase()) ?? { name: null, avatar: null },
    set,
  };
}

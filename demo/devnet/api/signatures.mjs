// Signature checks for the profile and sessions routes: viem's verifyMessage on the devnet chain
// the request names, which covers EOAs, deployed smart accounts (ERC-1271) and ERC-6492-wrapped
// signatures of accounts not deployed yet (simulated through the chain's eth_call).
import { isAddress, isHex } from 'viem';

/**
 * @param {object[]} sources the /api chain sources; the eip155 ones (with their viem `client`) verify
 * @returns {{chainIds: number[], verify: (check: {chainId: number, address: string, message: string, signature: string}) => Promise<boolean>}}
 */
export function createSignatureVerifier(sources) {
  const clients = new Map(
    sources
      .filter((source) => source.namespace === 'eip155' && source.client)
      .map((source) => [Number(source.caipNetworkId.split(':')[1]), source.client]),
  );
  const verify = async ({ chainId, address, message, signature }) => {
    const client = clients.get(chainId);
    if (!client) throw new RangeError(`no devnet chain ${chainId}`);
    if (!isAddress(address, { strict: false }) || typeof message !== 'string' || !isHex(signature) || signature.length < 4) return false;
    try {
      return await client.verifyMessage({ address, message, signature });
    } catch {
      // A signature that does not even parse (wrong length, bad v) is simply not valid.
      return false;
    }
  };
  return { chainIds: [...clients.keys()], verify };
}

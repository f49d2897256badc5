// EVM chains (CAIP-2 namespace eip155): the plain rules.
import type { ChainRules } from '../rules/chain-rules';

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 };

function chainIdReference(data: number | string): string | undefined {
  if (typeof data === 'number') return Number.isSafeInteger(data) && data > 0 ? String(data) : undefined;
  if (!/^(0x[0-9a-f]{1,16}|[1-9][0-9]{0,15})$/i.test(data)) return undefined;
  const id = Number(data);
  return Number.isSafeInteger(id) && id > 0 ? String(id) : undefined;
}

export const eip155Rules: ChainRules = {
  namespace: 'eip155',
  nativeCurrency: ETH,
  explorerAddressPath: 'address',
  names: true,
  signIn: true,
  accountTypes: true,
  isAddress: (address) => EVM_ADDRESS.test(address),
  networkId: (reference) => Number(reference),
  genericNetwork(reference) {
    if (!/^[1-9]\d*$/.test(reference)) return undefined;
    const id = Number(reference);
    const name = `Chain ${reference}`;
    return {
      id,
      caipNetworkId: `eip155:${id}`,
      chainNamespace: 'eip155',
      name,
      nativeCurrency: ETH,
      explorerUrl: undefined,
      assets: undefined,
    };
  },
  checksummedAddresses: true,
  isWalletAddress: (address) => EVM_ADDRESS.test(address) && address.startsWith('0x'),
  isWalletReference: (reference) => /^[1-9][0-9]{0,15}$/.test(reference),
  chainIdReference,
};

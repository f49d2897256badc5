// Solana clusters (CAIP-2 namespace solana): the plain rules.
import type { ChainRules } from '../rules/chain-rules';

// Base58 leaves out 0, O, I and l.
const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

export const solanaRules: ChainRules = {
  namespace: 'solana',
  nativeCurrency: SOL,
  explorerAddressPath: 'account',
  names: false,
  accountTypes: false,
  checksummedAddresses: false,
  isAddress: (address) => ADDRESS.test(address),
  isWalletAddress: (address) => ADDRESS.test(address),
  sameAddress: (a, b) => a === b,
  isWalletReference: () => true,
  networkId: (reference) => reference,
  // A local cluster (the devnet's): its registry serves the icon by reference.
  genericNetwork: (reference) => ({
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name: 'Solana (local)',
    nativeCurrency: SOL,
    explorerUrl: undefined,
    assets: { imageId: reference },
  }),
  chainIdReference: () => undefined,
  numericChainId: () => undefined,
};

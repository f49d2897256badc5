// Solana clusters (CAIP-2 namespace solana): the plain rules.
import type { ChainRules } from '../rules/chain-rules';

// Base58 leaves out 0, O, I and l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

export const solanaRules: ChainRules = {
  namespace: 'solana',
  nativeCurrency: SOL,
  explorerAddressPath: 'account',
  names: false,
  signIn: true,
  accountTypes: false,
  isAddress: (address) => SOLANA_ADDRESS.test(address),
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
  checksummedAddresses: false,
  isWalletAddress: (address) => SOLANA_ADDRESS.test(address),
  isWalletReference: () => true,
  chainIdReference: () => undefined,
};

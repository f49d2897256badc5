// Networks the element knows by CAIP-2 id, and how an id becomes a Network.
import { chainRules, chainRulesOf } from '../chains/rules/registry';
import type { CaipNetworkId, Network } from './types';

const ETH = chainRules('eip155').nativeCurrency;
const SOL = chainRules('solana').nativeCurrency;

// Registry asset image ids (`/public/getAssetImage/{id}`); the devnet registry serves its chains by reference.
const SOLANA_IMAGE_ID = 'a1b58899-f671-4276-6a5e-56ca5bd59700';

function evm(id: number, name: string, imageId?: string, explorerUrl?: string, nativeCurrency = ETH): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    explorerUrl,
    assets: imageId ? { imageId } : undefined,
  };
}

function solana(reference: string, name: string, imageId: string, explorerUrl?: string): Network {
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: SOL,
    explorerUrl,
    assets: { imageId },
  };
}

export const KNOWN_NETWORKS: readonly Network[] = [
  evm(1, 'Ethereum', 'ba0ba0cd-17c6-4806-ad93-f9d174f17900', 'https://etherscan.io'),
  evm(10, 'OP Mainnet', 'ab9c186a-c52f-464b-2906-ca59d760a400', 'https://optimistic.etherscan.io'),
  evm(56, 'BNB Smart Chain', '93564157-2e8e-4ce7-81df-b264dbee9b00', 'https://bscscan.com', { name: 'BNB', symbol: 'BNB', decimals: 18 }),
  evm(137, 'Polygon', '41d04d42-da3b-4453-8506-668cc0727900', 'https://polygonscan.com', { name: 'POL', symbol: 'POL', decimals: 18 }),
  evm(8453, 'Base', '7289c336-3981-4081-c5f4-efc26ac64a00', 'https://basescan.org'),
  evm(42161, 'Arbitrum One', '3bff954d-5cb0-47a0-9a23-d20192e74600', 'https://arbiscan.io'),
  evm(11155111, 'Sepolia', 'e909ea0a-f92a-4512-c8fc-748044ea6800', 'https://sepolia.etherscan.io'),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', SOLANA_IMAGE_ID, 'https://solscan.io'),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', SOLANA_IMAGE_ID, 'https://solscan.io'),
  solana('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', SOLANA_IMAGE_ID, 'https://solscan.io'),
];

export { isSupportedNamespace } from '../chains/rules/registry';

/**
 * The Network for a CAIP-2 id: a custom definition first, then a known one,
 * else a generic one named after the id. Undefined for unsupported namespaces.
 */
export function resolveNetwork(caipNetworkId: CaipNetworkId, custom: readonly Network[] = []): Network | undefined {
  const found = custom.find((n) => n.caipNetworkId === caipNetworkId) ?? KNOWN_NETWORKS.find((n) => n.caipNetworkId === caipNetworkId);
  if (found) return found;
  const [namespace = '', reference = ''] = caipNetworkId.split(':');
  return chainRulesOf(namespace)?.genericNetwork(reference);
}

// Networks the element knows by CAIP-2 id, and how an id becomes a Network.
import type { CaipNetworkId, ChainNamespace, Network } from './types';

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

function evm(id: number, name: string, explorerUrl?: string, nativeCurrency = ETH): Network {
  return { id, caipNetworkId: `eip155:${id}`, chainNamespace: 'eip155', name, nativeCurrency, explorerUrl };
}

function solana(reference: string, name: string, explorerUrl?: string): Network {
  return { id: reference, caipNetworkId: `solana:${reference}`, chainNamespace: 'solana', name, nativeCurrency: SOL, explorerUrl };
}

export const KNOWN_NETWORKS: readonly Network[] = [
  evm(1, 'Ethereum', 'https://etherscan.io'),
  evm(10, 'OP Mainnet', 'https://optimistic.etherscan.io'),
  evm(56, 'BNB Smart Chain', 'https://bscscan.com', { name: 'BNB', symbol: 'BNB', decimals: 18 }),
  evm(137, 'Polygon', 'https://polygonscan.com', { name: 'POL', symbol: 'POL', decimals: 18 }),
  evm(8453, 'Base', 'https://basescan.org'),
  evm(42161, 'Arbitrum One', 'https://arbiscan.io'),
  evm(11155111, 'Sepolia', 'https://sepolia.etherscan.io'),
  evm(31337, 'Devnet A'),
  evm(31338, 'Devnet B'),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://solscan.io'),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://solscan.io'),
  solana('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://solscan.io'),
];

const SUPPORTED_NAMESPACES = new Set<string>(['eip155', 'solana']);

export function isSupportedNamespace(namespace: string): namespace is ChainNamespace {
  return SUPPORTED_NAMESPACES.has(namespace);
}

/**
 * The Network for a CAIP-2 id: a custom definition first, then a known one,
 * else a generic one named after the id. Undefined for unsupported namespaces.
 */
export function resolveNetwork(caipNetworkId: CaipNetworkId, custom: readonly Network[] = []): Network | undefined {
  const found = custom.find((n) => n.caipNetworkId === caipNetworkId) ?? KNOWN_NETWORKS.find((n) => n.caipNetworkId === caipNetworkId);
  if (found) return found;
  const [namespace, reference = ''] = caipNetworkId.split(':');
  if (namespace === 'eip155' && /^[1-9]\d*$/.test(reference)) return evm(Number(reference), `Chain ${reference}`);
  if (namespace === 'solana') return solana(reference, 'Solana (local)');
  return undefined;
}

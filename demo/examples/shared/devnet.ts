// What the example hosts share: the devnet's networks as the page names them (the element's custom
// network definitions, and wagmi's chains) and a plain EIP-1193 send, as a dapp without viem writes it.
import type { Chain } from 'viem';
import type { Eip1193Provider } from 'wallet-modal';

export interface DevnetNetwork {
  caipNetworkId: `${string}:${string}`;
  name: string;
  rpcUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
}

/** The page's networks (filled in by the devnet: index.html's #devnet-networks), given to its <wallet-modal> as its config. */
export function configureDevnetNetworks(): DevnetNetwork[] {
  const networks = JSON.parse(document.getElementById('devnet-networks')!.textContent!) as DevnetNetwork[];
  document.querySelector('wallet-modal')!.config = { networks };
  return networks;
}

/** The EVM networks as wagmi's chains (viem's `Chain`), each with its RPC URL. */
export function devnetChains(networks: DevnetNetwork[]): [Chain, ...Chain[]] {
  return networks
    .filter((network) => network.caipNetworkId.startsWith('eip155:'))
    .map((network): Chain => ({
      id: Number(network.caipNetworkId.split(':')[1]),
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [network.rpcUrl] } },
    })) as [Chain, ...Chain[]];
}

/** 0.01 ETH, in wei. */
const HUNDREDTH_ETH = 10n ** 16n;

/** Sends 0.01 ETH from `from` to `to` through the connected wallet's provider; resolves with the transaction's hash. */
export async function sendHundredthEth(provider: Eip1193Provider | undefined, from: string | undefined, to: string): Promise<string> {
  if (!provider || !from) throw new Error('No wallet connected');
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) throw new Error('Enter an address: 0x and 40 hex digits');
  const transaction = { from, to, value: `0x${HUNDREDTH_ETH.toString(16)}` };
  return (await provider.request({ method: 'eth_sendTransaction', params: [transaction] })) as string;
}

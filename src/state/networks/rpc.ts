// Where a network's JSON-RPC is: the host's `rpc-urls` override, a custom
// network's own RPC, else the blockchain service's RPC proxy.
import { findNetwork } from './active';
import { optionsState } from '../settings';

export function rpcUrlFor(caipNetworkId: string): string {
  const { rpcUrls, apiUrl, projectId } = optionsState.options;
  const override = rpcUrls[caipNetworkId] ?? findNetwork(caipNetworkId)?.rpcUrl;
  if (override) return override;
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/v1`);
  url.searchParams.set('chainId', caipNetworkId);
  if (projectId) url.searchParams.set('projectId', projectId);
  return url.href;
}

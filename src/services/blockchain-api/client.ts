// The blockchain-service client (SPEC §7): balances and identity. Every call
// carries projectId, st and sv, like the registry client's.
import { createHttpClient } from '../http';
import { SDK_TYPE } from '../registry/client';
import { parseBalances, parseIdentity, type Identity, type ServiceBalance } from './parse';

export interface BlockchainApiOptions {
  baseUrl: string;
  projectId?: string;
  sdkVersion: string;
}

export interface FetchBalancesQuery {
  address: string;
  /** CAIP-2 id of the network to read. */
  chainId: string;
  /** Skips the service's own cache (after the visitor's own transaction). */
  forceUpdate?: boolean;
  signal?: AbortSignal;
}

export interface BlockchainApi {
  fetchBalances(query: FetchBalancesQuery): Promise<ServiceBalance[]>;
  fetchIdentity(address: string, signal?: AbortSignal): Promise<Identity>;
}

export function createBlockchainApi({ baseUrl, projectId, sdkVersion }: BlockchainApiOptions): BlockchainApi {
  const http = createHttpClient({ baseUrl, projectId, sdkType: SDK_TYPE, sdkVersion });
  return {
    async fetchBalances({ address, chainId, forceUpdate, signal }) {
      const query = { currency: 'usd', chainId, forceUpdate: forceUpdate ? 'true' : undefined };
      return parseBalances(await http.get<unknown>(`/v1/account/${encodeURIComponent(address)}/balance`, { query, signal }));
    },
    async fetchIdentity(address, signal) {
      return parseIdentity(await http.get<unknown>(`/v1/identity/${encodeURIComponent(address)}`, { signal }));
    },
  };
}

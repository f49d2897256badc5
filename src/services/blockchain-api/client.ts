// The blockchain-service client (SPEC §7): balances, identity, names, history, swaps (./convert.ts), on-ramp (./onramp.ts) and
// name registration and smart sessions (./names.ts). Every call
// carries projectId, st and sv, like the registry client's.
import { blockchainApiChunks } from '../chunks/blockchain-api';
import { createError } from '../errors';
import { createHttpClient } from '../http';
import { createSwapApi, type SwapApi } from './convert';
import { parseHistoryPage, type HistoryPage } from './history';
import { createNamesApi, type NamesApi } from './names';
import { createOnRampApi, type OnRampApi } from './onramp';
import { parseBalances, parseIdentity, type Identity, type ServiceBalance } from './parse';
import type { ResolvedProfile } from './profile';
import { SDK_TYPE } from '../version';

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

export interface FetchHistoryQuery {
  address: string;
  /** CAIP-2 id of the network whose transactions to list. */
  chainId: string;
  /** The previous page's `next`; the first page without it. */
  cursor?: string;
  signal?: AbortSignal;
}

export interface BlockchainApi extends SwapApi, OnRampApi, NamesApi {
  fetchBalances(query: FetchBalancesQuery): Promise<ServiceBalance[]>;
  fetchIdentity(address: string, signal?: AbortSignal): Promise<Identity>;
  /** The address `name` points to on `caipNetworkId`, and its avatar; a `NameResolutionError` when it points nowhere there. */
  resolveName(name: string, caipNetworkId: string, signal?: AbortSignal): Promise<ResolvedProfile>;
  /** One page of the address's transactions on `chainId`, newest first. */
  fetchHistory(query: FetchHistoryQuery): Promise<HistoryPage>;
}

/** An address as one encoded path segment; never empty, `.` or `..`, which a URL resolves into another path. */
export function addressSegment(address: string): string {
  const segment = encodeURIComponent(String(address));
  if (segment === '' || segment === '.' || segment === '..')
    throw createError('InvalidCaipAddressError', { message: 'The address is not a path segment' });
  return segment;
}

export function createBlockchainApi({ baseUrl, projectId, sdkVersion }: BlockchainApiOptions): BlockchainApi {
  const http = createHttpClient({ baseUrl, projectId, sdkType: SDK_TYPE, sdkVersion });
  return {
    ...createSwapApi(http, projectId),
    ...createOnRampApi(http, addressSegment),
    ...createNamesApi(http, addressSegment),
    async fetchBalances({ address, chainId, forceUpdate, signal }) {
      const query = { currency: 'usd', chainId, forceUpdate: forceUpdate ? 'true' : undefined };
      return parseBalances(await http.get<unknown>(`/v1/account/${addressSegment(address)}/balance`, { query, signal }));
    },
    async fetchIdentity(address, signal) {
      return parseIdentity(await http.get<unknown>(`/v1/identity/${addressSegment(address)}`, { signal }));
    },
    async resolveName(name, caipNetworkId, signal) {
      const body = await http.get<unknown>(`/v1/profile/account/${addressSegment(name)}`, { query: { apiVersion: '2' }, signal });
      // Its address checks (viem, @solana/kit) load with the first name, not with every balance read.
      const { parseProfile } = await blockchainApiChunks.profile();
      return parseProfile(body, caipNetworkId);
    },
    async fetchHistory({ address, chainId, cursor, signal }) {
      const query = { chainId, cursor };
      return parseHistoryPage(await http.get<unknown>(`/v1/account/${addressSegment(address)}/history`, { query, signal }));
    },
  };
}

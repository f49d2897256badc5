// The wallet-registry client (SPEC §7): every call carries projectId, st and sv.
import { createError } from '../errors';
import { createHttpClient } from '../http';
import { parseWalletsPage, type WalletsPage } from './parse';
import { parseAllowedOrigins, parseAnalyticsConfig, parseProjectConfig, type ProjectFeature } from './project-config';
import { SDK_TYPE } from '../version';

/** Sent as `st` and `sv`; the element's VERSION (src/element) is the same release. */
export { SDK_TYPE, SDK_VERSION } from '../version';

export interface RegistryClientOptions {
  baseUrl: string;
  projectId?: string;
  sdkVersion: string;
}

export interface FetchWalletsQuery {
  /** 1-based. */
  page: number;
  entries: number;
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  /** CAIP-2 ids: wallets supporting any of them. */
  chains?: readonly string[];
  badge_type?: string;
  /** Keep each entry's app store pages (default true): only the recommended wallets (a first page, the featured) show them. */
  storePages?: boolean;
  signal?: AbortSignal;
}

export interface RegistryClient {
  fetchWallets(query: FetchWalletsQuery): Promise<WalletsPage>;
  /** The URL of a wallet's image (its entry's imageId), for `<img src>`. */
  walletImageUrl(imageId: string): string;
  /** The URL of an asset image (a network's icon), for `<img src>`. */
  assetImageUrl(imageId: string): string;
  /** The dashboard's feature switches (GET /appkit/v1/config); a body of another shape is a MalformedResponseError. */
  fetchProjectConfig(signal?: AbortSignal): Promise<ProjectFeature[]>;
  /** The project's allowed origins (GET /projects/v1/origins); an empty list on any failure (SPEC §7). */
  fetchAllowedOrigins(signal?: AbortSignal): Promise<string[]>;
  /** Whether the project takes analytics (GET /getAnalyticsConfig); false on any failure. */
  fetchAnalyticsConfig(signal?: AbortSignal): Promise<boolean>;
}

/** The hosted-configuration calls are tried twice at most and kept small: their answers are a few hundred bytes. */
const HOSTED_CALL = { retries: 1, maxBytes: 64 * 1024 } as const;

const nonEmpty = (items: readonly string[] | undefined) => (items && items.length > 0 ? items : undefined);

export function createRegistryClient({ baseUrl, projectId, sdkVersion }: RegistryClientOptions): RegistryClient {
  const http = createHttpClient({ baseUrl, projectId, sdkType: SDK_TYPE, sdkVersion });
  const walletImageUrl = (imageId: string) => http.url(`/getWalletImage/${encodeURIComponent(imageId)}`);

  return {
    walletImageUrl,
    assetImageUrl: (imageId) => http.url(`/public/getAssetImage/${encodeURIComponent(imageId)}`),
    async fetchWallets({ page, entries, search, include, exclude, chains, badge_type, storePages, signal }) {
      const query = {
        page,
        entries,
        search: search?.trim() || undefined,
        badge_type,
        include: nonEmpty(include),
        exclude: nonEmpty(exclude),
        chains: nonEmpty(chains),
      };
      const body = await http.get<unknown>('/getWallets', { query, signal });
      // An entry keeps only the asked-for chains: the lists only ask whether it supports a configured network.
      const parsed = parseWalletsPage(body, { chains: query.chains, storePages });
      if (!parsed) throw createError('MalformedResponseError', { message: 'The wallet registry answered without a wallet list' });
      return parsed;
    },
    async fetchProjectConfig(signal) {
      const parsed = parseProjectConfig(await http.get<unknown>('/appkit/v1/config', { ...HOSTED_CALL, signal }));
      if (!parsed) throw createError('MalformedResponseError', { message: 'The project configuration has no feature list' });
      return parsed;
    },
    async fetchAllowedOrigins(signal) {
      return http.get<unknown>('/projects/v1/origins', { ...HOSTED_CALL, signal }).then(parseAllowedOrigins, () => []);
    },
    async fetchAnalyticsConfig(signal) {
      return http.get<unknown>('/getAnalyticsConfig', { ...HOSTED_CALL, signal }).then(parseAnalyticsConfig, () => false);
    },
  };
}

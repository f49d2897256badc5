// The wallet-registry client (SPEC §7): every call carries projectId, st and sv.
import { createError } from '../errors';
import { createHttpClient } from '../http';
import { parseWalletsPage, type WalletsPage } from './parse';

export const SDK_TYPE = 'wallet-modal';
/** Sent as `sv`; the element's VERSION (src/element) is the same release. */
export { SDK_VERSION } from '../version';

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
  signal?: AbortSignal;
}

export interface RegistryClient {
  fetchWallets(query: FetchWalletsQuery): Promise<WalletsPage>;
  /** The URL of a wallet's image, for `<img src>`. */
  walletImageUrl(imageId: string): string;
  /** The URL of an asset image (a network's icon), for `<img src>`. */
  assetImageUrl(imageId: string): string;
}

const nonEmpty = (items: readonly string[] | undefined) => (items && items.length > 0 ? items : undefined);

export function createRegistryClient({ baseUrl, projectId, sdkVersion }: RegistryClientOptions): RegistryClient {
  const http = createHttpClient({ baseUrl, projectId, sdkType: SDK_TYPE, sdkVersion });
  const walletImageUrl = (imageId: string) => http.url(`/getWalletImage/${encodeURIComponent(imageId)}`);

  return {
    walletImageUrl,
    assetImageUrl: (imageId) => http.url(`/public/getAssetImage/${encodeURIComponent(imageId)}`),
    async fetchWallets({ page, entries, search, include, exclude, chains, badge_type, signal }) {
      const query = {
        page, entries, search: search?.trim() || undefined, badge_type,
        include: nonEmpty(include), exclude: nonEmpty(exclude), chains: nonEmpty(chains),
      };
      const body = await http.get<unknown>('/getWallets', { query, signal });
      const parsed = parseWalletsPage(body, walletImageUrl);
      if (!parsed) throw createError('MalformedResponseError', { message: 'The wallet registry answered without a wallet list' });
      return parsed;
    },
  };
}

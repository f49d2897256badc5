// The wallet registry: wallet lists and images.
export {
  createRegistryClient,
  SDK_TYPE,
  SDK_VERSION,
  type RegistryClient,
  type RegistryClientOptions,
  type FetchWalletsQuery,
} from './client';
export { parseWallet, parseWalletsPage, type RegistryWallet, type WalletsPage } from './parse';
export {
  parseAllowedOrigins,
  parseAnalyticsConfig,
  parseProjectConfig,
  parseStoredProjectConfig,
  PROJECT_FEATURE_IDS,
  type ProjectFeature,
  type ProjectFeatureId,
} from './project-config';

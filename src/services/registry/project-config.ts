// The hosted project configuration (GET /appkit/v1/config): the dashboard's feature switches.
// The body is data from elsewhere: it is read into a canonical, bounded list of the
// features this product knows, and anything else is dropped. Reading a canonical list
// again gives the same list, so the storage cache can check a stored copy with it.

/** Feature ids of the hosted answer that this product reads; `names` is this product's own. */
export const PROJECT_FEATURE_IDS = ['social_login', 'swap', 'onramp', 'activity', 'names', 'reown_branding'] as const;
export type ProjectFeatureId = (typeof PROJECT_FEATURE_IDS)[number];

/** One switch as the hosted service sends it: `config` lists providers (socials and `email` for social_login), or null. */
export interface ProjectFeature {
  id: ProjectFeatureId;
  isEnabled: boolean;
  config: string[] | null;
}

/** The most entries read from `features`, and from one `config` list; the longest provider name kept. */
const MAX_FEATURES = 64;
const MAX_CONFIG = 32;
const MAX_NAME = 32;
const PROVIDER = /^[a-z0-9_-]+$/;

function configList(value: unknown): string[] | null | undefined {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return undefined;
  const names = value
    .slice(0, MAX_CONFIG)
    .filter((name): name is string => typeof name === 'string' && name.length <= MAX_NAME && PROVIDER.test(name));
  return [...new Set(names)];
}

/**
 * The `features` of a config answer, as a canonical list (known ids, first of each, in the
 * dashboard's order); undefined when the body is not `{features: [...]}`. A malformed entry is dropped.
 */
export function parseProjectConfig(body: unknown): ProjectFeature[] | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { features } = body as { features?: unknown };
  if (!Array.isArray(features)) return undefined;
  const seen = new Set<string>();
  const list: ProjectFeature[] = [];
  for (const entry of features.slice(0, MAX_FEATURES)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, isEnabled, config } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !(PROJECT_FEATURE_IDS as readonly string[]).includes(id) || seen.has(id)) continue;
    if (typeof isEnabled !== 'boolean') continue;
    const providers = configList(config);
    if (providers === undefined) continue;
    seen.add(id);
    list.push({ id: id as ProjectFeatureId, isEnabled, config: providers });
  }
  return list;
}

/** A stored `{features}` (written from parseProjectConfig's output), read the same way. */
export function parseStoredProjectConfig(value: unknown): { features: ProjectFeature[] } | undefined {
  const features = parseProjectConfig(value);
  return features ? { features } : undefined;
}

/** The allowed-origins answer: `{allowedOrigins: string[]}`, bounded; anything else is an empty list. */
export function parseAllowedOrigins(body: unknown): string[] {
  const list = (body as { allowedOrigins?: unknown } | null)?.allowedOrigins;
  if (!Array.isArray(list)) return [];
  return list.slice(0, 256).filter((origin): origin is string => typeof origin === 'string' && origin.length > 0 && origin.length <= 255);
}

/** The analytics-config answer: true only for `{isAnalyticsEnabled: true}`. */
export function parseAnalyticsConfig(body: unknown): boolean {
  return (body as { isAnalyticsEnabled?: unknown } | null)?.isAnalyticsEnabled === true;
}

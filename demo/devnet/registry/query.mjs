// getWallets query rules: filters, the hosted service's entry cap, 1-based pages.
export const MAX_ENTRIES = 100;

const list = (value) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

function clampInt(value, fallback, min, max) {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

/** Reads getWallets query parameters (`badge` is accepted as an alias of `badge_type`). */
export function parseWalletQuery(params) {
  return {
    page: clampInt(params.get('page'), 1, 1, Number.MAX_SAFE_INTEGER),
    entries: clampInt(params.get('entries'), 40, 1, MAX_ENTRIES),
    search: (params.get('search') ?? '').trim().toLowerCase(),
    include: list(params.get('include')),
    exclude: list(params.get('exclude')),
    chains: list(params.get('chains')),
    badge: params.get('badge_type') ?? params.get('badge') ?? '',
    platform: (params.get('platform') ?? '').toLowerCase(),
  };
}

// Hosted platforms are ios/android; desktop, web and injected are this stand-in's extras.
const PLATFORM_LINKS = {
  ios: 'mobile_link',
  android: 'mobile_link',
  mobile: 'mobile_link',
  desktop: 'desktop_link',
  web: 'webapp_link',
  webapp: 'webapp_link',
  injected: 'injected',
};

function matches(wallet, query) {
  if (query.search && !wallet.name.toLowerCase().includes(query.search)) return false;
  if (query.include.length > 0 && !query.include.includes(wallet.id)) return false;
  if (query.exclude.includes(wallet.id)) return false;
  if (query.chains.length > 0 && !wallet.chains.some((chain) => query.chains.includes(chain))) return false;
  if ((query.badge === 'certified' || query.badge === 'none') && wallet.badge_type !== query.badge) return false;
  const link = PLATFORM_LINKS[query.platform];
  if (link && !wallet[link]) return false;
  return true;
}

/** One page of the wallets matching `query`, and how many match in all. */
export function queryWallets(wallets, query) {
  const matching = wallets.filter((wallet) => matches(wallet, query));
  const start = (query.page - 1) * query.entries;
  return { count: matching.length, data: matching.slice(start, start + query.entries) };
}

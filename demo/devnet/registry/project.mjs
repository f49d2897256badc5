// The devnet project's hosted settings, as the project's dashboard would hold them: its feature
// switches (GET /registry/appkit/v1/config), its allowed origins (GET /registry/projects/v1/origins)
// and whether it takes analytics (GET /registry/getAnalyticsConfig). Tests change them through
// devnet.projectConfig (or POST /__devnet/project); reset() restores the defaults.
import { answerPreflight, readJson, sendJson } from '../api/http.mjs';

/** Every feature on, with every social login and email, in AppKit's hosted shape; `names` is this product's own. */
export function defaultFeatures() {
  return [
    { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
    { id: 'onramp', isEnabled: true, config: ['meld'] },
    { id: 'swap', isEnabled: true, config: ['1inch'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'names', isEnabled: true, config: null },
    { id: 'reown_branding', isEnabled: false, config: null },
    { id: 'multi_wallet', isEnabled: false, config: null },
  ];
}

/**
 * The default allowlist: the devnet's own origin and loopback on any port (the element allows
 * loopback pages anyway); a test that wants a page refused sets a list without its origin.
 */
export const defaultOrigins = (origin) => [origin, 'http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*'];

const clone = (value) => structuredClone(value);

export function createProjectSettings() {
  let features;
  let origins;
  let analyticsEnabled;
  let configBody;
  const reset = () => {
    features = defaultFeatures();
    origins = undefined;
    analyticsEnabled = true;
    configBody = undefined;
  };
  reset();
  return {
    /**
     * Changes what the routes answer: `features` (the whole list, or `{id: {isEnabled, config}}` changes to
     * the current one), `allowedOrigins` (a list; undefined: the default), `isAnalyticsEnabled`, or `body`
     * (the exact JSON the config route sends, e.g. a malformed one, until the next reset).
     */
    set(changes = {}) {
      if (Array.isArray(changes.features)) features = clone(changes.features);
      else if (changes.features && typeof changes.features === 'object') {
        for (const [id, change] of Object.entries(changes.features)) {
          const entry = features.find((feature) => feature.id === id);
          if (entry) Object.assign(entry, change);
          else features.push({ id, isEnabled: false, config: null, ...change });
        }
      }
      if ('allowedOrigins' in changes) origins = changes.allowedOrigins === undefined ? undefined : [...changes.allowedOrigins];
      if (typeof changes.isAnalyticsEnabled === 'boolean') analyticsEnabled = changes.isAnalyticsEnabled;
      if ('body' in changes) configBody = changes.body;
    },
    reset,
    /** What the routes answer now (`origin`: the devnet's own, for the default allowlist). */
    get(origin) {
      return {
        config: configBody !== undefined ? configBody : { features: clone(features) },
        allowedOrigins: origins ? [...origins] : defaultOrigins(origin),
        isAnalyticsEnabled: analyticsEnabled,
      };
    },
  };
}

/** POST `path` (/__devnet/project): the project's hosted settings for browser-driven pages (the body as for set()); DELETE resets; GET reads. */
export function projectControl(project, path = '/__devnet/project') {
  return async (req, res, url) => {
    if (url.pathname !== path) return false;
    if (req.method === 'OPTIONS') return (answerPreflight(req, res), true);
    if (req.method === 'POST') project.set((await readJson(req)) ?? {});
    if (req.method === 'DELETE') project.reset();
    sendJson(req, res, 200, project.get(url.origin));
    return true;
  };
}

// Fetching the hosted configuration on the visitor's first sign of intent (never at page load,
// never without a project id), with the registry's first page: the feature switches (kept for
// the page's life, and stored for 10 minutes so a re-visit opens with them at once) and the
// origin allowlist. A failing or malformed answer leaves the defaults, silently: no message and
// no `error` event (the modal works as configured; nothing is wrong that the visitor could fix).
// An origin off the allowlist is an InvalidAppConfigurationError: the host hears it (`error`),
// and with `debug` the modal shows it.
import { createError } from '../../services/errors';
import { parseStoredProjectConfig } from '../../services/registry';
import { readStored, writeStored } from '../../services/storage/storage';
import { reportError } from '../events';
import { registryClient } from '../registry';
import { optionsState } from '../settings';
import { defineSlice } from '../shared';
import { setBlockedOrigin, setProjectFeatures } from './hosted-state';
import { isOriginAllowed } from './rules/origins';

/** How long a stored project configuration opens the modal before it is fetched again. */
export const PROJECT_CONFIG_TTL_MS = 10 * 60_000;

/** The settings (registry and project) already asked this page: each is asked once. */
const asked = defineSlice({ name: 'hosted/asked', initial: () => new Set<string>() });

const storageKey = (key: string) => `project-config:${key}`;

async function loadFeatures(key: string) {
  const stored = readStored(storageKey(key), parseStoredProjectConfig, { ttlMs: PROJECT_CONFIG_TTL_MS });
  if (stored) {
    setProjectFeatures(stored.features);
    return;
  }
  try {
    const features = await registryClient()?.fetchProjectConfig();
    if (!features || currentKey() !== key) return;
    setProjectFeatures(features);
    writeStored(storageKey(key), { features }, { ttlMs: PROJECT_CONFIG_TTL_MS });
  } catch {
    // The defaults stay (see the header).
  }
}

async function checkOrigin(key: string) {
  const allowedOrigins = (await registryClient()?.fetchAllowedOrigins()) ?? [];
  const origin = globalThis.location?.origin;
  if (!origin || currentKey() !== key || isOriginAllowed(origin, allowedOrigins)) return;
  setBlockedOrigin(origin);
  reportError(
    createError('InvalidAppConfigurationError', {
      message: `Invalid App Configuration: the origin ${origin} is not on the project's allowlist`,
    }),
  );
}

function currentKey(): string | undefined {
  const { projectId, registryUrl } = optionsState.options;
  return projectId ? `${registryUrl}|${projectId}` : undefined;
}

/** On intent: the project's feature switches and allowlist, once per page (per registry and project). */
export function loadHostedConfig(): Promise<void> {
  const key = currentKey();
  if (!key || asked.has(key)) return Promise.resolve();
  asked.add(key);
  return Promise.all([loadFeatures(key), checkOrigin(key)]).then(() => undefined);
}

/** Tests: forget what was asked. */
export function forgetHostedRequests() {
  asked.clear();
}

// The wallet registry's client for the current settings (the hosted registry needs a project id).
import { createRegistryClient, SDK_VERSION, type RegistryClient } from '../../services/registry';
import { optionsState } from '../settings';
import { defineSlice } from '../shared';

const cached = defineSlice<{ key?: string; client?: RegistryClient }>({ name: 'registry/client', initial: () => ({}) });

/** Undefined without a project id: there is no registry to ask. */
export function registryClient(): RegistryClient | undefined {
  const { registryUrl, projectId } = optionsState.options;
  if (!projectId) return undefined;
  const key = `${registryUrl}|${projectId}`;
  if (cached.key === key && cached.client) return cached.client;
  const client = createRegistryClient({ baseUrl: registryUrl, projectId, sdkVersion: SDK_VERSION });
  Object.assign(cached, { key, client });
  return client;
}

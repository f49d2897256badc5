// The wallet registry's client for the current settings (the hosted registry needs a project id).
import { createRegistryClient, SDK_VERSION, type RegistryClient } from '../../services/registry';
import { optionsState } from '../settings';

let cached: { key: string; client: RegistryClient } | undefined;

/** Undefined without a project id: there is no registry to ask. */
export function registryClient(): RegistryClient | undefined {
  const { registryUrl, projectId } = optionsState.options;
  if (!projectId) return undefined;
  const key = `${registryUrl}|${projectId}`;
  if (cached?.key !== key) cached = { key, client: createRegistryClient({ baseUrl: registryUrl, projectId, sdkVersion: SDK_VERSION }) };
  return cached.client;
}

// The blockchain-service client for the current options, made once per api-url and project (balances, identity, Activity).
import { createBlockchainApi, type BlockchainApi } from '../../services/blockchain-api';
import { SDK_VERSION } from '../../services/version';
import { optionsState } from '../settings';
import { defineSlice } from '../shared';

const cached = defineSlice<{ key?: string; client?: BlockchainApi }>({ name: 'blockchain-api/client', initial: () => ({}) });

export function blockchainApi(): BlockchainApi {
  const { apiUrl, projectId } = optionsState.options;
  const key = `${apiUrl}|${projectId ?? ''}`;
  if (cached.key === key && cached.client) return cached.client;
  const client = createBlockchainApi({ baseUrl: apiUrl, projectId, sdkVersion: SDK_VERSION });
  Object.assign(cached, { key, client });
  return client;
}

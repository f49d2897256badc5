// The blockchain-service client for the current options, made once per api-url and project (balances, identity, Activity).
import { createBlockchainApi, type BlockchainApi } from '../../services/blockchain-api';
import { SDK_VERSION } from '../../services/version';
import { optionsState } from '../settings';

let cached: { key: string; client: BlockchainApi } | undefined;

export function blockchainApi(): BlockchainApi {
  const { apiUrl, projectId } = optionsState.options;
  const key = `${apiUrl}|${projectId ?? ''}`;
  if (cached?.key !== key) cached = { key, client: createBlockchainApi({ baseUrl: apiUrl, projectId, sdkVersion: SDK_VERSION }) };
  return cached.client;
}

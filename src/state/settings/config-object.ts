// The `config` property: the same settings as the attributes in one object,
// plus custom network definitions, the host's `messages` and its `swapRouters`. Pure; bad entries become issues.
import { chainRules } from '../chains/rules/registry';
import { isSupportedNamespace, parseCaipNetworkId, type CaipNetworkId, type Network } from '../shared';
import { parseHostMessages, type HostMessages } from './host-messages';
import { parseSettings, toSettingString, type ConfigIssue, type SettingName } from './schema';
import { parseSwapRouters } from './swap-routers';

export interface NetworkDefinition {
  caipNetworkId: string;
  name: string;
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  rpcUrl?: string;
  explorerUrl?: string;
  imageUrl?: string;
}

function toNetwork(definition: NetworkDefinition): Network | undefined {
  try {
    const { namespace, reference } = parseCaipNetworkId(definition.caipNetworkId);
    if (!isSupportedNamespace(namespace) || typeof definition.name !== 'string' || !definition.name.trim()) return undefined;
    const rules = chainRules(namespace);
    const currency = definition.nativeCurrency ?? { ...rules.nativeCurrency };
    if (!Number.isInteger(currency.decimals) || currency.decimals < 0 || currency.decimals > 36) return undefined;
    return {
      id: rules.networkId(reference),
      caipNetworkId: definition.caipNetworkId as CaipNetworkId,
      chainNamespace: namespace,
      name: definition.name,
      nativeCurrency: currency,
      rpcUrl: definition.rpcUrl,
      explorerUrl: definition.explorerUrl,
      assets: definition.imageUrl ? { imageUrl: definition.imageUrl } : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Parses a host's `config` object. */
export function parseConfigObject(config: unknown, knownSettings: readonly SettingName[]) {
  const issues: ConfigIssue[] = [];
  const customNetworks: Network[] = [];
  let messages: HostMessages = { strings: {}, dirs: {} };
  let swapRouters: ReturnType<typeof parseSwapRouters>['routers'] = {};
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    return {
      settings: {},
      issues: [{ setting: 'config', value: String(config), reason: 'invalidConfig' as const }],
      customNetworks,
      messages,
      swapRouters,
    };
  }
  const raw: Partial<Record<SettingName, string | null>> = {};
  for (const [key, value] of Object.entries(config as Record<string, unknown>)) {
    if (key === 'networks' && Array.isArray(value)) {
      const ids = value.map((entry) => {
        if (typeof entry === 'string') return entry;
        const network = toNetwork(entry as NetworkDefinition);
        if (network) customNetworks.push(network);
        else issues.push({ setting: 'networks', value: JSON.stringify(entry), reason: 'invalidNetwork' });
        return network?.caipNetworkId;
      });
      raw.networks = ids.filter(Boolean).join(',');
    } else if (key === 'messages') {
      const parsed = parseHostMessages(value);
      messages = parsed.messages;
      issues.push(...parsed.issues);
    } else if (key === 'swapRouters') {
      const parsed = parseSwapRouters(value);
      swapRouters = parsed.routers;
      issues.push(...parsed.issues);
    } else if (knownSettings.includes(key as SettingName)) {
      raw[key as SettingName] = toSettingString(key as SettingName, value);
    }
  }
  const parsed = parseSettings(raw);
  return { settings: parsed.settings, issues: [...issues, ...parsed.issues], customNetworks, messages, swapRouters };
}

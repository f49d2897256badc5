// Who may register a name (SPEC §5, §6): an embedded (auth) account on an EVM network, with an address.
import { chainRulesOf } from '../../chains/rules/registry';
import type { ChainNamespace, ConnectorType } from '../../shared';

/** `ok`, or why not, as an i18n key the view shows. */
export type NamesEligibility = 'ok' | 'names.unavailable.evmOnly' | 'names.unavailable.needsEmbedded';

export interface NamesAccount {
  namespace: ChainNamespace;
  address?: string;
  connectorType?: ConnectorType;
}

export function namesEligibility({ namespace, address, connectorType }: NamesAccount): NamesEligibility {
  if (!chainRulesOf(namespace)?.names) return 'names.unavailable.evmOnly';
  if (!address || connectorType !== 'auth') return 'names.unavailable.needsEmbedded';
  return 'ok';
}

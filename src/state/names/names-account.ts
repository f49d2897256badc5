// The account the names feature acts for: the connected EVM account, its network and its
// connector, and whether it may register a name or has smart sessions (SPEC §5, §6).
import type { Eip1193Provider } from '../../services/connectors/eip1193';
import type { Snapshot } from 'valtio';
import { accountState } from '../account';
import { chainRulesOf } from '../chains/rules/registry';
import { authState } from '../auth';
import { connectedConnector, connectorsState, findConnector } from '../connection';
import { chainsState, namespaceOf } from '../networks';
import { namesEligibility, type NamesEligibility } from './rules/eligibility';

export interface NamesAccountView {
  eligibility: NamesEligibility;
  address?: string;
  caipAddress?: string;
  /** The active EVM network's CAIP-2 id and chain id. */
  caipNetworkId: string;
  chainId?: number;
  /** The embedded account is a smart account (it may have smart sessions). */
  smartAccount: boolean;
}

/** What the names account derives from: views pass valtio snapshots (React tracks exactly what is read), actions the proxies. */
export interface NamesSources {
  account: Snapshot<typeof accountState>;
  chains: Snapshot<typeof chainsState>;
  connectors: Snapshot<typeof connectorsState>;
  auth: Snapshot<typeof authState>;
}

/** The account, the network and the connector the names feature acts for, from `sources`. */
export function selectNamesAccount({ account, chains, connectors, auth }: NamesSources): NamesAccountView {
  const caipNetworkId = chains.activeCaipNetworkId ?? '';
  const namespace = namespaceOf(caipNetworkId);
  const { address, caipAddress } = account.byNamespace.eip155;
  const connectorId = connectors.connectedIds.eip155;
  const connectorType = connectorId ? findConnector(connectorId)?.type : undefined;
  const eligibility = namesEligibility({ namespace, address, connectorType });
  const [, reference] = caipNetworkId.split(':');
  // Names live in an EVM registry contract: the chain id is a number.
  const chainId = chainRulesOf(namespace)?.names && reference && /^[0-9]{1,10}$/.test(reference) ? Number(reference) : undefined;
  return {
    eligibility,
    address,
    caipAddress,
    caipNetworkId,
    chainId,
    smartAccount: eligibility === 'ok' && auth.accountType === 'smartAccount',
  };
}

/** The names account from the live state (for actions). */
export function namesAccount(): NamesAccountView {
  return selectNamesAccount({ account: accountState, chains: chainsState, connectors: connectorsState, auth: authState });
}

/** The EIP-1193 provider of the connected EVM connector (the embedded one's, for names). */
export function namesProvider(): Eip1193Provider | undefined {
  return connectedConnector('eip155')?.provider('eip155');
}

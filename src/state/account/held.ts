// The account a feature acts for on the active network, read from given states: views pass valtio
// snapshots (React tracks exactly what is read), actions the proxies.
import type { Snapshot } from 'valtio';
import { chainsState } from '../networks';
import type { ChainNamespace, Network } from '../shared';
import { accountState, type AccountData } from './account';
import { portfolioState, type TokenRow } from './portfolio';

/** The accounts, their portfolios and the networks, as snapshots or the live proxies. */
export interface AccountSources {
  account: Snapshot<typeof accountState>;
  portfolio: Snapshot<typeof portfolioState>;
  chains: Snapshot<typeof chainsState>;
}

export const liveAccountSources = (): AccountSources => ({ account: accountState, portfolio: portfolioState, chains: chainsState });

/** The namespace's account on the active network, its portfolio's tokens and the network. */
export interface HeldAccount {
  caipNetworkId: string;
  address?: string;
  caipAddress?: string;
  tokens: readonly TokenRow[];
  /** The namespace's account (its native balance and symbol). */
  data: AccountData;
  /** The active network, when configured. */
  network?: Network;
}

export function selectHeldAccount({ account, portfolio, chains }: AccountSources, namespace: ChainNamespace): HeldAccount {
  const caipNetworkId = chains.activeCaipNetworkId;
  const data = account.byNamespace[namespace];
  const { address, caipAddress } = data;
  const held = caipAddress ? portfolio.byCaipAddress[caipAddress] : undefined;
  const network = chains.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId) as Network | undefined;
  return { caipNetworkId, address, caipAddress, tokens: held?.tokens ?? [], data, network };
}

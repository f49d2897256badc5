import { useEffect } from 'react';
import { useSnapshot, type Snapshot } from 'valtio';
import { accountState } from '../../state/account';
import { chainsState, namespaceOf } from '../../state/chains';
import { portfolioState, refreshPortfolio, type Portfolio } from '../../state/portfolio';
import type { ChainNamespace } from '../../state/types';

/** The active namespace's account, with its balance formatted for display. */
export function useActiveAccount() {
  const { activeCaipNetworkId } = useSnapshot(chainsState);
  const { byNamespace } = useSnapshot(accountState);
  const namespace = namespaceOf(activeCaipNetworkId);
  const account = byNamespace[namespace];
  return { namespace, account, balance: account.balanceFormatted };
}

const LOADING: Portfolio = { status: 'loading', tokens: [] };

/** The portfolio of `caipAddress`; showing it (re)loads it, within the cache and retry-gap rules. */
export function usePortfolio(namespace: ChainNamespace, caipAddress: string | undefined): Snapshot<Portfolio> {
  const { byCaipAddress } = useSnapshot(portfolioState);
  useEffect(() => {
    if (caipAddress) refreshPortfolio(namespace);
  }, [namespace, caipAddress]);
  return (caipAddress ? byCaipAddress[caipAddress] : undefined) ?? LOADING;
}

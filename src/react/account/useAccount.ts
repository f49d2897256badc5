import { featureChunks } from '../../state/chunks/features';
import { useEffect, useState } from 'react';
import { useSnapshot, type Snapshot } from 'valtio';
import { accountState } from '../../state/account';
import { chainsState, namespaceOf } from '../../state/networks';
import { withChunk } from '../../state/chunks';
import { modalState } from '../../state/router';
import { portfolioState, type Portfolio } from '../../state/account';
import type { ChainNamespace } from '../../state/shared';

/** The active namespace's account, with its balance formatted for display. */
export function useActiveAccount() {
  const { activeCaipNetworkId } = useSnapshot(chainsState);
  const { byNamespace } = useSnapshot(accountState);
  const namespace = namespaceOf(activeCaipNetworkId);
  const account = byNamespace[namespace];
  return { namespace, account, balance: account.balanceFormatted };
}

const LOADING: Portfolio = { status: 'loading', tokens: [] };

/** The portfolio of `caipAddress`; showing it or opening the modal on it (re)loads it, within the cache and retry-gap rules. */
export function usePortfolio(namespace: ChainNamespace, caipAddress: string | undefined): Snapshot<Portfolio> {
  const { byCaipAddress } = useSnapshot(portfolioState);
  // The view can stay mounted while the modal is closed: each open counts.
  const { open } = useSnapshot(modalState);
  useEffect(() => {
    // The balances code is its own chunk: it loads with the first account shown.
    if (open && caipAddress) withChunk(featureChunks.balances, ({ refreshBalances }) => refreshBalances(namespace));
  }, [namespace, caipAddress, open]);
  return (caipAddress ? byCaipAddress[caipAddress] : undefined) ?? LOADING;
}

/** Account's Retry for the portfolio (the 30 s gap still applies) and for the identity. */
export function retryBalances(namespace: ChainNamespace) {
  withChunk(featureChunks.balances, ({ refreshBalances }) => refreshBalances(namespace));
}

export function retryIdentity(address: string) {
  withChunk(featureChunks.balances, ({ loadIdentity }) => loadIdentity(address));
}

/** Whether the time `at` (ms since epoch) has come; re-renders when it does. */
export function useTimeReached(at: number | undefined): boolean {
  const [, rerender] = useState(0);
  const reached = at === undefined || Date.now() >= at;
  useEffect(() => {
    if (at === undefined || Date.now() >= at) return undefined;
    const timer = setTimeout(() => rerender((count) => count + 1), at - Date.now());
    return () => clearTimeout(timer);
  }, [at]);
  return reached;
}

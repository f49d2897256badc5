// The accounts, their portfolios and the networks as valtio snapshots, for selectors that derive
// from them (React re-renders on exactly the paths they read).
import { useSnapshot } from 'valtio';
import { accountState, portfolioState, type AccountSources } from '../../state/account';
import { chainsState } from '../../state/networks';

export function useAccountSources(): AccountSources {
  return { account: useSnapshot(accountState), portfolio: useSnapshot(portfolioState), chains: useSnapshot(chainsState) };
}

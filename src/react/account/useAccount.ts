import { useSnapshot } from 'valtio';
import { accountState } from '../../state/account';
import { chainsState, namespaceOf } from '../../state/chains';

/** The active namespace's account, with its balance formatted for display. */
export function useActiveAccount() {
  const { activeCaipNetworkId } = useSnapshot(chainsState);
  const { byNamespace } = useSnapshot(accountState);
  const namespace = namespaceOf(activeCaipNetworkId);
  const account = byNamespace[namespace];
  return { namespace, account, balance: account.balanceFormatted };
}

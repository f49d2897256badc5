// Activity's rows for the views: the active network's list (own pending transactions on top),
// loaded when the view shows (each open of the modal, each new account or network).
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { activityRows, activityState, loadActivity, pendingState, type ActivityRow } from '../../../state/activity';
import { modalState } from '../../../state/router';
import { chainsState } from '../../../state/networks';
import { useActiveAccount } from '../../account/useAccount';

export function useActivity({ load }: { load: boolean }) {
  const activity = useSnapshot(activityState);
  const { list: pending, purchases } = useSnapshot(pendingState);
  const { activeCaipNetworkId } = useSnapshot(chainsState);
  const { open } = useSnapshot(modalState);
  const { account } = useActiveAccount();
  const address = account.status === 'connected' ? account.address : undefined;
  useEffect(() => {
    if (load && open) void loadActivity();
  }, [load, open, address, activeCaipNetworkId]);
  const rows: ActivityRow[] = useMemo(
    () => (address ? activityRows(activity.transactions, pending, activeCaipNetworkId, address, purchases) : []),
    [activity.transactions, pending, activeCaipNetworkId, address, purchases],
  );
  return { activity, rows, caipNetworkId: activeCaipNetworkId };
}

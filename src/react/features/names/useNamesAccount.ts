// The names views' account (eligibility, address, network): the hook reads the accounts, the
// networks, the connections and the embedded account as valtio snapshots and derives through a pure
// selector, so React re-renders on exactly the paths it read.
import { useSnapshot } from 'valtio';
import { accountState } from '../../../state/account';
import { authState } from '../../../state/auth';
import { connectorsState } from '../../../state/connection';
import { selectNamesAccount, type NamesAccountView } from '../../../state/names';
import { chainsState } from '../../../state/networks';

export function useNamesAccount(): NamesAccountView {
  return selectNamesAccount({
    account: useSnapshot(accountState),
    chains: useSnapshot(chainsState),
    connectors: useSnapshot(connectorsState),
    auth: useSnapshot(authState),
  });
}

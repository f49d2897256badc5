// The names views' account (eligibility, address, network), re-rendered when the account, the
// connector, the network or the embedded account type changes.
import { accountState } from '../../../state/account';
import { authState } from '../../../state/auth';
import { connectorsState } from '../../../state/connection';
import { namesAccount, type NamesAccountView } from '../../../state/names';
import { chainsState } from '../../../state/networks';
import { useProxiesVersion } from '../../ui/useProxiesVersion';

const SOURCES = [accountState, connectorsState, chainsState, authState] as const;

export function useNamesAccount(): NamesAccountView {
  useProxiesVersion(SOURCES);
  return namesAccount();
}

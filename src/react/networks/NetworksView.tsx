import { useSnapshot } from 'valtio';
import { chainsState } from '../../state/networks';
import { NetworkList } from './NetworkList';

/** Networks: every configured network; choosing one switches (see state/network-switch). */
export function NetworksView() {
  const { networks } = useSnapshot(chainsState);
  return <NetworkList networks={networks} />;
}

// Send's derived form for its views, re-rendered when the form, the account, its portfolio or the
// network changes (the derived view reads them all, not one path).
import { useSnapshot } from 'valtio';
import { accountState, portfolioState } from '../../../state/account';
import { connectorsState } from '../../../state/connection';
import { chainsState } from '../../../state/networks';
import { sendState, sendView, type SendView } from '../../../state/send';
import { useProxiesVersion } from '../../ui/useProxiesVersion';

const SOURCES = [sendState, portfolioState, accountState, chainsState, connectorsState] as const;

/** Send's derived form (parsed amount and receiver, the button) and its state snapshot. */
export function useSendView(): SendView & { state: ReturnType<typeof useSnapshot<typeof sendState>> } {
  useProxiesVersion(SOURCES);
  const state = useSnapshot(sendState);
  return { ...sendView(), state };
}

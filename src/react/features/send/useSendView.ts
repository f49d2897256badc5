import { useSnapshot } from 'valtio';
import { accountState, portfolioState } from '../../../state/account';
import { chainsState } from '../../../state/networks';
import { sendState, sendView, type SendView } from '../../../state/send';

/** Send's derived form (parsed amount and receiver, the button), re-rendered when the form, the account or its portfolio changes. */
export function useSendView(): SendView & { state: ReturnType<typeof useSnapshot<typeof sendState>> } {
  const state = useSnapshot(sendState);
  useSnapshot(portfolioState);
  useSnapshot(accountState);
  useSnapshot(chainsState);
  return { ...sendView(), state };
}

// Send's derived form for its views: the hook reads the form, the accounts, their portfolios and the
// networks as valtio snapshots and derives through a pure selector, so React re-renders on exactly
// the paths the derivation read.
import { useSnapshot } from 'valtio';
import { useAccountSources } from '../../ui/useAccountSources';
import { selectSendView, sendState, type SendSources, type SendView } from '../../../state/send';

/** Send's derived form (account, parsed amount and receiver, the button, the fee) and its state snapshot. */
export function useSendView(): SendView & { state: SendSources['send'] } {
  const sources: SendSources = { send: useSnapshot(sendState), ...useAccountSources() };
  return { ...selectSendView(sources), state: sources.send };
}

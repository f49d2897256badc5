// Send's last step (SPEC §4): the wallet is asked to sign and send the transfer on the form.
// While it decides, WalletSendPreview shows "Approve in your wallet"; a rejection offers Retry,
// a failure its catalogue message. The hash the wallet returns is the host's `transaction`
// event, a pending row in Activity and a forced balance refresh, even when the visitor left
// the preview before the wallet answered: a sent transaction is never lost.
import { featureChunks } from '../chunks/features';
import { createError } from '../../services/errors';
import { addPendingTransaction } from '../activity';
import { chainAdapter } from '../chains';
import { subscribe } from 'valtio';
import { reportError, submitOutcome } from '../events';
import { withChunk } from '../chunks';
import { currentView, routerState, setHistory } from '../router';
import { defineSlice, defineTask, type ViewName } from '../shared';
import { rpcUrlFor } from '../networks';
import { formKeyOf, stopEstimating, transferOnForm, type FormTransfer } from './fee';
import { chooseSendToken, stopResolving } from './form';
import { chosenToken, isNativeToken, resetSendState, sendAccount, sendState, sendView } from './send';

/** The submit in flight: leaving the preview or starting again supersedes it, and its late answer no longer moves the modal. */
const submitting = defineTask('send/submitting');

async function signAndSend(transfer: FormTransfer): Promise<string> {
  // The preview's estimate of this very transfer sets the limit; otherwise the wallet estimates.
  const { gas, formKey } = sendState.fee;
  const estimate = gas !== undefined && formKey === formKeyOf(transfer) ? BigInt(gas) : undefined;
  // A hash past the deadline is a sent transaction all the same: followed like any other.
  const onLateHash = (hash: string) => recordSent(hash, transfer);
  return chainAdapter(transfer.namespace).sendTransfer(rpcUrlFor(transfer.caipNetworkId), transfer, { gas: estimate, onLateHash });
}

function recordSent(hash: string, transfer: FormTransfer) {
  const token = chosenToken();
  addPendingTransaction({
    hash,
    caipNetworkId: transfer.caipNetworkId,
    kind: 'send',
    from: transfer.from,
    to: transfer.to,
    amount: transfer.amount.toString(),
    decimals: transfer.decimals,
    symbol: token?.symbol,
    iconUrl: token?.iconUrl,
  });
  withChunk(featureChunks.balances, ({ refreshBalances }) => refreshBalances(transfer.namespace, { force: true }));
}

/** Asks the wallet to send what the form says; on success the form resets and the modal goes to Account. */
export async function submitSend(): Promise<void> {
  const view = sendView();
  const transfer = transferOnForm();
  if (!transfer || view.errorName || !view.button.enabled) {
    const problem = createError(view.errorName ?? 'SendAmountAndReceiverRequiredError');
    sendState.submit = { status: 'failed', messageKey: reportError(problem).messageKey };
    return;
  }
  const run = submitting.start();
  sendState.submit = { status: 'waiting' };
  try {
    // A sent transaction is recorded even when the visitor left meanwhile.
    const hash = await signAndSend(transfer);
    recordSent(hash, transfer);
    if (!run.isCurrent()) return;
    stopResolving();
    stopEstimating();
    resetSendState();
    if (currentView() === 'WalletSendPreview') setHistory(['Account']);
  } catch (error) {
    if (!run.isCurrent()) return;
    const reported = reportError(error, 'WalletSendPreview');
    sendState.submit = { status: submitOutcome(reported), messageKey: reported.messageKey };
  }
}

/** The visitor left the preview (Back, or the modal closed): a late answer still counts as sent, but moves nothing. */
export function leaveSendPreview() {
  submitting.cancel();
  // An unknown outcome stays said until the form is left: a send again must show it first.
  if (sendState.submit.status !== 'unknown') sendState.submit = { status: 'idle' };
}

/** Everything back to an empty form. */
export function resetSend() {
  submitting.cancel();
  stopResolving();
  stopEstimating();
  resetSendState();
}

/** Whose form it is (`{caipAddress}|{caipNetworkId}`), and the stop of its following the routes. */
const form = defineSlice<{ owner?: string; stopFollowing?: () => void }>({
  name: 'send/form',
  initial: () => ({}),
  dispose: ({ stopFollowing }) => stopFollowing?.(),
});

/**
 * The form belongs to one account on one network: another one starts it afresh. With no token
 * chosen yet, the native coin is (once the portfolio lists it).
 */
export function prepareSendForm(caipAddress: string | undefined, caipNetworkId: string) {
  followSendRoutes();
  const key = `${caipAddress ?? ''}|${caipNetworkId}`;
  if (form.owner !== undefined && form.owner !== key) resetSend();
  form.owner = key;
  const native = sendAccount().tokens.find(isNativeToken);
  if (sendState.tokenId === undefined && native) chooseSendToken(native.id);
}

const SEND_VIEWS: readonly ViewName[] = ['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview'];

/** From Send's first use: leaving Send (Back to Account, a disconnect, the modal opened anew) empties the form. */
export function followSendRoutes() {
  form.stopFollowing ??= subscribe(routerState, () => {
    if (!routerState.history.some((view) => SEND_VIEWS.includes(view))) resetSend();
  });
}

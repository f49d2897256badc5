// What the visitor does on Send's form: choose a token, type an amount (or Max), type a receiver.
// A name is resolved through the blockchain service once the visitor stops typing.
import { createError } from '../../services/errors';
import { blockchainApi } from '../blockchain-api';
import { reportError } from '../events';
import { formatAmountInput, maxAmount } from './rules/amount';
import { classifyReceiver } from './rules/receiver';
import { chosenToken, isNativeToken, sendAccount, sendState } from './send';
import { estimateFee } from './fee';
import { defineTask, defineTimer, isSuperseded } from '../shared';

/** How long the receiver field must rest before a name is looked up. */
export const NAME_RESOLVE_DELAY_MS = 400;

const typing = defineTimer('send/typing');
/** The name lookup in flight: typing again or leaving the form supersedes it (and aborts its request). */
const resolving = defineTask('send/resolving');

export function chooseSendToken(tokenId: string) {
  if (sendState.tokenId === tokenId) return;
  sendState.tokenId = tokenId;
  // Another token, other decimals: the typed amount is kept, re-checked against the new token.
  sendState.fee = { status: 'idle' };
}

export function setSendAmount(input: string) {
  sendState.amountInput = input;
}

/** Max: the whole balance of a token; the native coin less the estimated network fee (estimated first when needed). */
export async function setSendMax(): Promise<void> {
  const token = chosenToken();
  if (!token) return;
  const balance = BigInt(token.amount);
  if (!isNativeToken(token)) {
    sendState.amountInput = formatAmountInput(balance, token.decimals);
    return;
  }
  const fee = await estimateFee({ forMax: true });
  if (sendState.tokenId !== token.id) return;
  sendState.amountInput = formatAmountInput(maxAmount(balance, { native: true, fee }), token.decimals);
}

async function resolveName(name: string) {
  const run = resolving.start();
  const { caipNetworkId } = sendAccount();
  try {
    const profile = await run.step(blockchainApi().resolveName(name, caipNetworkId, run.signal));
    if (sendState.resolved.name !== name) return;
    sendState.resolved = { status: 'resolved', name, address: profile.address, avatar: profile.avatar };
  } catch (error) {
    if (isSuperseded(error) || sendState.resolved.name !== name) return;
    sendState.resolved = { status: 'failed', name };
    reportError(
      error instanceof Error && error.name === 'NameResolutionError'
        ? error
        : createError('NameResolutionError', { message: `Could not resolve ${name}`, cause: error }),
      'WalletSend',
    );
  }
}

/** The receiver as typed; a name starts its lookup once typing rests for NAME_RESOLVE_DELAY_MS. */
export function setSendReceiver(input: string) {
  sendState.receiverInput = input;
  typing.clear();
  const { namespace, address } = sendAccount();
  const receiver = classifyReceiver(input, namespace, address);
  if (receiver.kind !== 'name') {
    resolving.cancel();
    sendState.resolved = { status: 'idle' };
    return;
  }
  if (sendState.resolved.name === receiver.name && sendState.resolved.status !== 'failed') return;
  resolving.cancel();
  sendState.resolved = { status: 'resolving', name: receiver.name };
  typing.set(() => void resolveName(receiver.name), NAME_RESOLVE_DELAY_MS);
}

/** Looks the failed name up again now (Retry beside the receiver). */
export function retryNameLookup() {
  const { name, status } = sendState.resolved;
  if (status !== 'failed' || name === undefined) return;
  typing.clear();
  sendState.resolved = { status: 'resolving', name };
  void resolveName(name);
}

/** Stops a pending lookup (the form is left or reset). */
export function stopResolving() {
  typing.clear();
  resolving.cancel();
}

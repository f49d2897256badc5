// What Send's button says and whether it may be pressed (SPEC §4, §5, §8): the first thing
// missing or wrong, in the order the visitor fills the form.
import type { ErrorName } from '../../../services/errors';
import { isSupportedNamespace, parseCaipNetworkId, type ChainNamespace } from '../../shared';
import type { AmountCheck, AmountProblem } from './amount';
import type { Receiver, ReceiverProblem } from './receiver';

/** Where a name stands with the blockchain service. */
export type NameResolution = 'idle' | 'resolving' | 'resolved' | 'failed';

export interface SendForm {
  caipNetworkId: string;
  /** Whether a token is chosen. */
  hasToken: boolean;
  amount: AmountCheck;
  receiver: Receiver;
  resolution: NameResolution;
}

export type SendButtonLabel =
  | 'send.button.preview'
  | 'send.button.chooseToken'
  | 'send.button.enterAmount'
  | 'send.button.enterReceiver'
  | 'send.button.resolvingName'
  | 'error.nameResolutionFailed'
  | 'error.sendChainUnsupported'
  | Exclude<AmountProblem, 'error.sendAmountAndReceiverRequired'>
  | ReceiverProblem;

export interface SendButton {
  label: SendButtonLabel;
  enabled: boolean;
}

/** The namespace Send works in for a CAIP-2 id, or undefined: Send supports only EVM and Solana (SPEC §5). */
export function sendNamespace(caipNetworkId: string): ChainNamespace | undefined {
  try {
    const { namespace } = parseCaipNetworkId(caipNetworkId);
    return isSupportedNamespace(namespace) ? namespace : undefined;
  } catch {
    return undefined;
  }
}

/** The catalogue error a send attempt throws for this form (SPEC §8), or undefined when it may go ahead. */
export function sendFormError(form: Pick<SendForm, 'caipNetworkId' | 'hasToken' | 'amount' | 'receiver'>): ErrorName | undefined {
  if (sendNamespace(form.caipNetworkId) === undefined) return 'SendChainUnsupportedError';
  if (!form.hasToken) return 'SendTokenRequiredError';
  if (!form.amount.ok || form.receiver.kind === 'empty') return 'SendAmountAndReceiverRequiredError';
  return undefined;
}

function receiverLabel(receiver: Receiver, resolution: NameResolution): SendButtonLabel | undefined {
  if (receiver.kind === 'empty') return 'send.button.enterReceiver';
  if (receiver.kind === 'invalid') return receiver.problem;
  if (receiver.kind === 'address') return undefined;
  if (resolution === 'failed') return 'error.nameResolutionFailed';
  return resolution === 'resolved' ? undefined : 'send.button.resolvingName';
}

/** The button's label and state: enabled ("Preview Send") only when chain, token, amount and receiver are all good. */
export function sendButton(form: SendForm): SendButton {
  if (sendNamespace(form.caipNetworkId) === undefined) return { label: 'error.sendChainUnsupported', enabled: false };
  if (!form.hasToken) return { label: 'send.button.chooseToken', enabled: false };
  if (!form.amount.ok) {
    // The catalogue's long "An amount and receiver address are required" is for the error; the button says it short.
    const { problem } = form.amount;
    return { label: problem === 'error.sendAmountAndReceiverRequired' ? 'send.button.enterAmount' : problem, enabled: false };
  }
  const problem = receiverLabel(form.receiver, form.resolution);
  return problem ? { label: problem, enabled: false } : { label: 'send.button.preview', enabled: true };
}

// Send's form (SPEC §3 Send state): the chosen token, the typed amount and receiver, the
// receiver's resolved name, and what the preview and the wallet prompt show. One owner: the
// actions below; the views read it through `sendView()`.
import { proxy } from 'valtio';
import { formatAmount } from '../../services/units';
import { connectedConnector } from '../connection';
import { accountOf, portfolioState, type TokenRow } from '../account';
import { chainsState, namespaceOf } from '../networks';
import type { ChainNamespace } from '../shared';
import { parseAmount, type AmountCheck } from './rules/amount';
import { classifyReceiver, type Receiver } from './rules/receiver';
import { sendButton, sendFormError, type NameResolution, type SendButton } from './rules/send-button';
import { optionsState } from '../settings';

export interface SendNameState {
  status: NameResolution;
  /** The name asked, lower-case: an answer for another name is dropped. */
  name?: string;
  address?: string;
  avatar?: string;
}

export interface SendFee {
  status: 'idle' | 'estimating' | 'ready' | 'unavailable';
  /** Base units of the native coin. */
  amount?: string;
  /** EVM: the estimated gas, asked of the wallet as the limit (with a margin) when the estimate is for the form as sent. */
  gas?: string;
  /** Which form the estimate is for (token, amount, receiver): a changed form is estimated again. */
  formKey?: string;
}

export interface SendSubmit {
  status: 'idle' | 'waiting' | 'rejected' | 'failed';
  messageKey?: string;
}

export interface SendState {
  /** The chosen token's portfolio id (CAIP-10 for a token, the network's CAIP-2 id for the native coin). */
  tokenId?: string;
  amountInput: string;
  receiverInput: string;
  resolved: SendNameState;
  fee: SendFee;
  submit: SendSubmit;
}

const initial = (): SendState => ({
  tokenId: undefined,
  amountInput: '',
  receiverInput: '',
  resolved: { status: 'idle' },
  fee: { status: 'idle' },
  submit: { status: 'idle' },
});

export const sendState = proxy<SendState>(initial());

/** Back to an empty form (after a send, a disconnect or another account). */
export function resetSendState() {
  Object.assign(sendState, initial());
}

/** The active namespace's account and the portfolio Send picks tokens from. */
export function sendAccount(): { namespace: ChainNamespace; caipNetworkId: string; address?: string; tokens: readonly TokenRow[] } {
  const caipNetworkId = chainsState.activeCaipNetworkId;
  const namespace = namespaceOf(caipNetworkId);
  const { address, caipAddress } = accountOf(namespace);
  const portfolio = caipAddress ? portfolioState.byCaipAddress[caipAddress] : undefined;
  return { namespace, caipNetworkId, address, tokens: portfolio?.tokens ?? [] };
}

/** The chosen token's row, while the portfolio still holds it. */
export function chosenToken(): TokenRow | undefined {
  const { tokenId } = sendState;
  return tokenId === undefined ? undefined : sendAccount().tokens.find((token) => token.id === tokenId);
}

/** Whether `token` is the network's own coin (its id is the network's CAIP-2 id). */
export const isNativeToken = (token: Pick<TokenRow, 'id'>): boolean => token.id.split(':').length === 2;

/** Everything the form view shows, derived from the state: the parsed amount and receiver and the button. */
export interface SendView {
  token?: TokenRow;
  amount: AmountCheck;
  receiver: Receiver;
  /** The address the transfer goes to: the typed one, or the resolved name's. */
  receiverAddress?: string;
  button: SendButton;
  errorName?: ReturnType<typeof sendFormError>;
}

export function sendView(): SendView {
  const { namespace, caipNetworkId, address } = sendAccount();
  const token = chosenToken();
  const amount = token ? parseAmount(sendState.amountInput, token.decimals, BigInt(token.amount)) : parseAmount(sendState.amountInput, 18);
  const receiver = classifyReceiver(sendState.receiverInput, namespace, address);
  const resolution: NameResolution =
    receiver.kind === 'name' && sendState.resolved.name === receiver.name ? sendState.resolved.status : 'resolving';
  const receiverAddress =
    receiver.kind === 'address'
      ? receiver.address
      : receiver.kind === 'name' && resolution === 'resolved'
        ? sendState.resolved.address
        : undefined;
  const form = { caipNetworkId, hasToken: token !== undefined, amount, receiver, resolution };
  return { token, amount, receiver, receiverAddress, button: sendButton(form), errorName: sendFormError(form) };
}

/** A base-unit amount as the preview shows it: grouped, up to 6 decimals, with its symbol. */
export function formatSendAmount(amount: bigint, decimals: number, symbol: string): string {
  return formatAmount(amount, decimals, symbol, 6, optionsState.options.lang);
}

/** The name of the wallet that holds `namespace` ("Approve in Devnet Wallet"). */
export function walletNameOf(namespace: ChainNamespace): string | undefined {
  return connectedConnector(namespace)?.name;
}

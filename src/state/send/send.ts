// Send's form (SPEC §3 Send state): the chosen token, the typed amount and receiver, the
// receiver's resolved name, and what the preview and the wallet prompt show. One owner: the
// actions below; the views read it through `selectSendView()` on snapshots (useSendView).
import type { Snapshot } from 'valtio';
import { formatAmount } from '../../services/units';
import { connectedConnector } from '../connection';
import { liveAccountSources, selectHeldAccount, type AccountSources, type HeldAccount, type TokenRow } from '../account';
import { namespaceOf } from '../networks';
import { defineProxySlice, type ChainNamespace } from '../shared';
import { parseAmount, type AmountCheck } from './rules/amount';
import { classifyReceiver, type Receiver } from './rules/receiver';
import { sendButton, sendFormError, type NameResolution, type SendButton } from './rules/send-button';
import { feeShortfall } from './rules/fee';
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
  /** `unknown`: the wallet did not answer in time, so the transfer may still be sent. */
  status: 'idle' | 'waiting' | 'rejected' | 'failed' | 'unknown';
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

export const sendState = defineProxySlice<SendState>({ name: 'send/state', initial });

/** Back to an empty form (after a send, a disconnect or another account). */
export function resetSendState() {
  Object.assign(sendState, initial());
}

/**
 * What Send derives from: its form, the accounts, their portfolios and the networks. Views pass
 * valtio snapshots (React then tracks exactly the paths a selector reads); actions pass the proxies.
 */
export interface SendSources extends AccountSources {
  send: Snapshot<SendState>;
}

const liveSources = (): SendSources => ({ send: sendState, ...liveAccountSources() });

/** The active namespace's account and the portfolio Send picks tokens from. */
export interface SendAccount extends HeldAccount {
  namespace: ChainNamespace;
}

export function selectSendAccount(sources: AccountSources): SendAccount {
  const namespace = namespaceOf(sources.chains.activeCaipNetworkId);
  return { namespace, ...selectHeldAccount(sources, namespace) };
}

/** The active namespace's account and the portfolio Send picks tokens from (live state, for actions). */
export function sendAccount(): SendAccount {
  return selectSendAccount(liveSources());
}

/** The chosen token's row, while the portfolio still holds it. */
export function chosenToken(): TokenRow | undefined {
  const { tokenId } = sendState;
  return tokenId === undefined ? undefined : sendAccount().tokens.find((token) => token.id === tokenId);
}

/** Whether `token` is the network's own coin (its id is the network's CAIP-2 id). */
export const isNativeToken = (token: Pick<TokenRow, 'id'>): boolean => token.id.split(':').length === 2;

/** The network fee as the preview shows it, and whether the native coin left pays for it. */
export interface SendFeeView {
  /** Base units of the native coin, once estimated for the form. */
  fee?: bigint;
  nativeSymbol: string;
  nativeDecimals: number;
  nativeBalance?: bigint;
  /** The native coin left after the transfer cannot pay the fee. */
  shortfall: boolean;
}

/** Everything the form view shows, derived from the state: the parsed amount and receiver and the button. */
export interface SendView {
  account: SendAccount;
  token?: TokenRow;
  amount: AmountCheck;
  receiver: Receiver;
  /** The address the transfer goes to: the typed one, or the resolved name's. */
  receiverAddress?: string;
  button: SendButton;
  errorName?: ReturnType<typeof sendFormError>;
  feeView: SendFeeView;
}

/** Send's derived form from `sources` (snapshots in views, so React tracks what it reads). */
export function selectSendView(sources: SendSources): SendView {
  const { send } = sources;
  const account = selectSendAccount(sources);
  const { namespace, caipNetworkId, address, tokens, data, network } = account;
  const token = send.tokenId === undefined ? undefined : tokens.find((row) => row.id === send.tokenId);
  const amount = token ? parseAmount(send.amountInput, token.decimals, BigInt(token.amount)) : parseAmount(send.amountInput, 18);
  const receiver = classifyReceiver(send.receiverInput, namespace, address);
  const resolution: NameResolution = receiver.kind === 'name' && send.resolved.name === receiver.name ? send.resolved.status : 'resolving';
  const receiverAddress =
    receiver.kind === 'address'
      ? receiver.address
      : receiver.kind === 'name' && resolution === 'resolved'
        ? send.resolved.address
        : undefined;
  const form = { caipNetworkId, hasToken: token !== undefined, amount, receiver, resolution };
  const fee = send.fee.status === 'ready' && send.fee.amount !== undefined ? BigInt(send.fee.amount) : undefined;
  const native = token !== undefined && isNativeToken(token);
  const nativeBalance = token && native ? BigInt(token.amount) : data.balance !== undefined ? BigInt(data.balance) : undefined;
  const feeView: SendFeeView = {
    fee,
    nativeSymbol: network?.nativeCurrency.symbol ?? data.balanceSymbol ?? '',
    nativeDecimals: network?.nativeCurrency.decimals ?? data.balanceDecimals ?? 18,
    nativeBalance,
    shortfall:
      fee !== undefined && nativeBalance !== undefined && amount.ok && feeShortfall({ nativeBalance, fee, amount: amount.value, native }),
  };
  return { account, token, amount, receiver, receiverAddress, button: sendButton(form), errorName: sendFormError(form), feeView };
}

/** Send's derived form from the live state (for actions). */
export function sendView(): SendView {
  return selectSendView(liveSources());
}

/** A base-unit amount as the preview shows it: grouped, up to 6 decimals, with its symbol. */
export function formatSendAmount(amount: bigint, decimals: number, symbol: string): string {
  return formatAmount(amount, decimals, symbol, 6, optionsState.options.lang);
}

/** The name of the wallet that holds `namespace` ("Approve in Devnet Wallet"). */
export function walletNameOf(namespace: ChainNamespace): string | undefined {
  return connectedConnector(namespace)?.name;
}

// Choosing a network: which ones the connected wallet cannot use (and why), what
// choosing one does (the switch plan), and where the modal goes after a switch.
import { toSolanaCaip2 } from './solana-chains';
import type { ChainNamespace, ViewName } from '../../shared';

/** The networks a connected wallet accepts, when it limits them. */
export interface AcceptedNetworks {
  /** CAIP-2 ids, or Wallet Standard cluster names (`solana:devnet`). */
  chains: readonly string[];
  /** Why the others are refused: the session did not approve them (WalletConnect), or the wallet does not support them. */
  limitedBy: 'session' | 'wallet';
}

/** A connected namespace; without `accepted` the wallet can be asked for any network (a browser wallet adds unknown chains). */
export interface NamespaceConnection {
  accepted?: AcceptedNetworks;
}

export interface NetworkChoiceContext {
  activeCaipNetworkId: string;
  disableNetworkSwitch: boolean;
  /** Connected namespaces only. */
  connections: Partial<Record<ChainNamespace, NamespaceConnection>>;
  /** The network each connected namespace's account is on. */
  accountNetworks: Partial<Record<ChainNamespace, string>>;
}

export type NetworkDisabledReason = 'switchDisabled' | 'notApproved' | 'walletUnsupported';

const namespaceOf = (caipNetworkId: string) => caipNetworkId.split(':')[0] as ChainNamespace;

/** Why a network cannot be chosen, or undefined when it can. The active network is never disabled. */
export function disabledReason(caipNetworkId: string, ctx: NetworkChoiceContext): NetworkDisabledReason | undefined {
  if (caipNetworkId === ctx.activeCaipNetworkId) return undefined;
  if (ctx.disableNetworkSwitch) return 'switchDisabled';
  const accepted = ctx.connections[namespaceOf(caipNetworkId)]?.accepted;
  if (!accepted || accepted.chains.map(toSolanaCaip2).includes(caipNetworkId)) return undefined;
  return accepted.limitedBy === 'session' ? 'notApproved' : 'walletUnsupported';
}

export type SwitchPlan =
  /** Already the active network. */
  | { kind: 'none' }
  /** Nothing to ask a wallet: disconnected, or the namespace's account is already on it. */
  | { kind: 'activate' }
  /** Another namespace, not connected, while the active one is: confirm, then connect (SwitchActiveChain). */
  | { kind: 'confirmNamespace'; namespace: ChainNamespace }
  /** The namespace's wallet (or session) switches. */
  | { kind: 'wallet' };

/** What choosing `target` does. */
export function switchPlan(target: string, ctx: NetworkChoiceContext): SwitchPlan {
  if (target === ctx.activeCaipNetworkId) return { kind: 'none' };
  const namespace = namespaceOf(target);
  const connection = ctx.connections[namespace];
  if (!connection) {
    const activeNamespace = namespaceOf(ctx.activeCaipNetworkId);
    return activeNamespace !== namespace && ctx.connections[activeNamespace]
      ? { kind: 'confirmNamespace', namespace }
      : { kind: 'activate' };
  }
  if (ctx.accountNetworks[namespace] === target) return { kind: 'activate' };
  return { kind: 'wallet' };
}

const SWITCH_VIEWS: readonly ViewName[] = ['SwitchNetwork', 'Networks', 'UnsupportedChain', 'SwitchActiveChain'];

/** After a switch: back to where the visitor came from, past the network views; `start` (Account, or Connect) when nothing is left. */
export function historyAfterSwitch(history: readonly ViewName[], start: ViewName): ViewName[] {
  const next = [...history];
  while (next.length > 0 && SWITCH_VIEWS.includes(next[next.length - 1]!)) next.pop();
  return next.length > 0 ? next : [start];
}

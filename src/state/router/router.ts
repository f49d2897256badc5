// The modal's router: a plain history stack, and the spec's navigation rules
// (spec §2) as pure functions.
import { defineProxySlice, type CaipNetworkId, type ChainNamespace, type ViewName } from '../shared';

export interface RouteContext {
  isConnected: boolean;
  /** False when the host set `walletconnect-only`: no browser-wallet adapters. */
  hasAdapters: boolean;
  isMobile: boolean;
  activeNetworkSupported: boolean;
  disableNetworkSwitch: boolean;
  allowUnsupportedChain: boolean;
}

export function mustShowUnsupportedChain(ctx: RouteContext): boolean {
  return ctx.isConnected && !ctx.activeNetworkSupported && !ctx.disableNetworkSwitch && !ctx.allowUnsupportedChain;
}

/** The first view when the modal opens, optionally at a requested view. */
export function viewOnOpen(ctx: RouteContext, requested?: ViewName): ViewName {
  if (mustShowUnsupportedChain(ctx)) return 'UnsupportedChain';
  if (requested === 'Connect' && ctx.isConnected) return 'Account';
  if (requested) return requested;
  if (ctx.isConnected) return 'Account';
  if (!ctx.hasAdapters) return ctx.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  return 'Connect';
}

/** Going back: undefined means close (back from the first view). */
export function historyAfterBack(history: readonly ViewName[], ctx: RouteContext): ViewName[] | undefined {
  if (history.length <= 1) return undefined;
  const next = history.slice(0, -1);
  if (next[next.length - 1] === 'Connect' && ctx.isConnected) next[next.length - 1] = 'Account';
  return next;
}

/** The parameters each view is opened with (the route map); a view not listed here takes none. */
export interface RouteParams {
  /** Connect lists only this namespace's wallets. */
  Connect: { namespace?: ChainNamespace };
  ConnectingExternal: { connectorId: string };
  /** The registry wallet picked, if any (the analytics event names it). */
  ConnectingWalletConnect: { walletId?: string };
  SwitchNetwork: { caipNetworkId: CaipNetworkId };
  SwitchActiveChain: { caipNetworkId: CaipNetworkId };
}

/** `view`'s parameters. */
export type ParamsOf<View extends ViewName> = View extends keyof RouteParams ? RouteParams[View] : Record<string, never>;

/** The arguments after the view: its parameters, optional when it needs none. */
type ParamsArg<View extends ViewName> = Record<never, never> extends ParamsOf<View> ? [params?: ParamsOf<View>] : [params: ParamsOf<View>];

type ParamKey = { [View in keyof RouteParams]: keyof RouteParams[View] }[keyof RouteParams];
type ParamValue<Key> = {
  [View in keyof RouteParams]: Key extends keyof RouteParams[View] ? RouteParams[View][Key] : never;
}[keyof RouteParams];

/** The current view's parameters, as the router stores them: any view's keys, each optional. */
export type RouteData = { [Key in ParamKey]?: ParamValue<Key> };

export interface RouterState {
  history: ViewName[];
  /** The parameters the current view was opened with (RouteParams). */
  data: RouteData;
}

export const routerState = defineProxySlice<RouterState>({ name: 'modal/router', initial: () => ({ history: ['Connect'], data: {} }) });

export function currentView(): ViewName {
  return routerState.history[routerState.history.length - 1] ?? 'Connect';
}

// The data first, then the view: a subscriber notified in sync (analytics) reads the new view with its own data.
export function pushView<View extends ViewName>(view: View, ...[params]: ParamsArg<View>) {
  routerState.data = params ?? {};
  if (currentView() !== view) routerState.history.push(view);
}

export function resetRouter<View extends ViewName>(view: View, ...[params]: ParamsArg<View>) {
  routerState.data = params ?? {};
  routerState.history = [view];
}

export function setHistory(history: ViewName[]) {
  routerState.data = {};
  routerState.history = history;
}

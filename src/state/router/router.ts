// The modal's router: a plain history stack, and the spec's navigation rules
// (spec §2) as pure functions.
import { proxy } from 'valtio';
import type { ViewName } from '../shared';

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

export interface RouterState {
  history: ViewName[];
  /** Data the current view was opened with (e.g. the connector id). */
  data: Record<string, string | undefined>;
}

export const routerState = proxy<RouterState>({ history: ['Connect'], data: {} });

export function currentView(): ViewName {
  return routerState.history[routerState.history.length - 1] ?? 'Connect';
}

export function pushView(view: ViewName, data: Record<string, string | undefined> = {}) {
  if (currentView() !== view) routerState.history.push(view);
  routerState.data = data;
}

export function resetRouter(view: ViewName, data: Record<string, string | undefined> = {}) {
  routerState.history = [view];
  routerState.data = data;
}

export function setHistory(history: ViewName[]) {
  routerState.history = history;
  routerState.data = {};
}

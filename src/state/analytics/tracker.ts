// What analytics hears (only with the `analytics` attribute, and only when the project's
// getAnalyticsConfig says enabled): the modal opened and closed, a wallet chosen, a connection's
// success or failure, a network switch, a feature opened, a transaction submitted, and error
// reports (at most 5 a minute, one per code). Props carry no address, amount, email or name:
// connector and wallet ids, CAIP-2 network ids, view names and catalogue codes only.
import { subscribe } from 'valtio';
import { createAnalyticsSender, createErrorReportLimiter, type AnalyticsProps, type AnalyticsSender } from '../../services/analytics';
import { createError } from '../../services/errors';
import { SDK_TYPE, SDK_VERSION } from '../../services/registry';
import { accountState } from '../account';
import { connectorsState } from '../connection';
import { hostedState, setAnalyticsForbidden } from '../hosted';
import { onStateEvent, reportError, type StateEvent } from '../events';
import { modalState, routerState, type RouteData } from '../router';
import { chainsState } from '../networks';
import { registryClient } from '../registry';
import { optionsState } from '../settings';
import { NAMESPACES, type ChainNamespace, type ViewName } from '../shared';

/** The feature each feature's first view stands for (FEATURE_USED). */
const FEATURE_VIEWS: Partial<Record<ViewName, string>> = {
  WalletSend: 'send',
  Swap: 'swaps',
  OnRampProviders: 'onramp',
  Transactions: 'history',
  WalletReceive: 'receive',
};

type Status = 'pending' | 'on' | 'off';

/** Pure: the track events a view change means (a wallet chosen, a feature opened). */
export function viewEvents(previous: ViewName | undefined, next: ViewName, data: Readonly<RouteData>): AnalyticsProps[] {
  if (previous === next) return [];
  if (next === 'ConnectingExternal')
    return [{ type: 'track', event: 'SELECT_WALLET', properties: { connector: data.connectorId ?? '', platform: 'browser' } }];
  if (next === 'ConnectingWalletConnect')
    return [{ type: 'track', event: 'SELECT_WALLET', properties: { wallet: data.walletId ?? '', platform: 'qrcode' } }];
  const feature = FEATURE_VIEWS[next];
  return feature ? [{ type: 'track', event: 'FEATURE_USED', properties: { feature } }] : [];
}

/** A namespace's connection as analytics reports it: the connector's id, and whether it came back from storage. */
export interface TrackedConnection {
  namespace: ChainNamespace;
  connector: string;
  restored: boolean;
}

/** Pure: the modal opened or closed, on the view it showed, with or without a connection. */
const modalEvent = (open: boolean, view: ViewName | undefined, connected: boolean): AnalyticsProps => ({
  type: 'track',
  event: open ? 'MODAL_OPEN' : 'MODAL_CLOSE',
  properties: { view: view ?? '', connected },
});

const connectSuccess = ({ namespace, connector, restored }: TrackedConnection): AnalyticsProps => ({
  type: 'track',
  event: 'CONNECT_SUCCESS',
  properties: { namespace, connector, restored },
});

/**
 * Pure: what tracking records as it starts. Its chunk loads on intent and can arrive after the visitor chose a wallet,
 * opened a feature or connected: the modal's open with the view it shows (entered as the tracker starts), then each
 * connection already made.
 */
export function startEvents(
  open: boolean,
  view: ViewName | undefined,
  data: Readonly<RouteData>,
  connections: readonly TrackedConnection[],
): AnalyticsProps[] {
  const opened: AnalyticsProps[] = open
    ? [modalEvent(true, view, connections.length > 0), ...(view ? viewEvents(undefined, view, data) : [])]
    : [];
  return [...opened, ...connections.map(connectSuccess)];
}

/** Pure: the events a state event means (a transaction, a connection failure, the spec's transactions failure). */
export function stateEventProps(event: StateEvent): AnalyticsProps[] {
  if (event.type === 'transaction') {
    // Submitted once: the end of a followed transaction is another step of the same one.
    if (event.status !== 'pending' && event.kind !== 'name') return [];
    const props: AnalyticsProps[] = [
      { type: 'track', event: 'TRANSACTION_SUBMITTED', properties: { kind: event.kind, network: event.caipNetworkId } },
    ];
    if (event.kind === 'name') props.push({ type: 'track', event: 'FEATURE_USED', properties: { feature: 'names' } });
    return props;
  }
  const props: AnalyticsProps[] = [];
  if (event.type !== 'error') return props;
  if (event.view?.startsWith('Connecting'))
    props.push({ type: 'track', event: 'CONNECT_ERROR', properties: { code: event.code, view: event.view } });
  if (event.code === 'FetchTransactionsError')
    props.push({ type: 'track', event: 'ERROR_FETCH_TRANSACTIONS', properties: { view: event.view ?? '' } });
  return props;
}

/**
 * Calls `onView` with each view the router shows and the one before it, in sync: a view passed through within one
 * tick (a wallet that approves at once goes Connecting → Account) is still heard. Returns the unsubscribe.
 */
export function followViews(onView: (view: ViewName, previous: ViewName | undefined) => void): () => void {
  let previous = routerState.history.at(-1);
  return subscribe(
    routerState,
    () => {
      const view = routerState.history.at(-1);
      if (!view || view === previous) return;
      const left = previous;
      previous = view;
      onView(view, left);
    },
    true,
  );
}

export interface Tracker {
  stop(): void;
}

/**
 * Starts tracking: what happens before getAnalyticsConfig answers waits, and is sent once it says
 * enabled (or dropped when it does not). `now` is the clock of the error ration.
 */
export function startTracker({ now = () => Date.now() } = {}): Tracker {
  const { analyticsUrl, projectId } = optionsState.options;
  let status: Status = 'pending';
  let waiting: AnalyticsProps[] = [];
  let sender: AnalyticsSender | undefined;
  const limiter = createErrorReportLimiter();

  const emit = (props: AnalyticsProps) => {
    if (status === 'pending') waiting.push(props);
    else if (status === 'on') sender?.send(props);
  };
  const report = (event: Extract<StateEvent, { type: 'error' }>) => {
    const decision = limiter.take(event.code, now());
    if (decision.send)
      emit({ type: 'error', event: 'ERROR', properties: { code: event.code, view: event.view ?? '', dropped: decision.dropped } });
  };

  let wasOpen = modalState.open;
  let network = chainsState.activeCaipNetworkId;
  const connected = new Set(NAMESPACES.filter((namespace) => accountState.byNamespace[namespace].status === 'connected'));
  const connection = (namespace: ChainNamespace): TrackedConnection => ({
    namespace,
    connector: connectorsState.connectedIds[namespace] ?? '',
    restored: Boolean(accountState.byNamespace[namespace].restored),
  });
  startEvents(wasOpen, routerState.history.at(-1), routerState.data, [...connected].map(connection)).forEach(emit);

  const stops = [
    subscribe(modalState, () => {
      if (modalState.open === wasOpen) return;
      wasOpen = modalState.open;
      emit(modalEvent(wasOpen, routerState.history.at(-1), connected.size > 0));
    }),
    followViews((view, previous) => viewEvents(previous, view, routerState.data).forEach(emit)),
    subscribe(accountState, () => {
      for (const namespace of NAMESPACES) {
        const account = accountState.byNamespace[namespace];
        if (account.status === 'connected' && !connected.has(namespace)) {
          connected.add(namespace);
          emit(connectSuccess(connection(namespace)));
        } else if (account.status !== 'connected' && connected.delete(namespace)) {
          emit({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace } });
        }
      }
    }),
    subscribe(chainsState, () => {
      if (chainsState.activeCaipNetworkId === network) return;
      emit({ type: 'track', event: 'SWITCH_NETWORK', properties: { from: network ?? '', network: chainsState.activeCaipNetworkId ?? '' } });
      network = chainsState.activeCaipNetworkId;
    }),
    onStateEvent((event) => {
      stateEventProps(event).forEach(emit);
      if (event.type === 'error') report(event);
    }),
  ];

  const stop = () => {
    status = 'off';
    waiting = [];
    sender?.stop();
    stops.forEach((unsubscribe) => unsubscribe());
  };

  void (registryClient()?.fetchAnalyticsConfig() ?? Promise.resolve(false)).then((enabled) => {
    if (status === 'off') return;
    if (!enabled || hostedState.analyticsForbidden) return stop();
    status = 'on';
    sender = createAnalyticsSender({
      baseUrl: analyticsUrl,
      projectId,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      onForbidden: () => {
        stop();
        setAnalyticsForbidden();
        reportError(createError('InvalidAppConfigurationError', { message: 'Invalid App Configuration: analytics answered HTTP 403' }));
      },
    });
    const queued = waiting;
    waiting = [];
    queued.forEach((props) => sender?.send(props));
  });

  return { stop };
}

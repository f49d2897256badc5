// `wallet-modal/react` (its declarations are this file's, scripts/declarations.mjs): the page's store in a React host (React 19, the host's own: dist/react.js imports
// `react` and the package's main entry, ./wallet-modal.js, and bundles neither). The hooks read the store through
// useSyncExternalStore with its server snapshot, so a server render and its hydration agree; `<WalletModal>`
// renders the element with its settings as attributes (in the server's HTML too) and its events as `on…` props.
import {
  createElement,
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type DetailedHTMLProps,
  type ForwardRefExoticComponent,
  type HTMLAttributes,
  type RefAttributes,
} from 'react';
import {
  store,
  type AccountSnapshot,
  type CaipNetworkId,
  type ChainNamespace,
  type Eip1193Provider,
  type NetworkSnapshot,
  type OpenOptions,
  type SignInSnapshot,
  type StandardWallet,
  type ViewName,
  WalletModalElement,
  type WalletModalConfig,
  type WalletModalEventMap,
  type WalletModalJsxProps,
  type WalletModalMessages,
  type WalletModalSettingProperties,
  type WalletModalSnapshot,
} from '../../element';
import { selectAccount, selectModal, selectNetwork } from '../shared/select';

export { store };

// `<wallet-modal>` in React 19's JSX too (`import type {} from 'wallet-modal/react'`): React 19 sets known properties
// (`theme`, `config`) as properties, the rest as attributes, and `onconnect`… listens to the `connect`… events.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace is where intrinsic elements are declared
  namespace JSX {
    interface IntrinsicElements {
      'wallet-modal': DetailedHTMLProps<HTMLAttributes<WalletModalElement>, WalletModalElement> & WalletModalJsxProps;
    }
  }
}

/** The store's snapshot, re-rendering on each change (the server's and hydration's: disconnected, closed). */
export function useWalletModalSnapshot(): WalletModalSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** The modal: open it (at a view, for a namespace), close it, whether it is open and on which view. */
export function useWalletModal(): {
  open: (options?: OpenOptions) => void;
  close: () => void;
  isOpen: boolean;
  view: ViewName | undefined;
} {
  const modal = selectModal(useWalletModalSnapshot());
  return { open: store.open, close: store.close, isOpen: modal.open, view: modal.view };
}

/** A namespace's account, by default the active one's: status, address, network, connector, balance, embedded sign-in. */
export function useWalletAccount(namespace?: ChainNamespace): AccountSnapshot {
  return selectAccount(useWalletModalSnapshot(), namespace);
}

/** A namespace's network, by default the active one, and `switchNetwork` (the element's). */
export function useWalletNetwork(namespace?: ChainNamespace): Partial<NetworkSnapshot> & {
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>;
} {
  return { ...selectNetwork(useWalletModalSnapshot(), namespace), switchNetwork: store.switchNetwork };
}

/**
 * Sign-in with the wallet (`signin-url` or `siwx`): `status` ('signed-out' | 'signing' | 'signed-in'), the session's
 * `address`, `caipNetworkId` and `expiresAt` while signed in, and `signIn()` to ask again (after a cancel too).
 */
export function useWalletSignIn(): SignInSnapshot & { signIn: () => Promise<void> } {
  const { signIn } = useWalletModalSnapshot();
  return { ...signIn, signIn: store.signIn };
}

/** The connected wallet's provider (EIP-1193 for eip155, the Wallet Standard wallet for solana); undefined while disconnected. */
export function useWalletProvider(namespace: 'eip155'): Eip1193Provider | undefined;
export function useWalletProvider(namespace: 'solana'): StandardWallet | undefined;
export function useWalletProvider(namespace: ChainNamespace): Eip1193Provider | StandardWallet | undefined;
export function useWalletProvider(namespace: ChainNamespace): Eip1193Provider | StandardWallet | undefined {
  // The provider changes with the connection: the account's status and connector are what re-render for it.
  const { status } = useWalletAccount(namespace);
  return status === 'connected' ? store.getProvider(namespace) : undefined;
}

/** Calls `handler` for each of the page's `name` events (heard on `document`: they bubble and are composed). */
export function useWalletEvent<Name extends keyof WalletModalEventMap>(
  name: Name,
  handler: (event: WalletModalEventMap[Name]) => void,
): void {
  const latest = useRef(handler);
  useIsomorphicLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (event: Event) => latest.current(event as WalletModalEventMap[Name]);
    document.addEventListener(name, listener);
    return () => document.removeEventListener(name, listener);
  }, [name]);
}

/** The element's events as React props: `onConnect`, `onNetworkChange`, … */
interface EventPropNames {
  onConnect: 'connect';
  onDisconnect: 'disconnect';
  onNetworkChange: 'networkchange';
  onAccountChange: 'accountchange';
  onOpen: 'open';
  onClose: 'close';
  onTransaction: 'transaction';
  onError: 'error';
  onSignIn: 'signin';
  onSignOut: 'signout';
}

const EVENT_PROPS: EventPropNames = {
  onConnect: 'connect',
  onDisconnect: 'disconnect',
  onNetworkChange: 'networkchange',
  onAccountChange: 'accountchange',
  onOpen: 'open',
  onClose: 'close',
  onTransaction: 'transaction',
  onError: 'error',
  onSignIn: 'signin',
  onSignOut: 'signout',
};

type EventProps = { [Prop in keyof EventPropNames]?: (event: WalletModalEventMap[EventPropNames[Prop]]) => void };

/** Each setting as its property gives it (a list also as a readonly array, or comma-separated as its attribute). */
type SettingProps = {
  [Name in keyof WalletModalSettingProperties]?: WalletModalSettingProperties[Name] extends (infer Item)[]
    ? readonly Item[] | string
    : WalletModalSettingProperties[Name];
};

/** `<WalletModal>`'s props: the settings (camelCase, as the element's properties), `open`, `config`, `messages` and the events. */
export type WalletModalProps = SettingProps &
  EventProps & {
    open?: boolean;
    config?: WalletModalConfig;
    messages?: WalletModalMessages;
  } & Omit<HTMLAttributes<HTMLElement>, keyof EventProps | 'onError'>;

// React 18 warns about useLayoutEffect on a server: there, nothing is laid out and the effect is skipped anyway.
const useIsomorphicLayoutEffect = 'document' in globalThis ? useLayoutEffect : useEffect;

/** A setting's attribute form: a list joined by commas, `caip2=url` pairs by spaces, a boolean as `''` or `'false'`. */
function attributeValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? '' : 'false';
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map((pair) => pair.join('='))
      .join(' ');
  return String(value);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The props that are settings: those whose kebab-case name is one of the element's attributes (the element knows them). */
const isSetting = (name: string) => name !== 'open' && WalletModalElement.observedAttributes.includes(kebab(name));

/**
 * `<wallet-modal>` in React: settings become kebab-case attributes (so the server's HTML carries them
 * and the element reads them on upgrade), `config` and `messages` are set as properties, `on…` props listen to its events.
 */
export const WalletModal: ForwardRefExoticComponent<WalletModalProps & RefAttributes<WalletModalElement>> = forwardRef<
  WalletModalElement,
  WalletModalProps
>(function WalletModal(props, ref) {
  const element = useRef<WalletModalElement>(null);
  useImperativeHandle(ref, () => element.current as WalletModalElement);
  const handlers = useRef(props);
  const { config, messages } = props;
  useIsomorphicLayoutEffect(() => {
    handlers.current = props;
  });
  // Applied when they change, not on every render of the host (each application re-reads the settings).
  useIsomorphicLayoutEffect(() => {
    if (config !== undefined && element.current) element.current.config = config;
  }, [config]);
  useIsomorphicLayoutEffect(() => {
    if (messages !== undefined && element.current) element.current.messages = messages;
  }, [messages]);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const stops = Object.entries(EVENT_PROPS).map(([prop, type]) => {
      const listener = (event: Event) => (handlers.current[prop as keyof EventProps] as ((event: Event) => void) | undefined)?.(event);
      target.addEventListener(type, listener);
      return () => target.removeEventListener(type, listener);
    });
    return () => stops.forEach((stop) => stop());
  }, []);
  const attributes: Record<string, unknown> = { ref: element, open: props.open ? '' : undefined };
  for (const [name, value] of Object.entries(props)) {
    // The settings in their attribute form; React's own props (className, style, id, aria-*…) as they are.
    if (isSetting(name)) attributes[kebab(name)] = attributeValue(value);
    else if (!(name in EVENT_PROPS) && !['open', 'config', 'messages'].includes(name)) attributes[name] = value;
  }
  return createElement('wallet-modal', attributes);
});

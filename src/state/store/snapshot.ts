// What the page's store holds, read from the proxies the element already keeps: per namespace and for the
// active one, the account, its network, connector, balance and embedded sign-in; and the modal. Plain data,
// built fresh on each call (./store.ts caches it).
import { accountOf, authState, signInState, type AuthProvider, type EmbeddedAccountType, type SignInStatus } from '../account';
import { chainRules } from '../chains/rules/registry';
import { connectorsState, findConnector } from '../connection';
import { activeNamespace, chainsState, networkById } from '../networks';
import { currentView, modalState } from '../router';
import {
  NAMESPACES,
  networkOfCaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectionStatus,
  type ConnectorType,
  type ViewName,
} from '../shared';

/** A network: its CAIP-2 id, its name, and the chain id (a number) on EVM. */
export interface NetworkSnapshot {
  caipNetworkId: CaipNetworkId;
  name: string;
  chainId?: number;
}

/** The connector holding a namespace (`name` and `type` are absent only when it is no longer listed). */
export interface ConnectorSnapshot {
  id: string;
  name?: string;
  type?: ConnectorType;
  /** How the visitor signed in, for an embedded (`auth`) account. */
  provider?: AuthProvider;
}

/** The native balance: `value` in base units (a decimal string), `formatted` as the button shows it, with its symbol. */
export interface BalanceSnapshot {
  value: string;
  decimals?: number;
  symbol?: string;
  formatted?: string;
}

/** The embedded sign-in (email, a social login, Farcaster) behind an `auth` connection. */
export interface EmbeddedSnapshot {
  provider?: AuthProvider;
  email?: string;
  /** The EVM account in use (`smartAccount` or `eoa`); absent on Solana. */
  accountType?: EmbeddedAccountType;
}

/** One namespace's account. */
export interface AccountSnapshot {
  namespace: ChainNamespace;
  status: ConnectionStatus;
  address?: string;
  caipAddress?: string;
  /** The active network for the active namespace; another namespace's account's network. */
  network?: NetworkSnapshot;
  connector?: ConnectorSnapshot;
  balance?: BalanceSnapshot;
  embedded?: EmbeddedSnapshot;
}

/** The modal: whether it is open, and on which view. */
export interface ModalSnapshot {
  open: boolean;
  view?: ViewName;
}

/** Sign-in with the wallet (`signin-url` or `siwx`): the session the site vouches for, while signed in. */
export interface SignInSnapshot {
  status: SignInStatus;
  address?: string;
  caipNetworkId?: CaipNetworkId;
  /** ISO 8601. */
  expiresAt?: string;
}

/** The store's snapshot: the active namespace's account (its fields at the top), each namespace's, the modal and the sign-in. Frozen. */
export interface WalletModalSnapshot extends AccountSnapshot, Readonly<Record<ChainNamespace, AccountSnapshot>> {
  modal: ModalSnapshot;
  signIn: SignInSnapshot;
}

export function networkSnapshot(caipNetworkId: CaipNetworkId | undefined): NetworkSnapshot | undefined {
  const network = caipNetworkId ? networkById(caipNetworkId) : undefined;
  if (!network) return undefined;
  return { caipNetworkId: network.caipNetworkId, name: network.name, ...(typeof network.id === 'number' ? { chainId: network.id } : {}) };
}

/** The connector holding `namespace`, as the host's `connect` event names it. */
export function connectorSnapshot(namespace: ChainNamespace): ConnectorSnapshot | undefined {
  const id = connectorsState.connectedIds[namespace];
  if (!id) return undefined;
  const info = findConnector(id);
  return info ? { id, name: info.name, type: info.type, ...(info.provider ? { provider: info.provider as AuthProvider } : {}) } : { id };
}

export function accountSnapshot(namespace: ChainNamespace): AccountSnapshot {
  const { status, address, caipAddress, balance, balanceDecimals, balanceSymbol, balanceFormatted } = accountOf(namespace);
  const connector = connectorSnapshot(namespace);
  const { user, accountType } = authState;
  return {
    namespace,
    status,
    address,
    caipAddress,
    network: networkSnapshot(namespace === activeNamespace() ? chainsState.activeCaipNetworkId : networkOfCaipAddress(caipAddress)),
    connector,
    balance:
      balance === undefined ? undefined : { value: balance, decimals: balanceDecimals, symbol: balanceSymbol, formatted: balanceFormatted },
    embedded:
      connector?.type === 'auth'
        ? {
            provider: user?.provider ?? connector.provider,
            email: user?.email,
            accountType: chainRules(namespace).accountTypes ? accountType : undefined,
          }
        : undefined,
  };
}

export function modalSnapshot(): ModalSnapshot {
  return { open: modalState.open, view: modalState.open ? currentView() : undefined };
}

export function signInSnapshot(): SignInSnapshot {
  const { status, address, caipNetworkId, expiresAt } = signInState;
  return status === 'signed-in' ? { status, address, caipNetworkId, expiresAt } : { status };
}

/** What a server renders (and a page hydrates with): nothing connected, the default network's namespace active, the modal closed. */
export function disconnectedSnapshot(): WalletModalSnapshot {
  const accounts = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, { namespace, status: 'disconnected' }])) as Record<
    ChainNamespace,
    AccountSnapshot
  >;
  return { ...accounts.eip155, ...accounts, modal: { open: false }, signIn: { status: 'signed-out' } };
}

// One contract for every kind of wallet connection, in the spirit of wagmi's createConnector and
// the Wallet Standard's named features. Browser wallets (EIP-6963 / injected), Wallet Standard
// wallets, WalletConnect and embedded (auth) wallets implement it; what follows a connect, a
// restore or a wallet's event is written once, against it (lifecycle.ts).
import type { Eip1193Provider } from '../../services/connectors/eip1193';
import type { StandardWallet } from '../../services/connectors/solana-standard';
import type { AcceptedNetworks } from '../networks/rules/choice';
import type { CaipNetworkId, ChainNamespace, ConnectorInfo, ConnectorType, Network } from '../shared';

export type { AcceptedNetworks };

/** What a connector's `provider(namespace)` is, per namespace: an EIP-1193 provider for eip155, a Wallet Standard wallet for solana. */
export interface NamespaceProviders {
  eip155: Eip1193Provider;
  solana: StandardWallet;
}
export type ProviderOf<N extends ChainNamespace> = NamespaceProviders[N];

/** A connector's `provider` from one getter per namespace it serves; the others have none. */
export function providerFrom(getters: { [N in ChainNamespace]?: () => ProviderOf<N> | undefined }) {
  return <N extends ChainNamespace>(namespace: N): ProviderOf<N> | undefined => getters[namespace]?.();
}

/** How a stored session finds its connector again after a reload (restore.ts). */
export const CONNECTOR_KINDS = ['injected', 'walletStandard', 'walletConnect', 'auth'] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

/** An account a wallet connected, validated where it entered (`connectedAccount`, rules/wallet-answers.ts). */
export interface ConnectedAccount {
  namespace: ChainNamespace;
  address: string;
  caipNetworkId: CaipNetworkId;
}

/** What a connect or a restore is for. */
export interface ConnectionRequest {
  /** The namespaces wanted: those the visitor connects, or those stored for this connector. */
  namespaces: readonly ChainNamespace[];
  /** The configured networks. */
  networks: readonly Network[];
  /** Where to land when the wallet lets the site choose: the network the visitor asked for, else the active one. */
  preferredNetwork: CaipNetworkId;
}

export interface ConnectRequest extends ConnectionRequest {
  /** Shows a URI for the visitor to scan or open (a WalletConnect pairing); called again for each new one. */
  onDisplayUri?(uri: string): void;
}

/** What a wallet tells the site on its own; the connector validates what it passes on. */
export interface ConnectorEvents {
  /** The wallet's accounts in `namespace` changed, the one to use first; none left: the site lost access. */
  accountsChanged(namespace: ChainNamespace, addresses: readonly string[]): void;
  /** The wallet moved a namespace to another network. */
  chainChanged(caipNetworkId: CaipNetworkId): void;
  /** The networks the wallet accepts changed: `acceptedNetworks` answers differently now. */
  networksChanged(): void;
  /** The wallet ended the connection of `namespace`, or of every namespace it held. */
  disconnected(namespace?: ChainNamespace): void;
  /** The wallet sent something malformed: it is ignored, and the host hears of it. */
  malformed(error: unknown): void;
}

export interface Connector {
  /** Stable across reloads: the stored session names it. */
  readonly id: string;
  readonly name: string;
  /** What hosts see in `connect` events' `connector.type`. */
  readonly type: ConnectorType;
  readonly kind: ConnectorKind;
  readonly icon?: string;
  /** The EIP-6963 reverse-DNS name, to recognise the wallet in the registry. */
  readonly rdns?: string;
  /** Another wallet on the page claims the same identity: a stored session is not restored to it silently. */
  readonly sharedIdentity?: boolean;
  /** The namespaces it can connect. */
  readonly namespaces: readonly ChainNamespace[];
  /** An embedded (auth) connector: how the visitor signed in (`email` or a social login). */
  readonly signInProvider?: string;
  /** Switching network asks the visitor in the wallet: the modal shows SwitchNetwork meanwhile. */
  readonly switchPrompts: boolean;

  /** Asks the wallet (it may prompt): the accounts it approved, [] for none. Rejects with what the wallet threw. */
  connect(request: ConnectRequest): Promise<ConnectedAccount[]>;
  /** Silently, never a prompt: the accounts the wallet still authorises, [] when it no longer does. Rejects on real failures. */
  restore(request: ConnectionRequest): Promise<ConnectedAccount[]>;
  /** Tells the wallet the site stops using `namespace`; `stillConnected` are those it still uses through this connector. */
  disconnect(namespace: ChainNamespace, stillConnected: readonly ChainNamespace[]): Promise<void>;
  /** Moves the network's namespace to it; resolves with the network the wallet is on afterwards (the wallet is the truth). */
  switchNetwork(network: Network): Promise<CaipNetworkId>;
  /** The networks the wallet accepts in `namespace` when it limits them (the Networks view's disabled reasons); undefined: any. */
  acceptedNetworks(namespace: ChainNamespace): AcceptedNetworks | undefined;
  /** What the host's `getProvider(namespace)` returns: an EIP-1193 provider for eip155, a Wallet Standard wallet for solana. */
  provider<N extends ChainNamespace>(namespace: N): ProviderOf<N> | undefined;
  /** Follows the wallet's events until the returned stop is called. */
  watch(events: ConnectorEvents): () => void;
}

/** The connector as plain data, for the views and the host's events. */
export function connectorInfo(connector: Connector): ConnectorInfo {
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chain: connector.namespaces[0] ?? 'eip155',
    imageUrl: connector.icon,
    info: connector.rdns ? { rdns: connector.rdns } : undefined,
    ...(connector.signInProvider ? { provider: connector.signInProvider } : {}),
  };
}

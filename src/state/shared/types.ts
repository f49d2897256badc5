// Shapes shared across the state layer. Everything here is plain data.
import type { CaipNetworkId } from './caip';

export type { CaipNetworkId };

export type ChainNamespace = 'eip155' | 'solana';
export const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

export interface Network {
  /** Chain reference: the EVM chain id as a number, or the CAIP-2 reference. */
  id: number | string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: NativeCurrency;
  rpcUrl?: string;
  explorerUrl?: string;
  assets?: { imageId?: string; imageUrl?: string };
}

export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingFarcaster'
  | 'SiwxSignIn'
  | 'ConnectingEmail'
  | 'ConnectingSocial'
  | 'AllSocials'
  | 'Networks'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'WalletSendPreview'
  | 'WalletReceive'
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'OnRampProviders'
  | 'OnRampFiatSelect'
  | 'OnRampTokenSelect'
  | 'BuyInProgress'
  | 'Transactions'
  | 'TransactionDetails'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SmartSessions';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';

export type ConnectorType = 'injected' | 'announced' | 'walletConnect' | 'auth';

export interface ConnectorInfo {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  info?: { rdns?: string };
  /** CAIP-2 ids (or Wallet Standard cluster names) the wallet serves: a Solana wallet's chains, a WalletConnect session's approved ones. */
  chains?: readonly string[];
  /** An embedded (`auth`) connector's sign-in: `email` or the social login used. */
  provider?: string;
}

export type AccountFeature = 'onramp' | 'swaps' | 'receive' | 'send' | 'history' | 'names';
export type Theme = 'dark' | 'light' | 'system';

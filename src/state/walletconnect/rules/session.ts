// WalletConnect's pure rules: what we ask a wallet for (namespaces, RPC map),
// when a pairing URI must be replaced, how a session's accounts are read, and
// how a registry wallet's links open a URI.
import { walletRpcUrl } from '../../networks/rules/wallet-rpc';
import {
  isSafeDeepLink,
  isSafeWebUrl,
  networkOfCaipAddress,
  PAIRING_EXPIRY_THRESHOLD_MS,
  PAIRING_LIFETIME_MS,
  type ChainNamespace,
  type Network,
} from '../../shared';

export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'eth_accounts',
  'eth_chainId',
] as const;
export const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const;
export const SOLANA_METHODS = ['solana_signTransaction', 'solana_signMessage', 'solana_signAndSendTransaction'] as const;

/** What a proposal asks of each namespace: its methods and events, and how the provider keys a network's RPC. */
const PROPOSAL_RULES: Readonly<
  Record<ChainNamespace, { methods: readonly string[]; events: readonly string[]; rpcMapKey(network: Network): string }>
> = {
  eip155: { methods: EIP155_METHODS, events: EIP155_EVENTS, rpcMapKey: (network) => String(network.id) },
  solana: { methods: SOLANA_METHODS, events: [], rpcMapKey: (network) => network.caipNetworkId },
};

export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  /** eip155: chain number → URL; solana: CAIP-2 id → URL (what the provider looks up). */
  rpcMap: Record<string, string>;
}

/**
 * The optional namespaces of a proposal: every configured eip155 and solana network. The wallet sees the rpcMap,
 * so it holds only the host's RPCs or the chains' public ones (a chain with neither is left out of it).
 */
export function buildProposalNamespaces(
  networks: readonly Network[],
  hostRpcUrls: Readonly<Record<string, string>>,
): Partial<Record<ChainNamespace, ProposalNamespace>> {
  const result: Partial<Record<ChainNamespace, ProposalNamespace>> = {};
  for (const network of networks) {
    const rules = PROPOSAL_RULES[network.chainNamespace];
    const namespace = (result[network.chainNamespace] ??= {
      chains: [],
      methods: [...rules.methods],
      events: [...rules.events],
      rpcMap: {},
    });
    namespace.chains.push(network.caipNetworkId);
    const key = rules.rpcMapKey(network);
    const rpcUrl = walletRpcUrl(network, hostRpcUrls);
    if (rpcUrl) namespace.rpcMap[key] = rpcUrl;
  }
  return result;
}

/** How long the first pairing URI may take (relay connection and proposal) before the attempt counts as failed. */
export const PAIRING_URI_TIMEOUT_MS = 15_000;

export interface Pairing {
  uri: string;
  /** Unix time in seconds, as WalletConnect carries it. */
  expiry: number;
}

/** A fresh pairing shown now lives the spec's 4 minutes. */
export function newPairing(uri: string, now: number): Pairing {
  return { uri, expiry: Math.floor((now + PAIRING_LIFETIME_MS) / 1000) };
}

/** Milliseconds until the pairing counts as expired (10 s before its end), never negative. */
export function pairingRefreshDelay(pairing: Pairing, now: number): number {
  return Math.max(0, pairing.expiry * 1000 - PAIRING_EXPIRY_THRESHOLD_MS - now);
}

export interface SessionAccount {
  namespace: ChainNamespace;
  address: string;
  caipAddress: string;
  caipNetworkId: `${string}:${string}`;
}

/**
 * The account to connect per namespace from a session's CAIP-10 accounts: the one on
 * `preferred` network when the wallet approved it, else the first on a configured network,
 * else the first at all.
 */
export function sessionAccounts(
  namespaces: Record<string, { accounts?: readonly string[] } | undefined>,
  configured: readonly string[],
  preferred?: string,
): SessionAccount[] {
  const found: SessionAccount[] = [];
  for (const namespace of ['eip155', 'solana'] as const) {
    // The session is the wallet's answer: anything but a CAIP-10 string is left out (the connector validates the rest).
    const listed: unknown = namespaces[namespace]?.accounts;
    const accounts = (Array.isArray(listed) ? (listed as unknown[]) : []).filter(
      (account): account is string => typeof account === 'string' && account.split(':').length === 3,
    );
    const onNetwork = (id?: string) => accounts.find((account) => id !== undefined && account.startsWith(`${id}:`));
    const chosen = onNetwork(preferred) ?? configured.map(onNetwork).find(Boolean) ?? accounts[0];
    if (!chosen) continue;
    const [, reference = '', address = ''] = chosen.split(':');
    found.push({ namespace, address, caipAddress: chosen, caipNetworkId: `${namespace}:${reference}` });
  }
  return found;
}

/** The approved chains of a session namespace (from `chains`, else from its accounts). */
export function approvedChains(namespace: { chains?: readonly string[]; accounts?: readonly string[] } | undefined): string[] {
  if (!namespace) return [];
  const fromAccounts = (namespace.accounts ?? []).map((account) => networkOfCaipAddress(account));
  return [...new Set([...(namespace.chains ?? []), ...fromAccounts])];
}

/**
 * A wallet link that opens `uri`: universal links (https) get `wc?uri=` after a slash, the
 * wallet's custom scheme (`metamask://`) gets it straight after the scheme's `//`. Only links
 * that pass the URL allow-list get one.
 */
export function walletLink(base: string | undefined, uri: string): string | undefined {
  if (!isSafeDeepLink(base)) return undefined;
  const encoded = encodeURIComponent(uri);
  // Past the allow-list, an http(s) link is a web URL.
  if (/^https?:/i.test(base)) return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`;
  const scheme = base.slice(0, base.indexOf(':'));
  const prefix = base.includes('://') ? (base.endsWith('/') ? base : `${base}/`) : `${scheme}://`;
  return `${prefix}wc?uri=${encoded}`;
}

export interface WalletLinks {
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
}

export type PairingLinkKind = 'mobile' | 'desktop' | 'webapp';

/**
 * The chosen wallet's links that open `uri` on the visitor's platform: the URI carries the
 * session's symKey, so it goes only to the app that can pair with it here (its phone app on a
 * phone, its desktop app on a computer, its web app on either), never to the other platform's link.
 */
export function pairingLinks(wallet: WalletLinks, uri: string, isMobile: boolean): { kind: PairingLinkKind; href: string }[] {
  const links: [PairingLinkKind, string | undefined][] = [
    isMobile ? ['mobile', walletLink(wallet.mobile_link, uri)] : ['desktop', walletLink(wallet.desktop_link, uri)],
    ['webapp', isSafeWebUrl(wallet.webapp_link) ? walletLink(wallet.webapp_link, uri) : undefined],
  ];
  return links.flatMap(([kind, href]) => (href ? [{ kind, href }] : []));
}

/**
 * How a phone opens the chosen wallet app with `uri`: its `mobile_link` formatted by {@link walletLink}.
 * A custom scheme opens in place (the OS hands it to the app, the page stays); an https universal link
 * opens in a new tab, so the dapp page keeps its pairing live while the wallet (or its site) answers.
 */
export function mobileWalletLink(
  wallet: WalletLinks,
  uri: string,
): { href: string; target: '_self' | '_blank'; universal: boolean } | undefined {
  const href = walletLink(wallet.mobile_link, uri);
  if (!href) return undefined;
  const universal = /^https?:/i.test(href);
  return { href, target: universal ? '_blank' : '_self', universal };
}

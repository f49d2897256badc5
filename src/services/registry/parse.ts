// The registry's answers are data from elsewhere: each entry is checked and a
// malformed one is dropped, never shown and never a crash. Lists, counts and text are bounded.
// An entry keeps only what the lists and a connection use: AllWallets holds thousands.
import { isSafeDeepLink, isSafeImageUrl, isSafeWebUrl } from '../http/safe-url';
import { displayText } from '../text/display-text';
import { internList } from './intern';

/** A wallet from the registry, as the product uses it (camelCase; links checked; only the fields used). */
export interface RegistryWallet {
  id: string;
  name: string;
  /** The registry's image id: its URL (the registry's image route, with projectId, st, sv) is built when shown. */
  imageId?: string;
  /** Without a usable imageId: the entry's own image URL, if safe (https:, data:image, loopback http:). */
  imageUrl?: string;
  mobileLink?: string;
  desktopLink?: string;
  webappLink?: string;
  /** The wallet app's store pages (web URLs only), for a phone without it; kept only when read with `storePages`. */
  appStore?: string;
  playStore?: string;
  rdns?: string;
  /** CAIP-2 ids the wallet supports (those asked for, when the request named chains); shared between equal lists. */
  chains: readonly string[];
  /** Namespaces the wallet injects into the page (browser extension), e.g. ['eip155']; shared between equal lists. */
  injectedNamespaces: readonly string[];
}

/** How to read entries. */
export interface ParseWalletOptions {
  /** The networks the request asked for: an entry keeps only those. */
  chains?: readonly string[];
  /** Whether to keep the app store pages (default true); only recommended wallets show them. */
  storePages?: boolean;
}

export interface WalletsPage {
  data: RegistryWallet[];
  count: number;
}

const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
/** The most wallets a page is asked for (a search's 100): the rest of a longer page is dropped. */
export const MAX_WALLETS_PER_PAGE = 100;
/** A registry count above this is not a real one (the hosted registry lists a few thousand). */
export const MAX_WALLET_COUNT = 100_000;
/** The most chains or namespaces read per wallet, and the longest text field kept. */
const MAX_LIST = 64;
const MAX_TEXT = 2048;

const text = (value: unknown, max = MAX_TEXT): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.slice(0, MAX_LIST).filter((item): item is string => typeof item === 'string' && item.length <= 128)
    : [];
}

function injectedNamespaces(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const namespaces = value
    .slice(0, MAX_LIST)
    .map((entry: unknown) => text((entry as { namespace?: unknown } | null)?.namespace, 32))
    .filter((ns): ns is string => ns !== undefined);
  return [...new Set(namespaces)];
}

function link(value: unknown, isSafe: (url: string) => boolean): string | undefined {
  const url = text(value);
  return url && isSafe(url) ? url : undefined;
}

/** The entry's chains, only those asked for when the request named some (the rules only ask "any of the configured?"). */
function walletChains(value: unknown, asked: readonly string[] | undefined): readonly string[] {
  const chains = stringList(value);
  return internList(asked && asked.length > 0 ? chains.filter((chain) => asked.includes(chain)) : chains);
}

/** One registry entry, or undefined when it lacks an id or a name. */
export function parseWallet(raw: unknown, { chains, storePages = true }: ParseWalletOptions = {}): RegistryWallet | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const entry = raw as Record<string, unknown>;
  const id = text(entry.id);
  const name = displayText(text(entry.name, MAX_TEXT));
  if (!id || !ID_PATTERN.test(id) || !name) return undefined;
  const imageIdText = text(entry.image_id);
  // The registry's own image route (its URL built when shown) first; image_url is the fallback. An id equal to the wallet's is kept once.
  const imageId = imageIdText && ID_PATTERN.test(imageIdText) ? (imageIdText === id ? id : imageIdText) : undefined;
  return {
    id,
    name,
    imageId,
    imageUrl: imageId ? undefined : link(entry.image_url, isSafeImageUrl),
    mobileLink: link(entry.mobile_link, isSafeDeepLink),
    desktopLink: link(entry.desktop_link, isSafeDeepLink),
    webappLink: link(entry.webapp_link, isSafeWebUrl),
    appStore: storePages ? link(entry.app_store, isSafeWebUrl) : undefined,
    playStore: storePages ? link(entry.play_store, isSafeWebUrl) : undefined,
    rdns: text(entry.rdns, 255),
    chains: walletChains(entry.chains, chains),
    injectedNamespaces: internList(injectedNamespaces(entry.injected)),
  };
}

/** A getWallets answer: `{data, count}` (its first MAX_WALLETS_PER_PAGE entries); a body of another shape is an error, a bad entry is dropped, an absurd count ignored. */
export function parseWalletsPage(body: unknown, options: ParseWalletOptions = {}): WalletsPage | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { data, count } = body as { data?: unknown; count?: unknown };
  if (!Array.isArray(data)) return undefined;
  const wallets = data
    .slice(0, MAX_WALLETS_PER_PAGE)
    .map((entry) => parseWallet(entry, options))
    .filter((wallet): wallet is RegistryWallet => wallet !== undefined);
  const total =
    typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 && count <= MAX_WALLET_COUNT ? count : wallets.length;
  return { data: wallets, count: total };
}

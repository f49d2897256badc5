// What a WalletConnect peer says (its approved session, its events), or what the provider's storage
// says it said: untrusted, read once here into typed values. An account that is not a valid
// CAIP-10 address of its namespace refuses the whole session; chains the site did not ask for are
// left out; the peer's name, icon and url are cleaned or dropped.
import { createError } from '../../../services/errors';
import { chainRules } from '../../chains/rules/registry';
import { displayText } from '../../../services/text/display-text';
import {
  isAddress,
  isSafeImageUrl,
  isSafeWebUrl,
  NAMESPACES,
  parseCaipAddress,
  parseCaipNetworkId,
  type CaipNetworkId,
  type ChainNamespace,
} from '../../shared';

export interface PeerNamespace {
  /** CAIP-10 accounts, each a valid address of the namespace. */
  accounts: string[];
  /** CAIP-2 chains approved (from `chains` and the accounts). */
  chains: CaipNetworkId[];
  /** The methods the wallet approved (strings only; anything else is left out). */
  methods: string[];
}

export interface PeerSession {
  namespaces: Partial<Record<ChainNamespace, PeerNamespace>>;
  peer: { name?: string; icon?: string; url?: string };
}

const MAX_ENTRIES = 256;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How an EVM address is checked (viem's, loaded with the session; a mixed-case one must carry a valid checksum). */
export type EvmAddressCheck = (address: string) => boolean;

/** A valid address of `namespace`. */
export function isNamespaceAddress(namespace: ChainNamespace, address: string, isEvmAddress: EvmAddressCheck): boolean {
  return chainRules(namespace).checksummedAddresses ? isEvmAddress(address) : isAddress(address, namespace);
}

function invalidAccount(account: unknown): never {
  throw createError('InvalidCaipAddressError', { message: `The wallet sent an invalid account: ${String(account).slice(0, 100)}` });
}

function stringList(value: unknown, what: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_ENTRIES || !value.every((item) => typeof item === 'string'))
    invalidAccount(`${what} is not a list`);
  return value as string[];
}

/** A CAIP-10 account of `namespace` with a valid address, else undefined. */
export function peerAccount(
  namespace: ChainNamespace,
  account: unknown,
  isEvmAddress: EvmAddressCheck,
): { address: string; caipNetworkId: CaipNetworkId } | undefined {
  try {
    const parsed = parseCaipAddress(account as string);
    if (parsed.namespace !== namespace || !isNamespaceAddress(namespace, parsed.address, isEvmAddress)) return undefined;
    return { address: parsed.address, caipNetworkId: parsed.caipNetworkId as CaipNetworkId };
  } catch {
    return undefined;
  }
}

function peerNamespace(namespace: ChainNamespace, raw: unknown, isEvmAddress: EvmAddressCheck, asked?: ReadonlySet<string>): PeerNamespace {
  if (!isRecord(raw)) invalidAccount(`${namespace} is no namespace`);
  const accounts = stringList(raw.accounts, `${namespace}.accounts`);
  const chains = stringList(raw.chains, `${namespace}.chains`);
  for (const account of accounts) if (!peerAccount(namespace, account, isEvmAddress)) invalidAccount(account);
  for (const chain of chains) if (parseCaipNetworkId(chain).namespace !== namespace) invalidAccount(chain);
  const wanted = (chain: string) => !asked || asked.has(chain);
  const keptAccounts = accounts.filter((account) => wanted(peerAccount(namespace, account, isEvmAddress)!.caipNetworkId));
  const fromAccounts = keptAccounts.map((account) => peerAccount(namespace, account, isEvmAddress)!.caipNetworkId);
  const methods = Array.isArray(raw.methods)
    ? raw.methods.slice(0, MAX_ENTRIES).filter((method): method is string => typeof method === 'string')
    : [];
  return { accounts: keptAccounts, chains: [...new Set([...chains.filter(wanted), ...fromAccounts])] as CaipNetworkId[], methods };
}

function peerMetadata(raw: unknown): PeerSession['peer'] {
  const metadata = isRecord(raw) && isRecord(raw.metadata) ? raw.metadata : {};
  const icons = Array.isArray(metadata.icons) ? metadata.icons.slice(0, 8) : [];
  return {
    name: displayText(metadata.name),
    icon: icons.find((icon) => isSafeImageUrl(icon)) as string | undefined,
    url: isSafeWebUrl(metadata.url) ? metadata.url : undefined,
  };
}

/**
 * A session as the site may use it. `asked` (the chains the proposal asked for) leaves out what the
 * peer added; without it (a restored session) every valid chain stays. Throws InvalidCaipAddressError
 * (or InvalidCaipNetworkIdError) for an account or chain that is not valid.
 */
export function parsePeerSession(session: unknown, isEvmAddress: EvmAddressCheck, asked?: readonly string[]): PeerSession {
  const namespaces = isRecord(session) ? session.namespaces : undefined;
  if (!isRecord(namespaces)) invalidAccount('the session has no namespaces');
  const askedSet = asked ? new Set(asked) : undefined;
  const result: PeerSession = { namespaces: {}, peer: peerMetadata(isRecord(session) ? session.peer : undefined) };
  for (const namespace of NAMESPACES) {
    if (namespaces[namespace] !== undefined)
      result.namespaces[namespace] = peerNamespace(namespace, namespaces[namespace], isEvmAddress, askedSet);
  }
  return result;
}

/** A chainChanged event's data (a chain number, a hex or decimal string, or a CAIP-2 id) as the namespace's CAIP-2 id; undefined when it is none. */
export function peerChain(namespace: ChainNamespace, data: unknown): CaipNetworkId | undefined {
  if (typeof data !== 'number' && typeof data !== 'string') return undefined;
  const reference = chainRules(namespace).chainIdReference(data);
  if (reference !== undefined) return `${namespace}:${reference}`;
  if (typeof data === 'number') return undefined;
  try {
    return parseCaipNetworkId(data).namespace === namespace ? (data as CaipNetworkId) : undefined;
  } catch {
    return undefined;
  }
}

/** An accountsChanged event's data: valid accounts of the namespace (CAIP-10 or bare addresses), else undefined. */
export function peerAddresses(namespace: ChainNamespace, data: unknown, isEvmAddress: EvmAddressCheck): string[] | undefined {
  if (!Array.isArray(data) || data.length > MAX_ENTRIES) return undefined;
  const addresses = data.map((entry: unknown) => {
    if (typeof entry !== 'string') return undefined;
    return entry.includes(':')
      ? peerAccount(namespace, entry, isEvmAddress)?.address
      : isNamespaceAddress(namespace, entry, isEvmAddress)
        ? entry
        : undefined;
  });
  return addresses.every((address) => address !== undefined) ? (addresses as string[]) : undefined;
}

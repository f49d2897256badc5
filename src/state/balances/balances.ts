// The connected accounts' portfolios (per account and network), from the
// blockchain service: cached 30 s, no retry for 30 s after a failure, refreshed
// after the visitor's own transactions; the native balance falls back to the RPC.
import { subscribe } from 'valtio';
import type { ServiceBalance } from '../../services/blockchain-api';
import { createError } from '../../services/errors';
import { formatAmount } from '../../services/units';
import { accountOf, accountState, setAccount } from '../account';
import { blockchainApi } from '../blockchain-api';
import { chainAdapter, chainRules } from '../chains';
import { findNetwork, namespaceOf, rpcUrlFor } from '../networks';
import { onStateEvent, reportError } from '../events';
import { loadIdentity } from './identity';
import { portfolioState, type Portfolio, type TokenRow } from '../account';
import { filterTokenBalances } from './rules/balances';
import { BALANCE_RETRY_GAP_MS } from '../shared';
import { decimalToScaled, formatUsd, multiplyUsd, shouldFetchBalances, USD_SCALE, type FetchRecord } from './rules/portfolio';
import { defineSlice, defineTask, isSuperseded, NAMESPACES, type ChainNamespace } from '../shared';
import { optionsState } from '../settings';

/** The tag amounts are formatted for (the element's locale). */
const displayLocale = () => optionsState.options.lang;

const records = defineSlice({ name: 'balances/records', initial: () => new Map<string, FetchRecord>() });
const inFlight = defineSlice({ name: 'balances/in-flight', initial: () => new Map<string, Promise<void>>() });

function usdScaledOf(balance: ServiceBalance): bigint | undefined {
  if (balance.value !== undefined) return decimalToScaled(balance.value, USD_SCALE);
  return balance.price === undefined ? undefined : multiplyUsd(balance.quantity.numeric, balance.price);
}

function toRow(balance: ServiceBalance, usd: bigint | undefined): TokenRow {
  const { decimals, numeric } = balance.quantity;
  const amount = decimalToScaled(numeric, decimals);
  return {
    id: balance.address ?? balance.chainId,
    name: balance.name,
    symbol: balance.symbol,
    iconUrl: balance.iconUrl,
    amount: amount.toString(),
    decimals,
    quantity: formatAmount(amount, decimals, '', 4, displayLocale()),
    usdValue: usd === undefined ? undefined : formatUsd(usd, displayLocale()),
    price: balance.price,
  };
}

/** The service's answer for one network as the view lists it: native first, 0-decimal tokens out, a total. */
function toPortfolio(balances: readonly ServiceBalance[], caipNetworkId: string): Portfolio {
  const onNetwork = filterTokenBalances(balances.filter((balance) => balance.chainId === caipNetworkId));
  const ordered = [...onNetwork.filter((balance) => !balance.address), ...onNetwork.filter((balance) => balance.address)];
  const usd = ordered.map((balance) => usdScaledOf(balance));
  const total = usd.reduce<bigint>((sum, value) => sum + (value ?? 0n), 0n);
  const tokens = ordered.map((balance, index) => toRow(balance, usd[index]));
  return { status: 'loaded', tokens, totalUsd: usd.some((value) => value !== undefined) ? formatUsd(total, displayLocale()) : undefined };
}

function setNative(namespace: ChainNamespace, caipAddress: string, amount: bigint, decimals: number, symbol: string) {
  if (accountOf(namespace).caipAddress !== caipAddress) return;
  setAccount(namespace, {
    balance: amount.toString(),
    balanceDecimals: decimals,
    balanceSymbol: symbol,
    balanceFormatted: formatAmount(amount, decimals, symbol, 4, displayLocale()),
  });
}

/** The service failed: the native balance straight from the chain, so the button still shows one. */
async function readNativeFromRpc(namespace: ChainNamespace, caipAddress: string, address: string, caipNetworkId: string) {
  const network = findNetwork(caipNetworkId);
  const symbol = network?.nativeCurrency.symbol ?? chainRules(namespace).nativeCurrency.symbol;
  try {
    const { amount, decimals } = await chainAdapter(namespace).readNativeBalance(rpcUrlFor(caipNetworkId), address, network);
    setNative(namespace, caipAddress, amount, decimals, symbol);
  } catch {
    // Neither source answered: the button shows no balance, Account shows Token Balance Unavailable.
    if (accountOf(namespace).caipAddress === caipAddress) setAccount(namespace, { balance: undefined, balanceFormatted: undefined });
  }
}

async function fetchPortfolio(namespace: ChainNamespace, caipAddress: string, force: boolean) {
  const run = requests.current();
  const [space = '', reference = '', address = ''] = caipAddress.split(':');
  const caipNetworkId = `${space}:${reference}`;
  const previous = portfolioState.byCaipAddress[caipAddress];
  if (previous?.status !== 'loaded') portfolioState.byCaipAddress[caipAddress] = { status: 'loading', tokens: [] };
  try {
    if (!findNetwork(caipNetworkId)) throw new Error(`${caipNetworkId} is not a configured network`);
    const balances = await run.step(blockchainApi().fetchBalances({ address, chainId: caipNetworkId, forceUpdate: force }));
    const portfolio = toPortfolio(balances, caipNetworkId);
    portfolioState.byCaipAddress[caipAddress] = portfolio;
    answers.set(caipAddress, { balances, caipNetworkId });
    records.set(caipAddress, { fetchedAt: Date.now() });
    // The native row's id is the network's (tokens carry their contract's).
    const native = portfolio.tokens.find((row) => row.id === caipNetworkId);
    if (!native) return readNativeFromRpc(namespace, caipAddress, address, caipNetworkId);
    setNative(namespace, caipAddress, BigInt(native.amount), native.decimals, native.symbol);
  } catch (error) {
    if (isSuperseded(error)) return;
    records.set(caipAddress, { ...records.get(caipAddress), failedAt: Date.now() });
    portfolioState.byCaipAddress[caipAddress] = { status: 'unavailable', tokens: [], retryAt: Date.now() + BALANCE_RETRY_GAP_MS };
    const detail = error instanceof Error ? error.message : String(error);
    reportError(createError('TokenBalanceUnavailableError', { message: `Token Balance Unavailable (${detail})`, cause: error }));
    // Not awaited: the RPC's own retries (up to 40 s) must not hold the request slot that Retry needs.
    void readNativeFromRpc(namespace, caipAddress, address, caipNetworkId);
  }
}

const queuedForced = defineSlice({ name: 'balances/queued-forced', initial: () => new Map<string, Promise<void>>() });

/** The service's last answer per account, so a `lang` change re-formats without asking again. */
const answers = defineSlice({
  name: 'balances/answers',
  initial: () => new Map<string, { balances: readonly ServiceBalance[]; caipNetworkId: string }>(),
});

/** The service's answers: a reset supersedes them (answers to older requests are dropped). */
const requests = defineTask('balances/requests');

interface Tracking {
  /** The locale the amounts shown are formatted for. */
  formattedFor: string;
  /** The account each namespace's balances were last loaded for. */
  lastSeen: Partial<Record<ChainNamespace, string>>;
  stop?: () => void;
}

const tracking = defineSlice<Tracking>({
  name: 'balances/tracking',
  initial: () => ({ formattedFor: displayLocale(), lastSeen: {} }),
  dispose: ({ stop }) => stop?.(),
});

/** `lang` changed: the amounts shown (portfolios, the button's balance) in the new locale's format. */
function reformatBalances() {
  if (tracking.formattedFor === displayLocale()) return;
  tracking.formattedFor = displayLocale();
  for (const [caipAddress, { balances, caipNetworkId }] of answers) {
    if (portfolioState.byCaipAddress[caipAddress]?.status === 'loaded')
      portfolioState.byCaipAddress[caipAddress] = toPortfolio(balances, caipNetworkId);
  }
  for (const namespace of NAMESPACES) {
    const { balance, balanceDecimals, balanceSymbol, balanceFormatted } = accountOf(namespace);
    if (balance === undefined || balanceDecimals === undefined || balanceSymbol === undefined || balanceFormatted === undefined) continue;
    setAccount(namespace, { balanceFormatted: formatAmount(BigInt(balance), balanceDecimals, balanceSymbol, 4, tracking.formattedFor) });
  }
}

function queueForced(namespace: ChainNamespace, caipAddress: string, pending: Promise<void>): Promise<void> {
  const queued = queuedForced.get(caipAddress);
  if (queued) return queued;
  const next = pending.then(() => {
    queuedForced.delete(caipAddress);
    return refreshBalances(namespace, { force: true });
  });
  queuedForced.set(caipAddress, next);
  return next;
}

/**
 * Loads the namespace's connected account's portfolio and native balance unless a fresh
 * answer is cached or a failure is within the retry gap. `force`: after the visitor's own transaction.
 */
export function refreshBalances(namespace: ChainNamespace, { force = false } = {}): Promise<void> {
  const { status, caipAddress } = accountOf(namespace);
  if (status !== 'connected' || !caipAddress) return Promise.resolve();
  const pending = inFlight.get(caipAddress);
  // A transaction's refresh must not be answered by a request that started before it: it goes after.
  if (pending && force) return queueForced(namespace, caipAddress, pending);
  if (pending) return pending;
  if (!shouldFetchBalances(records.get(caipAddress), Date.now(), force)) return Promise.resolve();
  const request = fetchPortfolio(namespace, caipAddress, force).finally(() => inFlight.delete(caipAddress));
  inFlight.set(caipAddress, request);
  return request;
}

function refreshChangedAccounts() {
  for (const namespace of NAMESPACES) {
    const { status, caipAddress, address } = accountOf(namespace);
    const current = status === 'connected' ? caipAddress : undefined;
    const previous = tracking.lastSeen[namespace];
    if (current === previous) continue;
    tracking.lastSeen[namespace] = current;
    if (!current || !address) continue;
    void refreshBalances(namespace);
    if (!chainRules(namespace).names) continue;
    // Another address must not show the previous one's name while its own is looked up.
    if (previous?.split(':')[2] !== address)
      setAccount(namespace, { profileName: undefined, profileImage: undefined, profileErrorKey: undefined });
    void loadIdentity(address);
  }
}

/**
 * Follows the connected accounts (idempotent): a new account or network loads its balances and
 * identity; the visitor's own transaction forces a refresh. Starts on connect or restore (intent).
 */
export function trackBalances() {
  if (tracking.stop) return refreshChangedAccounts();
  const unsubscribe = subscribe(accountState, refreshChangedAccounts);
  const unsubscribeLang = subscribe(optionsState, reformatBalances);
  const unlisten = onStateEvent((event) => {
    // At the hash; its end refreshes them again (the pending poller).
    if (event.type === 'transaction' && event.status === 'pending') void refreshBalances(namespaceOf(event.caipNetworkId), { force: true });
  });
  tracking.stop = () => {
    unsubscribe();
    unsubscribeLang();
    unlisten();
  };
  refreshChangedAccounts();
}

// On-ramp's purchase: Continue asks the service for the provider's checkout URL for the visitor's
// address on the chosen network and opens it in a new window (the link is shown if the browser
// blocks it); BuyInProgress then follows the purchase through the provider's history until it
// completes (`transaction` kind 'onramp', balances refreshed, Activity told) or fails.
import { featureChunks } from '../chunks/features';
import type { HistoryTransaction } from '../../services/blockchain-api';
import { addPendingTransaction } from '../activity';
import { reportError } from '../events';
import { withChunk } from '../chunks';
import { pushView } from '../router';
import { namespaceOf } from '../networks';
import { onRampApi } from './api';
import { stopOnRampQuotes } from './form';
import { onRampAddress, onRampAsset, onRampState, type OnRampPurchase } from './onramp';
import { checkAmount } from './rules/limits';

/** How often the provider's history is read while the purchase is followed. */
export const ONRAMP_POLL_MS = 3000;

async function historyOf(
  purchase: Pick<OnRampPurchase, 'address' | 'provider' | 'asset'>,
  signal?: AbortSignal,
): Promise<HistoryTransaction[]> {
  const page = await onRampApi().fetchOnRampHistory({
    address: purchase.address,
    chainId: purchase.asset.caipNetworkId,
    provider: purchase.provider,
    signal,
  });
  return page.data;
}

/** Opens `url` in a new window without giving it this page; false when the browser blocked it. */
function openCheckout(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}

/** Continue with `provider`: its checkout opens in a new window and the modal shows the purchase in progress. */
export async function continueOnRamp(provider: string): Promise<void> {
  const asset = onRampAsset();
  const address = onRampAddress(asset);
  const check = checkAmount(onRampState.amountInput, onRampState.options.value, onRampState.currency, onRampState.method);
  // One checkout at a time; a failed one (its message shown) may be tried again.
  const inFlight = onRampState.opening.provider !== undefined && onRampState.opening.messageKey === undefined;
  if (!asset || !address || !check.ok || inFlight) return;
  onRampState.opening = { provider };
  const currency = onRampState.currency;
  const quote = onRampState.quotes.find((entry) => entry.provider === provider);
  try {
    const [url, before] = await Promise.all([
      onRampApi().generateOnRampUrl({ provider, address, network: asset.network, asset: asset.id, amount: check.amount, currency }),
      historyOf({ address, provider, asset }).catch(() => []),
    ]);
    const blocked = !openCheckout(url);
    stopOnRampQuotes();
    onRampState.purchase = {
      provider,
      url,
      blocked,
      asset: { ...asset },
      amount: check.amount,
      currency,
      address,
      status: 'pending',
      seen: before.map((entry) => entry.id),
      purchaseAmount: quote?.status === 'ready' ? quote.quote.purchaseAmount : undefined,
    };
    onRampState.opening = {};
    pushView('BuyInProgress');
  } catch (error) {
    onRampState.opening = { provider, messageKey: reportError(error, 'OnRampProviders').messageKey };
  }
}

/** The purchase's record once the provider lists it: the first entry not listed before the checkout opened. */
export const purchaseRecord = (
  purchase: Pick<OnRampPurchase, 'seen'>,
  listed: readonly HistoryTransaction[],
): HistoryTransaction | undefined => listed.find((entry) => !purchase.seen.includes(entry.id));

function complete(purchase: OnRampPurchase, record: HistoryTransaction) {
  const hash = record.metadata.hash;
  purchase.status = 'completed';
  purchase.hash = hash;
  const caipNetworkId = purchase.asset.caipNetworkId;
  addPendingTransaction({
    hash,
    caipNetworkId,
    kind: 'onramp',
    from: record.metadata.sentFrom,
    to: purchase.address,
    symbol: purchase.asset.symbol,
  });
  withChunk(featureChunks.balances, ({ refreshBalances }) => refreshBalances(namespaceOf(caipNetworkId), { force: true }));
}

/** Reads the provider's history once and moves the purchase on when its record says so. */
export async function checkPurchase(signal?: AbortSignal): Promise<void> {
  const purchase = onRampState.purchase;
  if (!purchase || purchase.status !== 'pending') return;
  try {
    const record = purchaseRecord(purchase, await historyOf(purchase, signal));
    if (signal?.aborted || onRampState.purchase !== purchase || !record) return;
    if (record.metadata.status === 'confirmed') complete(purchase, record);
    else if (record.metadata.status === 'failed') purchase.status = 'failed';
  } catch (error) {
    if (!signal?.aborted) reportError(error, 'BuyInProgress');
  }
}

/** Follows the purchase while BuyInProgress shows (poll every ONRAMP_POLL_MS); the returned function stops it. */
export function followPurchase(): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    await checkPurchase(controller.signal);
    if (!controller.signal.aborted && onRampState.purchase?.status === 'pending') timer = setTimeout(() => void tick(), ONRAMP_POLL_MS);
  };
  void tick();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}

/** Forgets a finished purchase (the visitor starts another). */
export function dismissPurchase() {
  if (onRampState.purchase?.status !== 'pending') onRampState.purchase = undefined;
}

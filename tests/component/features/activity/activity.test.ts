// Activity (src/react/features/activity/): the connected account's history on the active network,
// read over real HTTP from the devnet's own history code (tests/fixtures/api-test-server.mjs),
// with the visitor's own pending transactions on top until the service lists them.
import { expect } from 'chai';
import { addPendingTransaction, isPollingPending, loadActivity } from '../../../../src/state/activity';
import {
  apiRequests,
  ETH,
  fungibleTransfer,
  heldHistory,
  historyItem,
  nftTransfer,
  releaseHistory,
  setLedger,
  testApi,
  testHash,
  type HistoryItem,
  type Ledger,
} from '../../../fixtures/api-ledger';
import { unmarkedTexts } from '../../../fixtures/catalogue-strings';
import { DEVNET_A, DEVNET_B } from '../../../fixtures/devnet-networks';
import { installFakeClock } from '../../../fixtures/fake-clock';
import { accessibleName, findButtonIn, query, recordEvents, roots, textOf, waitFor } from '../../../fixtures/dom';
import { TestWallet, TEST_ACCOUNTS } from '../../../fixtures/test-wallet';
import { createWalletModal, freshPage, type WalletModal } from '../../../fixtures/wallet-modal';

const A = 'eip155:31337';
const B = 'eip155:31338';
const HOUR = 3_600_000;

/** `count` transactions on `chain`, newest first, `apart` ms apart from `newest`: sent 1…count dUSDC (the newest sent `count`). */
function sends(chain: string, count: number, newest = Date.now() - 60_000, first = 1, apart = HOUR): HistoryItem[] {
  return Array.from({ length: count }, (_, i) =>
    historyItem(chain, testHash(first + i), new Date(newest - i * apart), [fungibleTransfer('dUSDC', String(count - i), 'out')]),
  );
}

const rowButtons = (element: WalletModal) =>
  roots(element).flatMap((root) => [...root.querySelectorAll<HTMLButtonElement>('.wm-activity-row')]);
const rowNames = (element: WalletModal) => rowButtons(element).map((button) => accessibleName(button));

describe('Activity', () => {
  let element: WalletModal;
  let apiUrl: string;
  let count = 0;

  async function openActivity(
    ledger: Ledger,
    { lang = 'en', networks = `${A},${B}`, explorerUrl }: { lang?: string; networks?: string; explorerUrl?: string } = {},
  ) {
    const name = `Activity Wallet ${(count += 1)}`;
    const wallet = new TestWallet(name, `org.example.activity${count}`).announce();
    apiUrl = await testApi({ balances: { [A]: [ETH('1000000000000000000')], [B]: [ETH('0')] }, ...ledger });
    // The chain the pending poller reads is the ledger's own JSON-RPC.
    const config = { networks: [{ ...DEVNET_A, rpcUrl: `${apiUrl}/rpc`, explorerUrl }, DEVNET_B] };
    element = createWalletModal({ networks, features: 'receive,history', 'api-url': apiUrl, lang }, { config });
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(name)), 'the wallet')).click();
    const activity = lang === 'en' ? 'Activity' : '⟦Activity⟧';
    (await waitFor(() => findButtonIn(element, activity), 'the Activity button')).click();
    return wallet;
  }

  beforeEach(freshPage);
  afterEach(() => element?.remove());

  it('names a counterparty with a registered name (the reverse lookup), the address in its title', async () => {
    const carol = { name: 'carol.wallet-modal.eth', addresses: { 60: '0x3333333333333333333333333333333333333333' } };
    await openActivity({ history: { [A]: sends(A, 3) }, names: [carol] });
    await waitFor(() => rowNames(element)[0]?.startsWith('Sent to carol.wallet-modal.eth −3 dUSDC'), 'the named counterparty');
    expect(
      rowNames(element)
        .slice(0, 3)
        .map((name) => name.split(' dUSDC')[0]),
    ).to.deep.equal(['Sent to carol.wallet-modal.eth −3', 'Sent to carol.wallet-modal.eth −2', 'Sent to carol.wallet-modal.eth −1']);
    const party = query(element, '.wm-activity-party [translate="no"]');
    expect(party?.getAttribute('title')).to.equal('0x3333333333333333333333333333333333333333');
  });

  it('lists the active network’s transactions newest first under their day, and pages on as the list scrolls', async () => {
    const now = Date.now();
    // A day apart, so each row has its own day heading whatever the hour: how many entries the first page
    // makes (and so whether the end is already within the prefetch distance) does not depend on the clock.
    await openActivity({ history: { [A]: sends(A, 45, now - 60_000, 1, 24 * HOUR), [B]: sends(B, 3, now, 1000) } });
    await waitFor(() => rowButtons(element).length > 0, 'the first rows');
    const [first] = rowNames(element);
    expect(first).to.match(/^Sent to 0x3333…3333 −45 dUSDC (1 min ago|Just now)$/);
    expect(textOf(element)).to.include('Today');
    expect(textOf(element)).to.not.include('−3 dUSDC'); // chain B's newest: another network
    expect((await apiRequests(apiUrl)).history).to.equal(1);

    // Scrolling to the end asks for the next page, until the last one (20 + 20 + 5).
    const scroller = query(element, '.wm-activity-scroll')!;
    // Scrolled to the end again on every probe: a scroll made before the last page's rows render lands above the new end.
    const toEnd = () => (scroller.scrollTop = scroller.scrollHeight);
    for (const pages of [2, 3]) {
      await waitFor(async () => (toEnd(), (await apiRequests(apiUrl)).history >= pages), `page ${pages}`);
    }
    await waitFor(() => (toEnd(), rowNames(element).some((row) => row.includes('−1 dUSDC'))), 'the oldest transaction');
    expect(query(element, '.wm-activity-more')).to.equal(null);
    expect((await apiRequests(apiUrl)).history).to.equal(3);
  });

  it('starts over for another network: the old list goes, the new network’s comes', async () => {
    const wallet = await openActivity({ history: { [A]: sends(A, 2), [B]: sends(B, 1, Date.now(), 1000) } });
    await waitFor(() => rowButtons(element).length === 2, 'chain A’s rows');
    wallet.switchChain(31338);
    await waitFor(() => rowButtons(element).length === 1, 'chain B’s row');
    expect(rowNames(element)[0]).to.match(/^Sent to 0x3333…3333 −1 dUSDC/);
    expect((await apiRequests(apiUrl)).history).to.equal(2);
  });

  it('shown again after 30 s, the list fetches its first page again and puts what is new on top', async () => {
    await openActivity({ history: { [A]: sends(A, 2) } });
    await waitFor(() => rowButtons(element).length === 2, 'the rows');
    element.close();
    const newer = historyItem(A, testHash(0x77), new Date(), [fungibleTransfer('ETH', '0.5', 'in')], {
      operationType: 'receive',
      sentFrom: `0x${'7'.repeat(40)}`,
    });
    await setLedger(apiUrl, { balances: { [A]: [ETH('1')] }, history: { [A]: [newer, ...sends(A, 2)] } });
    const reopen = async () => {
      element.open();
      (await waitFor(() => findButtonIn(element, 'Activity'), 'the Activity button')).click();
    };
    await reopen();
    await waitFor(() => rowButtons(element).length === 2, 'the list again');
    expect((await apiRequests(apiUrl)).history).to.equal(1, 'a fresh list is not fetched again');
    element.close();
    const clock = installFakeClock(Date.now() + 31_000);
    try {
      await reopen();
      await waitFor(() => rowButtons(element).length === 3, 'the new transaction');
    } finally {
      clock.uninstall();
    }
    expect(rowNames(element)[0]).to.match(/^Received from 0x7777…7777 \+0\.5 ETH/);
    expect((await apiRequests(apiUrl)).history).to.equal(2);
  });

  it('shows skeleton rows while the first page loads, and drops the answer for a network the visitor left', async () => {
    const wallet = await openActivity({ history: { [A]: sends(A, 2), [B]: sends(B, 1, Date.now(), 1000) }, holdHistory: true });
    const loading = await waitFor(() => query(element, '[role="status"][aria-label="Loading transactions"]'), 'the skeleton');
    expect(loading.querySelectorAll('.wm-skeleton-row').length).to.be.greaterThan(1);
    await waitFor(async () => (await heldHistory(apiUrl)) === 1, 'chain A’s request at the service');
    wallet.switchChain(31338);
    await waitFor(async () => (await heldHistory(apiUrl)) === 2, 'chain B’s request at the service');
    await releaseHistory(apiUrl, 'newest');
    await waitFor(() => rowButtons(element).length === 1, 'chain B’s row');
    // Chain A's answer comes last: it is for a list the visitor left, so it is dropped.
    // Counted from an empty buffer: a full one (250 entries by default, the page's polls included) records nothing new.
    performance.clearResourceTimings();
    await releaseHistory(apiUrl, 'oldest');
    await waitFor(
      () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/history')),
      'chain A’s answer in the page',
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(rowNames(element)).to.have.length(1);
    expect(rowNames(element)[0]).to.match(/^Sent to 0x3333…3333 −1 dUSDC/);
  });

  it('hides a transaction whose only transfer is a spam NFT and keeps a mixed one with its real transfer', async () => {
    const now = Date.now();
    const spamOnly = historyItem(A, testHash(1), new Date(now - 60_000), [nftTransfer('Free Airdrop NFT #1', true)], {
      operationType: 'mint',
      sentFrom: `0x${'5'.repeat(40)}`,
    });
    const mixed = historyItem(
      A,
      testHash(2),
      new Date(now - 120_000),
      [nftTransfer('Free Airdrop NFT #2', true), fungibleTransfer('dUSDC', '0.25', 'in')],
      { operationType: 'mint', sentFrom: `0x${'5'.repeat(40)}` },
    );
    const real = historyItem(A, testHash(3), new Date(now - 180_000), [nftTransfer('Real NFT', false)], { operationType: 'receive' });
    await openActivity({ history: { [A]: [spamOnly, mixed, real] } });
    await waitFor(() => rowButtons(element).length === 2, 'two rows');
    expect(rowNames(element).map((name) => name.replace(/ \d+ \S+ ago$| Just now$/, ''))).to.deep.equal([
      'Minted from 0x5555…5555 +0.25 dUSDC',
      'Received from 0x3333…3333 Real NFT',
    ]);
    expect(textOf(element)).to.not.include('Free Airdrop NFT');
  });

  it('shows a contract deployment and an approval by name, each with its own icon, not a “?”', async () => {
    const deployment = historyItem(A, testHash(7), new Date(Date.now() - 60_000), [], { operationType: 'deploy' });
    const approval = historyItem(A, testHash(8), new Date(Date.now() - 120_000), [], { operationType: 'approve' });
    await openActivity({ history: { [A]: [deployment, approval], [B]: [] } });
    await waitFor(() => rowButtons(element).length === 2, 'the rows');
    const [deployed, approved] = rowButtons(element);
    expect(accessibleName(deployed!)).to.match(/^Contract deployment to 0x3333…3333 (1 min ago|Just now)$/);
    expect(accessibleName(approved!)).to.match(/^Approved to 0x3333…3333 2 min ago$/);
    const marks = [deployed!, approved!].map((row) => {
      expect(row.querySelector('.wm-wallet-icon')).to.equal(null);
      expect(row.textContent).to.not.include('?');
      const icon = row.querySelector('.wm-activity-icon')!;
      expect(icon.getAttribute('aria-hidden')).to.equal('true');
      return icon.querySelector('svg path')!.getAttribute('d');
    });
    expect(marks[0]).to.not.equal(marks[1]);
  });

  it('says so when there are no transactions', async () => {
    await openActivity({ history: { [A]: [] } });
    await waitFor(() => textOf(element).includes('No transactions yet'), 'the empty state');
    expect(textOf(element)).to.include('Transactions of this account on Devnet A show here.');
  });

  it('a failing history empties the list, fires error and Retry recovers', async () => {
    const events = recordEvents(['error']);
    try {
      await openActivity({ history: { [A]: sends(A, 3) }, failHistory: 400 });
      const alert = await waitFor(() => query(element, '[role="alert"]'), 'the error');
      expect(alert.textContent).to.include('Failed to fetch transactions');
      expect(rowButtons(element)).to.have.length(0);
      expect(events.of('error').map((detail) => [detail.code, detail.view])).to.deep.include(['FetchTransactionsError', 'Transactions']);

      await setLedger(apiUrl, { balances: { [A]: [ETH('1')] }, history: { [A]: sends(A, 3) } });
      findButtonIn(element, 'Try again')!.click();
      await waitFor(() => rowButtons(element).length === 3, 'the rows after Retry');
      expect(query(element, '[role="alert"]')).to.equal(null);
    } finally {
      events.stop();
    }
  });

  it('shows the visitor’s own transaction at once as pending, then the service’s record in its place, once', async () => {
    const hash = testHash(0xabc);
    await openActivity({ history: { [A]: sends(A, 2) } });
    await waitFor(() => rowButtons(element).length === 2, 'the listed rows');
    addPendingTransaction({
      hash,
      caipNetworkId: A,
      kind: 'send',
      from: TEST_ACCOUNTS[0]!,
      to: `0x${'4'.repeat(40)}`,
      amount: '12500000',
      decimals: 6,
      symbol: 'dUSDC',
    });
    addPendingTransaction({
      hash: testHash(0xdef),
      caipNetworkId: B,
      kind: 'send',
      from: TEST_ACCOUNTS[0]!,
      amount: '1',
      decimals: 18,
      symbol: 'ETH',
    });
    await waitFor(() => rowButtons(element).length === 3, 'the pending row');
    expect(rowNames(element)[0]).to.equal('Sent Pending to 0x4444…4444 −12.5 dUSDC Just now');

    // The chain mines it and the service lists it: its record replaces the pending row.
    const record = historyItem(A, hash, new Date(), [fungibleTransfer('dUSDC', '12.5', 'out')], { sentTo: `0x${'6'.repeat(40)}` });
    await setLedger(apiUrl, { balances: { [A]: [ETH('1')] }, history: { [A]: [record, ...sends(A, 2)] }, receipts: { [hash]: 'success' } });
    await waitFor(() => rowNames(element)[0]?.startsWith('Sent to 0x6666…6666 −12.5 dUSDC'), 'the service’s record', 8000);
    expect(rowButtons(element)).to.have.length(3);
    expect(rowNames(element).filter((name) => name.includes('12.5'))).to.have.length(1);
    // Chain B's transaction is still tracked, so its poller runs; none of it shows in chain A's list (its toast does).
    expect(rowNames(element).join(' ')).to.not.include('Pending');
    expect(isPollingPending()).to.equal(true);
  });

  it('shows a reverted own transaction as failed, with the explorer link, and stops polling when nothing is pending', async () => {
    const hash = testHash(0xbad);
    await openActivity({ history: { [A]: [] }, receipts: { [hash]: 'reverted' } }, { explorerUrl: 'https://explorer.example' });
    await waitFor(() => textOf(element).includes('No transactions yet'), 'the empty list');
    addPendingTransaction({
      hash,
      caipNetworkId: A,
      kind: 'send',
      from: TEST_ACCOUNTS[0]!,
      to: `0x${'4'.repeat(40)}`,
      amount: '1',
      decimals: 0,
      symbol: 'dPTS',
    });
    await waitFor(() => rowNames(element)[0]?.startsWith('Failed to 0x4444…4444'), 'the failed row', 8000);
    await waitFor(() => !isPollingPending(), 'the poller to stop');
    // Its details say failed and link to the network's explorer.
    rowButtons(element)[0]!.click();
    const link = await waitFor(() => query<HTMLAnchorElement>(element, '.wm-activity-details a'), 'the explorer link');
    expect(link.textContent).to.equal('View on block explorer');
    expect(link.href).to.equal(`https://explorer.example/tx/${hash}`);
    expect(textOf(element)).to.include('Failed');
  });

  it('opens a transaction on its own view with every detail, and Back returns to the list', async () => {
    await openActivity({ history: { [A]: sends(A, 2) } });
    (await waitFor(() => rowButtons(element)[0], 'a row')).click();
    await waitFor(() => query(element, '.wm-activity-details'), 'the details');
    expect(query(element, '.wm-dialog-title')?.textContent).to.equal('Transaction');
    const text = textOf(element);
    for (const part of ['Sent', 'Confirmed', 'Devnet A', '−2 dUSDC', testHash(1), `0x${'3'.repeat(40)}`]) expect(text).to.include(part);
    findButtonIn(element, 'Back')!.click();
    await waitFor(() => rowButtons(element).length === 2, 'the list again');
  });

  it('refuses to fetch without an account (AccountAddressRequiredError)', async () => {
    element = createWalletModal({ networks: A });
    const events = recordEvents(['error']);
    try {
      await loadActivity();
      expect(events.of('error').map((detail) => detail.code)).to.deep.equal(['AccountAddressRequiredError']);
    } finally {
      events.stop();
    }
  });

  it('renders only catalogue strings, data aside', async () => {
    await openActivity({ history: { [A]: sends(A, 2) } }, { lang: 'en-XA' });
    await waitFor(() => rowButtons(element).length === 2, 'the rows');
    expect(query(element, '.wm-dialog-title')?.textContent).to.equal('⟦Activity⟧');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
    rowButtons(element)[0]!.click();
    await waitFor(() => query(element, '.wm-activity-details'), 'the details');
    expect(query(element, '.wm-dialog-title')?.textContent).to.equal('⟦Transaction⟧');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

// The Account view's states against a real local blockchain service (tests/fixtures/api-test-server.mjs):
// loaded (identity, tokens, total), loading, Token Balance Unavailable with the RPC fallback, a long virtual list.
import { expect } from 'chai';
import { currentView } from '../../src/state/router/router';
import { ETH, SOL, releaseBalances, testApi, type Ledger, type LedgerEntry } from '../fixtures/api-ledger';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { TestSolanaWallet, TEST_SOLANA_ACCOUNTS } from '../fixtures/test-solana-wallet';
import { TestWallet, TEST_ACCOUNTS } from '../fixtures/test-wallet';
import { accessibleName, findButtonIn, query, recordEvents, roots, textOf, waitFor } from '../fixtures/dom';
import { connectWallet, createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';
import { installFakeClock, type FakeClock } from '../fixtures/fake-clock';
import { BALANCE_RETRY_GAP_MS } from '../../src/state/shared/constants';

const CHAIN = 'eip155:31337';
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const DUSDC: LedgerEntry = {
  name: 'Devnet USD Coin',
  symbol: 'dUSDC',
  decimals: 6,
  amount: '2500000',
  tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
};
const DPTS: LedgerEntry = {
  name: 'Devnet Points',
  symbol: 'dPTS',
  decimals: 0,
  amount: '500',
  tokenAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
};

const listItems = (element: WalletModal) => roots(element).flatMap((root) => [...root.querySelectorAll<HTMLElement>('[role="region"] li')]);
/** What a row says, leaving out the decorative (aria-hidden) icon. */
const rowTexts = (element: WalletModal) =>
  listItems(element).map((item) =>
    [...item.querySelectorAll('span:not([aria-hidden]) > span, .wm-token-value')].map((part) => part.textContent?.trim()).join(' | '),
  );

describe('Account view', () => {
  let element: WalletModal;
  let events: ReturnType<typeof recordEvents>;
  let apiUrl = '';
  let count = 0;

  async function createElement(ledger: Ledger, networks = CHAIN, attributes: Record<string, string> = {}) {
    apiUrl = await testApi(ledger);
    element = createWalletModal({ networks, 'api-url': apiUrl, ...attributes }, { config: DEVNET_CONFIG });
  }

  async function connectEvm(ledger: Ledger) {
    const wallet = new TestWallet(`Account Wallet ${(count += 1)}`, `org.example.account${count}`).announce();
    await createElement(ledger);
    await connectWallet(element, wallet.info.name);
  }

  beforeEach(() => {
    freshPage();
    events = recordEvents(['error']);
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it('loaded: identity name and avatar, the tokens with quantity and USD value (no 0-decimal token), and the total', async () => {
    const avatar = `${location.origin}/__test/avatar/alice.svg`;
    await connectEvm({
      balances: { [CHAIN]: [ETH('1234500000000000000'), DUSDC, DPTS] },
      identities: { [TEST_ACCOUNTS[0] ?? '']: { name: 'alice.wallet-modal.eth', avatar } },
    });
    await waitFor(() => textOf(element).includes('alice.wallet-modal.eth'), 'the identity name');
    expect(query<HTMLImageElement>(element, '.wm-account img.wm-avatar')?.getAttribute('src')).to.equal(avatar);
    expect(textOf(element)).to.contain('0xf39F…2266');
    await waitFor(() => listItems(element).length === 2, 'two token rows');
    expect(rowTexts(element)).to.deep.equal(['Ether | 1.2345 ETH | $3,703.50', 'Devnet USD Coin | 2.5 dUSDC | $2.50']);
    expect(textOf(element)).not.to.contain('dPTS');
    expect(query(element, '.wm-portfolio-total')?.textContent).to.equal('Total $3,706.00');
    expect(accessibleName(query(element, '[role="region"]') as HTMLElement)).to.equal('Tokens');
    // Devnet A has no block explorer: no link.
    expect(query(element, 'a[href]')).to.equal(null);
    expect(events.of('error')).to.deep.equal([]);

    findButtonIn(element, 'Network: Devnet A')?.click();
    expect(currentView()).to.equal('Networks');
  });

  it('loading: a skeleton announced as loading, then the tokens', async () => {
    await connectEvm({ holdBalances: true, balances: { [CHAIN]: [ETH('1000000000000000000')] } });
    const skeleton = await waitFor(() => query(element, '[role="status"][aria-label="Loading balances"]'), 'the loading skeleton');
    expect(skeleton.querySelectorAll('.wm-skeleton-row').length).to.be.greaterThan(0);
    await releaseBalances(apiUrl);
    await waitFor(() => listItems(element).length === 1, 'the token row');
    expect(query(element, '[aria-label="Loading balances"]')).to.equal(null);
  });

  it('unavailable: Token Balance Unavailable and an error event; the button keeps the SOL balance from the RPC; the explorer link', async () => {
    const wallet = new TestSolanaWallet(`Account Solana ${(count += 1)}`).register();
    const rpc = `${SOLANA_DEVNET}=${location.origin}/__test/http/solana-balance/1500000000/${crypto.randomUUID()}`;
    await createElement({ failStatus: 400, balances: { [SOLANA_DEVNET]: [SOL('9000000000')] } }, SOLANA_DEVNET, { 'rpc-urls': rpc });
    await connectWallet(element, wallet.name);
    const alert = await waitFor(() => query(element, '[role="alert"]'), 'the unavailable message');
    expect(alert.textContent).to.match(/^Token Balance Unavailable/);
    await waitFor(() => events.of('error').length > 0, 'the error event');
    expect(events.of('error')[0]).to.include({ code: 'TokenBalanceUnavailableError' });
    await waitFor(() => findButtonIn(element, /^Account \S+ 1\.5 SOL$/), 'the button with the balance read from the RPC');
    const address = TEST_SOLANA_ACCOUNTS[0] ?? '';
    const explorer = query<HTMLAnchorElement>(element, 'a[href]');
    expect(explorer?.href).to.equal(`https://solscan.io/account/${address}`);
    expect(explorer && accessibleName(explorer)).to.equal('View on block explorer');
  });

  it('a long portfolio renders only the rows in view, and scrolling reaches the last one', async () => {
    const tokens = Array.from({ length: 300 }, (_, index): LedgerEntry => ({
      name: `Token ${index + 1}`,
      symbol: `T${index + 1}`,
      decimals: 6,
      amount: String((index + 1) * 1_000_000),
      tokenAddress: `0x${(index + 1).toString(16).padStart(40, '0')}`,
    }));
    await connectEvm({ balances: { [CHAIN]: [ETH('1000000000000000000'), ...tokens] } });
    await waitFor(() => listItems(element).length > 0, 'the first rows');
    const rendered = listItems(element);
    expect(rendered.length).to.be.lessThan(20);
    expect(rendered[0]?.getAttribute('aria-setsize')).to.equal('301');
    const region = query(element, '[role="region"]') as HTMLElement;
    expect(region.tabIndex).to.equal(0);
    region.scrollTop = region.scrollHeight;
    await waitFor(() => rowTexts(element).some((text) => text?.includes('Token 300')), 'the last token after scrolling');
    expect(listItems(element).length).to.be.lessThan(20);
  });

  describe('a hostile blockchain service', () => {
    let clock: FakeClock | undefined;
    afterEach(() => clock?.uninstall());

    const alerts = () => roots(element).flatMap((root) => [...root.querySelectorAll<HTMLElement>('[role="alert"]')]);
    const retryButtons = () =>
      alerts()
        .map((alert) => alert.querySelector('button'))
        .filter((button): button is HTMLButtonElement => button !== null);

    // Every answer of the service is one of these: a 5 MB body, a Content-Length of 50 MB, a truncated body.
    for (const [scenario, code] of [
      ['huge', 'ResponseTooLargeError'],
      ['declared', 'ResponseTooLargeError'],
      ['malformed', 'MalformedResponseError'],
    ]) {
      it(`${scenario}: balances and identity each end in their error state with Retry, and error events`, async () => {
        const wallet = new TestWallet(`Hostile ${scenario} ${(count += 1)}`, `org.example.hostile${count}`).announce();
        element = createWalletModal(
          { networks: CHAIN, 'api-url': `${location.origin}/__test/http/${scenario}/${crypto.randomUUID()}` },
          { config: DEVNET_CONFIG },
        );
        await connectWallet(element, wallet.info.name);
        // A 5 MB body streams in until the 1 MiB cap: on a loaded machine that alone can take seconds.
        const codes = () => events.of('error').map((detail) => detail.code);
        await waitFor(
          () => alerts().length === 2 && codes().includes('TokenBalanceUnavailableError') && codes().includes(code),
          () =>
            `the balances and identity errors; the view had ${alerts().length} alerts, error events ${JSON.stringify(codes())}: ${textOf(element)}`,
          20_000,
        );
        expect(textOf(element)).to.contain('Token Balance Unavailable').and.contain('Name unavailable.');
        expect(query(element, '[aria-label="Loading balances"]')).to.equal(null);
        expect(retryButtons()).to.have.length(2);
      }).timeout(30_000);
    }

    it('Retry works once the fault is gone: the identity at once, the balances after the 30 s gap', async () => {
      clock = installFakeClock();
      const wallet = new TestWallet(`Hostile retry ${(count += 1)}`, `org.example.hostile${count}`).announce();
      element = createWalletModal(
        { networks: CHAIN, 'api-url': `${location.origin}/__test/http/huge/${crypto.randomUUID()}` },
        { config: DEVNET_CONFIG },
      );
      await connectWallet(element, wallet.info.name);
      await waitFor(() => retryButtons().length === 2, 'both Retry buttons');
      const [identityRetry, balancesRetry] = retryButtons();
      expect(balancesRetry?.disabled, 'balances Retry within the gap').to.equal(true);

      const good = await testApi({
        balances: { [CHAIN]: [ETH('1000000000000000000'), DUSDC] },
        identities: { [TEST_ACCOUNTS[0] ?? '']: { name: 'alice.wallet-modal.eth', avatar: null } },
      });
      element.setAttribute('api-url', good);
      identityRetry?.click();
      await waitFor(() => textOf(element).includes('alice.wallet-modal.eth'), 'the name after Retry');
      clock.tick(BALANCE_RETRY_GAP_MS);
      await waitFor(() => retryButtons()[0]?.disabled === false, 'balances Retry enabled after 30 s');
      retryButtons()[0]?.click();
      await waitFor(() => listItems(element).length === 2, 'the tokens after Retry');
      expect(alerts()).to.have.length(0);
    });
  });
});

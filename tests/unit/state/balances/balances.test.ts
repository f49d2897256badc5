// Balances and identity state against the devnet's blockchain-service code (tests/fixtures/api-test-server.mjs).
import { expect } from 'chai';
import { accountOf, setAccount } from '../../../../src/state/account/account';
import { refreshBalances, trackBalances } from '../../../../src/state/balances/balances';
import { applyAttributeSettings } from '../../../../src/state/configure';
import { emitStateEvent, onStateEvent, type StateEvent } from '../../../../src/state/events/events';
import { loadIdentity } from '../../../../src/state/balances/identity';
import { writeStored } from '../../../../src/services/storage/storage';
import { portfolioState } from '../../../../src/state/account/portfolio';
import { resetState } from '../../../../src/state/reset';
import { BALANCE_CACHE_MS, BALANCE_RETRY_GAP_MS, IDENTITY_CACHE_MS } from '../../../../src/state/shared/constants';
import { apiRequests, ETH, testApi, type Ledger } from '../../../fixtures/api-ledger';
import { waitFor } from '../../../fixtures/dom';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAIN = 'eip155:31337';
const CAIP_ADDRESS = `${CHAIN}:${ADDRESS}`;
const DUSDC = {
  name: 'Devnet USD Coin',
  symbol: 'dUSDC',
  decimals: 6,
  amount: '2500000',
  tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
};
const DDAI = {
  name: 'Devnet Dai',
  symbol: 'dDAI',
  decimals: 18,
  amount: '100000000000000000',
  tokenAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
};
const DPTS = {
  name: 'Devnet Points',
  symbol: 'dPTS',
  decimals: 0,
  amount: '500',
  tokenAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
};

// The clock the state reads (Date.now), stopped and moved by hand: cache times without waiting.
const realNow = Date.now;
let now = 0;
const advance = (ms: number) => {
  now += ms;
};

async function connectWith(ledger: Ledger) {
  const apiUrl = await testApi(ledger);
  applyAttributeSettings({ apiUrl, networks: `${CHAIN},eip155:31338` });
  setAccount('eip155', { status: 'connected', address: ADDRESS, caipAddress: CAIP_ADDRESS });
  return apiUrl;
}

describe('balances state', () => {
  let events: StateEvent[] = [];
  let stopEvents: () => void = () => undefined;

  beforeEach(() => {
    localStorage.clear();
    resetState();
    now = realNow();
    Date.now = () => now;
    events = [];
    stopEvents = onStateEvent((event) => events.push(event));
  });

  afterEach(() => {
    Date.now = realNow;
    stopEvents();
  });

  it('lists native first, then tokens with quantity and USD value, leaves out 0-decimal tokens, and totals exactly', async () => {
    await connectWith({ balances: { [CHAIN]: [ETH('1234500000000000000'), DUSDC, DDAI, DPTS] } });
    await refreshBalances('eip155');
    const portfolio = portfolioState.byCaipAddress[CAIP_ADDRESS];
    expect(portfolio?.status).to.equal('loaded');
    expect(portfolio?.tokens.map(({ symbol, quantity, usdValue, amount }) => ({ symbol, quantity, usdValue, amount }))).to.deep.equal([
      { symbol: 'ETH', quantity: '1.2345', usdValue: '$3,703.50', amount: '1234500000000000000' },
      { symbol: 'dUSDC', quantity: '2.5', usdValue: '$2.50', amount: '2500000' },
      { symbol: 'dDAI', quantity: '0.1', usdValue: '$0.10', amount: '100000000000000000' },
    ]);
    expect(portfolio?.totalUsd).to.equal('$3,706.10');
    expect({ ...accountOf('eip155') }).to.include({
      balance: '1234500000000000000',
      balanceSymbol: 'ETH',
      balanceDecimals: 18,
      balanceFormatted: '1.2345 ETH',
    });
  });

  it('keeps a fresh answer for 30 s: no request before, one after', async () => {
    const apiUrl = await connectWith({ balances: { [CHAIN]: [ETH('1')] } });
    await refreshBalances('eip155');
    advance(BALANCE_CACHE_MS - 1);
    await refreshBalances('eip155');
    expect((await apiRequests(apiUrl)).balance).to.equal(1);
    advance(1);
    await refreshBalances('eip155');
    expect((await apiRequests(apiUrl)).balance).to.equal(2);
  });

  it("the visitor's own transaction forces a refresh with forceUpdate, inside the cache time", async () => {
    const apiUrl = await connectWith({ balances: { [CHAIN]: [ETH('1')] } });
    const seen: string[] = [];
    const fetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
    try {
      trackBalances();
      await waitFor(() => portfolioState.byCaipAddress[CAIP_ADDRESS]?.status === 'loaded', 'the first load');
      emitStateEvent({ type: 'transaction', hash: '0x01', caipNetworkId: CHAIN, kind: 'send', status: 'pending' });
      await waitFor(() => seen.filter((url) => url.includes('/balance')).length === 2, 'the forced refresh');
    } finally {
      globalThis.fetch = fetch;
    }
    const forced = new URL(seen.filter((url) => url.includes('/balance'))[1] ?? '');
    expect(Object.fromEntries(forced.searchParams)).to.deep.include({
      currency: 'usd',
      chainId: CHAIN,
      forceUpdate: 'true',
      st: 'wallet-modal',
      sv: '0.1.0',
    });
    // The page has sent it; the service counts it when it arrives.
    await waitFor(async () => (await apiRequests(apiUrl)).balance >= 2, 'the forced request at the service');
    expect((await apiRequests(apiUrl)).balance).to.equal(2);
  });

  it('a transaction while a load is in flight gets its own forced request after it, once', async () => {
    const apiUrl = await connectWith({ balances: { [CHAIN]: [ETH('1')] } });
    const first = refreshBalances('eip155');
    const forced = [refreshBalances('eip155', { force: true }), refreshBalances('eip155', { force: true })];
    await Promise.all([first, ...forced]);
    expect((await apiRequests(apiUrl)).balance).to.equal(2);
  });

  it('a failure: unavailable, an error event, no request for 30 s, then the next try goes out and succeeds', async () => {
    const failing = await testApi({ failStatus: 400, balances: { [CHAIN]: [ETH('1')] } });
    await connectWith({});
    applyAttributeSettings({ apiUrl: failing, networks: `${CHAIN},eip155:31338` });
    await refreshBalances('eip155');
    expect(portfolioState.byCaipAddress[CAIP_ADDRESS]?.status).to.equal('unavailable');
    expect(events.filter((event) => event.type === 'error').map((event) => event.type === 'error' && event.code)).to.deep.equal([
      'TokenBalanceUnavailableError',
    ]);

    const working = await testApi({ balances: { [CHAIN]: [ETH('2000000000000000000')] } });
    applyAttributeSettings({ apiUrl: working, networks: `${CHAIN},eip155:31338` });
    advance(BALANCE_RETRY_GAP_MS - 1);
    await refreshBalances('eip155', { force: true });
    expect((await apiRequests(working)).balance, 'inside the retry gap').to.equal(0);
    advance(1);
    await refreshBalances('eip155');
    expect((await apiRequests(working)).balance).to.equal(1);
    expect(portfolioState.byCaipAddress[CAIP_ADDRESS]?.status).to.equal('loaded');
    expect(accountOf('eip155').balanceFormatted).to.equal('2 ETH');
  });

  it('a network the element is not configured for is unavailable without asking the service', async () => {
    const apiUrl = await connectWith({ balances: { 'eip155:5': [ETH('1')] } });
    setAccount('eip155', { caipAddress: `eip155:5:${ADDRESS}` });
    await refreshBalances('eip155');
    expect(portfolioState.byCaipAddress[`eip155:5:${ADDRESS}`]?.status).to.equal('unavailable');
    expect((await apiRequests(apiUrl)).balance).to.equal(0);
  });

  it('identity: name and avatar on the account, cached 5 minutes, asked again after', async () => {
    const avatar = `${location.origin}/alice.svg`;
    const apiUrl = await connectWith({
      balances: { [CHAIN]: [ETH('1')] },
      identities: { [ADDRESS]: { name: 'alice.wallet-modal.eth', avatar } },
    });
    await loadIdentity(ADDRESS);
    expect({ ...accountOf('eip155') }).to.include({ profileName: 'alice.wallet-modal.eth', profileImage: avatar });
    advance(IDENTITY_CACHE_MS - 1);
    await loadIdentity(ADDRESS);
    expect((await apiRequests(apiUrl)).identity).to.equal(1);
    advance(1);
    await loadIdentity(ADDRESS);
    expect((await apiRequests(apiUrl)).identity).to.equal(2);
  });

  it('an identity answer that comes back after a reset writes nothing: no cache entry, no name, no error', async () => {
    // The look-up of the state before (the previous page, another service) must not fill the fresh state's cache.
    applyAttributeSettings({ apiUrl: `${location.origin}/__test/http/slow/${crypto.randomUUID()}`, networks: CHAIN });
    setAccount('eip155', { status: 'connected', address: ADDRESS, caipAddress: CAIP_ADDRESS });
    const hits = async () => ((await (await fetch(`/__test/http/hits/${ADDRESS}`)).json()) as { count: number }).count;
    const before = await hits();
    const pending = loadIdentity(ADDRESS);
    await waitFor(async () => (await hits()) > before, 'the identity request at the service');
    localStorage.clear();
    resetState();
    // The look-up ends with the reset (its request aborted); one the reset did not stop would end with the
    // service's answer, a second later, and store it.
    await pending;
    expect(localStorage.getItem(`wallet-modal:identity:${ADDRESS.toLowerCase()}`)).to.equal(null);
    expect(accountOf('eip155').profileErrorKey).to.equal(undefined);
    expect(events.filter((event) => event.type === 'error')).to.deep.equal([]);
  });

  it('a tampered cached identity is deleted and the service asked instead', async () => {
    const avatar = `${location.origin}/alice.svg`;
    const apiUrl = await connectWith({
      balances: { [CHAIN]: [ETH('1')] },
      identities: { [ADDRESS]: { name: 'alice.wallet-modal.eth', avatar } },
    });
    const key = `wallet-modal:identity:${ADDRESS.toLowerCase()}`;
    const tampered = [
      { v: 1, value: { name: 'mallory.eth', avatar: 'javascript:alert(1)' }, exp: now + 1000 },
      { v: 1, value: { name: { length: 1 }, avatar: null }, exp: now + 1000 },
      { v: 1, value: ['mallory.eth'], exp: now + 1000 },
      { v: 1, value: { name: 'mallory.eth' } },
      { v: 1, value: { name: 'mallory.eth' }, exp: now + IDENTITY_CACHE_MS * 1000 },
      { v: 1, value: { name: 'mallory.eth' }, exp: String(now + 1000) },
    ];
    for (const [index, entry] of tampered.entries()) {
      setAccount('eip155', { profileName: undefined, profileImage: undefined });
      localStorage.setItem(key, JSON.stringify(entry));
      await loadIdentity(ADDRESS);
      expect({ ...accountOf('eip155') }, JSON.stringify(entry)).to.include({ profileName: 'alice.wallet-modal.eth', profileImage: avatar });
      expect((await apiRequests(apiUrl)).identity).to.equal(index + 1);
      // Asked again, not cached: the tampered entry is gone and the answer is stored afresh.
      localStorage.removeItem(key);
    }
  });

  it("another account never shows the previous one's name, even when its own look-up fails", async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await connectWith({ balances: { [CHAIN]: [ETH('1')] }, identities: { [ADDRESS]: { name: 'alice.wallet-modal.eth', avatar: null } } });
    trackBalances();
    await waitFor(() => accountOf('eip155').profileName === 'alice.wallet-modal.eth', 'alice');
    // The http test server counts hits by the last path segment: here the looked-up address.
    const hits = async () => ((await (await fetch(`/__test/http/hits/${other}`)).json()) as { count: number }).count;
    const before = await hits();
    applyAttributeSettings({ apiUrl: `${location.origin}/__test/http/status/400/${crypto.randomUUID()}` });
    setAccount('eip155', { address: other, caipAddress: `${CHAIN}:${other}` });
    await waitFor(async () => (await hits()) !== before, 'the identity look-up for the new account');
    expect(accountOf('eip155').profileName).to.equal(undefined);
  });

  it("a cached identity is read like the service's answer: a tampered one (hostile name, another shape) is a miss", async () => {
    const apiUrl = await connectWith({
      balances: { [CHAIN]: [ETH('1')] },
      identities: { [ADDRESS]: { name: 'alice.wallet-modal.eth', avatar: null } },
    });
    writeStored(
      `identity:${ADDRESS.toLowerCase()}`,
      { name: 'ali\u202Ece\u0000\u200B.eth', avatar: 'javascript:alert(1)' },
      { ttlMs: IDENTITY_CACHE_MS },
    );
    await loadIdentity(ADDRESS);
    expect({ ...accountOf('eip155') }).to.include({ profileName: 'alice.wallet-modal.eth', profileImage: undefined });
    expect((await apiRequests(apiUrl)).identity).to.equal(1);
    writeStored(`identity:${ADDRESS.toLowerCase()}`, ['not', 'an', 'identity'], { ttlMs: IDENTITY_CACHE_MS });
    await loadIdentity(ADDRESS);
    expect(accountOf('eip155').profileName).to.equal('alice.wallet-modal.eth');
    expect((await apiRequests(apiUrl)).identity).to.equal(2);
  });

  it('no identity (404) is quiet; a failed look-up shows its error for Retry and fires error, without a stale name', async () => {
    await connectWith({});
    applyAttributeSettings({ apiUrl: `${location.origin}/__test/http/status/404/${crypto.randomUUID()}` });
    await loadIdentity(ADDRESS);
    expect({ ...accountOf('eip155') }).to.include({ profileName: undefined, profileErrorKey: undefined });
    expect(events).to.deep.equal([]);
    for (const [route, code] of [
      ['status/400', 'HttpError'],
      ['malformed', 'MalformedResponseError'],
      ['huge', 'ResponseTooLargeError'],
    ]) {
      localStorage.clear();
      applyAttributeSettings({ apiUrl: `${location.origin}/__test/http/${route}/${crypto.randomUUID()}` });
      await loadIdentity(ADDRESS);
      expect(accountOf('eip155').profileName, route).to.equal(undefined);
      expect(accountOf('eip155').profileErrorKey, route).to.be.a('string');
      expect(events.at(-1), route).to.include({ type: 'error', code, view: 'Account' });
    }
  });
});

// Names (src/react/features/names/) in the real element, against the devnet's blockchain-service code
// (tests/fixtures/api-test-server.mjs): the field's rule as typed, availability and suggestions, the
// full name in its zone, a rejected signature and a service refusal kept on RegisterAccountName with
// their messages, why a browser wallet cannot have a name, App permissions for a smart account
// (listed, empty, a revoke the service refuses), axe and the pseudo-locale. The embedded account is
// a connector of type `auth` (the embedded connector's contract) whose EIP-1193 provider signs with a
// local key or rejects; the successful registration is the devnet's (demo/devnet/test/names-state.test.mjs
// and tests/e2e/names.spec.ts), where signatures are verified on a chain.
import { expect } from 'chai';
import { hexToBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { connectWallet, providerFrom, registerConnector, type ConnectedAccount, type Connector } from '../../../../src/state/connection';
import type { Network } from '../../../../src/state/shared';
import { testApi, type Ledger } from '../../../fixtures/api-ledger';
import { setAuthState } from '../../../fixtures/auth-state';
import { axeViolations } from '../../../fixtures/axe';
import { unmarkedTexts } from '../../../fixtures/catalogue-strings';
import { DEVNET_CONFIG } from '../../../fixtures/devnet-networks';
import { findButtonIn, query, recordEvents, roots, textOf, waitFor } from '../../../fixtures/dom';
import { TestWallet } from '../../../fixtures/test-wallet';
import { createWalletModal, freshPage, type WalletModal } from '../../../fixtures/wallet-modal';

const CHAIN = 'eip155:31337';
const KEY = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const ALICE = { name: 'alice.wallet-modal.eth', addresses: { 60: KEY.address } };
const BALANCES = { [CHAIN]: [{ name: 'Ether', symbol: 'ETH', decimals: 18, amount: '1000000000000000000' }] };

/** The embedded account's provider: personal_sign signs with KEY, or rejects (4001) when `reject` is set. */
function signer() {
  const provider = {
    reject: false,
    signed: [] as string[],
    async request({ method, params }: { method: string; params?: unknown }) {
      if (method !== 'personal_sign') throw Object.assign(new Error(`no ${method}`), { code: 4200 });
      if (provider.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      const [data] = params as [`0x${string}`];
      provider.signed.push(data);
      return KEY.signMessage({ message: { raw: data } });
    },
  };
  return provider;
}

function embeddedConnector(id: string, accounts: ConnectedAccount[], provider: ReturnType<typeof signer>): Connector {
  return {
    id,
    name: 'Email',
    type: 'auth',
    kind: 'auth',
    namespaces: ['eip155'],
    switchPrompts: false,
    connect: async () => accounts,
    restore: async () => accounts,
    disconnect: async () => undefined,
    switchNetwork: async (network: Network) => network.caipNetworkId,
    acceptedNetworks: () => undefined,
    provider: providerFrom({ eip155: () => provider }),
    watch: () => () => undefined,
  };
}

describe('Names', () => {
  let element: WalletModal;
  let events: ReturnType<typeof recordEvents>;
  let count = 0;
  let apiUrl: string;

  const field = () =>
    waitFor(() => roots(element).flatMap((root) => [...root.querySelectorAll<HTMLInputElement>('.wm-names-input')])[0], 'the Name field');
  async function type(value: string) {
    const input = await field();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const hint = () => query(element, '.wm-names-field [aria-live]')?.textContent ?? '';
  const register = () => query<HTMLButtonElement>(element, '.wm-names > button[type="submit"]');

  // The test service is the devnet's, whose zone is wallet-modal.eth; the element's default is the hosted reown.id.
  async function openNames({
    lang = 'en',
    smart = false,
    zone = 'wallet-modal.eth',
    ledger = { names: [ALICE], balances: BALANCES } as Ledger,
  } = {}) {
    const provider = signer();
    setAuthState({ user: { provider: 'email', email: 'visitor@example.com' }, accountType: smart ? 'smartAccount' : 'eoa' });
    const connector = embeddedConnector(
      `embedded-names-${(count += 1)}`,
      [{ namespace: 'eip155', address: KEY.address, caipNetworkId: CHAIN }],
      provider,
    );
    registerConnector(connector);
    apiUrl = await testApi(ledger);
    element = createWalletModal(
      { networks: CHAIN, 'api-url': apiUrl, features: 'names,send', lang, 'name-zone': zone },
      { config: DEVNET_CONFIG },
    );
    element.open();
    await connectWallet(connector.id);
    (await waitFor(() => findButtonIn(element, lang === 'en' ? 'Name' : '⟦Name⟧'), 'the Name feature')).click();
    await field();
    return provider;
  }

  beforeEach(() => {
    freshPage();
    events = recordEvents(['error', 'transaction']);
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it('refuses abc, a b c and ab_c as typed with the reason; Register stays unavailable', async () => {
    await openNames();
    expect(query(element, '.wm-dialog-title')?.textContent).to.equal('Choose your name');
    const cases: [string, string][] = [
      ['abc', 'A name needs at least 4 characters'],
      ['a b c', 'Use only letters, digits and hyphens'],
      ['ab_c', 'Use only letters, digits and hyphens'],
    ];
    for (const [typed, reason] of cases) {
      await type(typed);
      await waitFor(() => hint().includes(reason), reason);
      expect((await field()).getAttribute('aria-invalid'), typed).to.equal('true');
      expect(register()?.getAttribute('aria-disabled'), typed).to.equal('true');
    }
    expect(events.of('error')).to.deep.equal([]);
  });

  it('a taken name offers suggestions that fill the field; a free one shows its full name and is available', async () => {
    await openNames();
    await type('Alice');
    await waitFor(() => hint().includes('This name is taken'), 'taken');
    const suggestions = roots(element).flatMap((root) => [...root.querySelectorAll<HTMLButtonElement>('.wm-names-suggestions button')]);
    expect(suggestions.map((button) => button.textContent)).to.deep.equal(['alice1', 'alice2', 'alice3', 'alice-xyz']);
    suggestions[1]!.click();
    await waitFor(() => hint().includes('Available'), 'the suggestion available');
    expect((await field()).value).to.equal('alice2');
    expect(hint()).to.include('Your name will be alice2.wallet-modal.eth');
    expect(register()?.hasAttribute('aria-disabled')).to.equal(false);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a rejected signature stays on RegisterAccountName with its message and the name; a service refusal shows its description', async () => {
    const provider = await openNames();
    await type('bob-name');
    await waitFor(() => hint().includes('Available'), 'available');
    provider.reject = true;
    register()!.click();
    const alert = await waitFor(() => query(element, '.wm-names [role="alert"]'), 'the rejection');
    expect(alert.textContent).to.include('Signature rejected');
    expect((await field()).value).to.equal('bob-name');
    expect(register()?.textContent).to.equal('Retry');
    expect(events.of('error').map((error) => [error.code, error.view])).to.deep.equal([['UserRejectedError', 'RegisterAccountName']]);

    provider.reject = false;
    register()!.click();
    await waitFor(() => query(element, '.wm-names [role="alert"]')?.textContent?.includes('The name was not registered'), 'the refusal');
    const signed = JSON.parse(
      new TextDecoder().decode(Uint8Array.from((provider.signed[0]!.slice(2).match(/../g) ?? []).map((byte) => parseInt(byte, 16)))),
    ) as Record<string, unknown>;
    expect(Object.keys(signed)).to.deep.equal(['name', 'attributes', 'timestamp']);
    expect(signed).to.include({ name: 'bob-name.wallet-modal.eth' });
    // This test service has no chain to verify on: it refuses the coin type, in its own words.
    expect(textOf(element)).to.include('Error registering name');
    expect(textOf(element)).to.include(`Unsupported coin type: ${0x80000000 + 31337}`);
    expect(events.of('error').at(-1)).to.include({ code: 'NameRegistrationError', view: 'RegisterAccountName' });
    expect(events.of('transaction')).to.deep.equal([]);
    expect((await field()).value).to.equal('bob-name');
    await type('bob-names');
    await waitFor(() => !query(element, '.wm-names [role="alert"]'), 'typing clears the failure');
  });

  it("the host's name-zone is the zone asked for suggestions, shown as the full name and signed", async () => {
    const provider = await openNames({
      zone: 'names.example',
      ledger: { names: [{ ...ALICE, name: 'carol.names.example' }], balances: BALANCES, zones: ['names.example'] },
    });
    await type('carol');
    // The test service knows only names.example: a question in another zone would fail, not say taken.
    await waitFor(() => hint().includes('This name is taken'), 'taken in the host zone');
    const suggestions = roots(element).flatMap((root) => [...root.querySelectorAll<HTMLButtonElement>('.wm-names-suggestions button')]);
    expect(suggestions.map((button) => button.textContent)).to.deep.equal(['carol1', 'carol2', 'carol3', 'carol-xyz']);
    await type('dora-name');
    await waitFor(() => hint().includes('Available'), 'available');
    expect(hint()).to.include('Your name will be dora-name.names.example');
    register()!.click();
    await waitFor(() => provider.signed.length > 0, 'the signature');
    const signed = JSON.parse(new TextDecoder().decode(hexToBytes(provider.signed[0]! as `0x${string}`))) as Record<string, unknown>;
    expect(signed).to.include({ name: 'dora-name.names.example' });
  });

  it('a browser wallet sees why Names is unavailable, and the host hears AuthConnectorNotFoundError', async () => {
    const wallet = new TestWallet(`Names Wallet ${(count += 1)}`, `org.example.names${count}`).announce();
    element = createWalletModal(
      { networks: CHAIN, 'api-url': await testApi({ balances: BALANCES }), features: 'names' },
      { config: DEVNET_CONFIG },
    );
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(wallet.info.name)), 'the wallet')).click();
    (await waitFor(() => findButtonIn(element, 'Name'), 'the Name feature')).click();
    const status = await waitFor(() => query(element, '.wm-center[role="status"]'), 'the explanation');
    expect(status.textContent).to.equal('Names need an email or social account. Connect with email or a social login to choose a name.');
    await waitFor(() => events.of('error').length > 0, 'the error event');
    expect(events.of('error')[0]).to.include({ code: 'AuthConnectorNotFoundError', view: 'RegisterAccountName' });
    expect(query(element, '.wm-names-input')).to.equal(null);
  });

  it('App permissions for a smart account: none, then the apps with what and until when; a refused revoke says why', async () => {
    await openNames({ smart: true });
    findButtonIn(element, 'App permissions')!.click();
    await waitFor(() => textOf(element).includes('No app has permissions'), 'the empty list');
    expect(query(element, '.wm-dialog-title')?.textContent).to.equal('App permissions');

    const expiry = Math.floor(Date.UTC(2030, 0, 2, 12) / 1000);
    const create = await fetch(`${apiUrl}/__devnet/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ caipAddress: `${CHAIN}:${KEY.address}`, projectName: 'Game Room', url: 'https://game.example', expiry }),
    });
    expect(create.status).to.equal(201);
    findButtonIn(element, 'Back')!.click();
    (await waitFor(() => findButtonIn(element, 'App permissions'), 'the way back in')).click();
    const item = await waitFor(() => query(element, '.wm-names-session'), 'the session');
    expect(item.querySelector('h3')?.textContent).to.include('Game Room');
    expect(item.textContent).to.include('native-token-recurring-allowance (allowance 10000000000000000 wei, every 86400 s)');
    expect(item.textContent).to.include(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(expiry * 1000));
    expect(await axeViolations(element)).to.deep.equal([]);
    findButtonIn(element, 'Revoke Game Room')!.click();
    await waitFor(() => item.querySelector('[role="alert"]'), 'the refusal');
    expect(item.textContent).to.include('The permission was not revoked');
    expect(item.textContent).to.include('Chain ID format is not supported: 31337');
    expect(events.of('error').at(-1)).to.include({ code: 'HttpError', view: 'SmartSessions' });
  });

  it('renders only catalogue strings (its strings.ts joins the catalogue)', async () => {
    await openNames({ lang: 'en-XA', smart: true });
    expect(query(element, '.wm-dialog-title')?.textContent).to.equal('⟦Choose your name⟧');
    await type('abc');
    await waitFor(() => hint().includes('⟦'), 'the rule, translated');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

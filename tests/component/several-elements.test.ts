// Several <wallet-modal> elements on one page: one state and one dialog, each
// element a button onto it; page events reach `document` once; the first
// element's settings win and a conflicting one is reported once.
import { expect } from 'chai';
import '../../src/element/index';
import { resetState } from '../../src/state/reset';
import { TestWallet, TEST_ACCOUNTS } from '../fixtures/test-wallet';
import { findButtonIn, query, recordEvents, waitFor } from '../fixtures/dom';

type WalletModal = HTMLElement & {
  open(options?: { view?: string }): void;
  close(): void;
  isOpen: boolean;
  state: { status: string; address?: string; network?: { caipNetworkId: string } };
};

const EVENTS = ['connect', 'disconnect', 'accountchange', 'networkchange', 'open', 'close', 'error'];

/** Every modal rendered on the page, across all elements' shadow roots. */
const dialogsOnPage = () =>
  [...document.querySelectorAll('wallet-modal')].flatMap((host) => [...(host.shadowRoot?.querySelectorAll('wallet-modal-dialog') ?? [])]);

describe('several <wallet-modal> elements on one page', () => {
  let first: WalletModal;
  let second: WalletModal;
  let events: ReturnType<typeof recordEvents>;
  let walletCount = 0;

  function create(attributes: Record<string, string> = {}): WalletModal {
    const element = document.createElement('wallet-modal') as WalletModal;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  }

  /** Closes the modal and waits for `close`: events arrive in order, so any duplicate before it has arrived too. */
  async function closeAndSettle(host: WalletModal) {
    const closes = events.of('close').length;
    host.close();
    await waitFor(() => events.of('close').length > closes, 'close');
  }

  beforeEach(() => {
    localStorage.clear();
    resetState();
    events = recordEvents(EVENTS);
  });

  afterEach(() => {
    events.stop();
    first?.remove();
    second?.remove();
  });

  it('each element renders its own account button (no-button is per element); either opens the one dialog', async () => {
    first = create({ 'no-button': '' });
    second = create();
    document.body.append(first, second);
    expect(findButtonIn(first, 'Connect Wallet')).to.equal(undefined);
    (await waitFor(() => findButtonIn(second, 'Connect Wallet'), "the second element's button")).click();
    await waitFor(() => query(first, 'dialog[open]'), 'the dialog, rendered by the first element');
    expect(dialogsOnPage()).to.have.length(1);
    expect(first.isOpen && second.isOpen).to.equal(true);
    expect(first.hasAttribute('open') && second.hasAttribute('open')).to.equal(true);
    await closeAndSettle(second);

    first.open();
    await waitFor(() => query(first, 'dialog[open]'), 'the dialog again');
    expect(dialogsOnPage()).to.have.length(1);
    await closeAndSettle(first);
    expect(events.of('open')).to.have.length(2);
    expect(events.of('close')).to.have.length(2);
  });

  it('a connect reaches document once, and both buttons show the account', async () => {
    const walletName = `Shared Wallet ${(walletCount += 1)}`;
    new TestWallet(walletName, `org.example.shared${walletCount}`).announce();
    first = create({ networks: 'eip155:31337' });
    second = create();
    document.body.append(first, second);
    second.open();
    (await waitFor(() => findButtonIn(first, new RegExp(`^${walletName}( Installed)?$`)), 'the wallet in the dialog')).click();
    await waitFor(() => events.of('connect').length > 0, 'connect');
    await closeAndSettle(second);
    expect(events.of('connect')).to.have.length(1);
    expect(events.of('connect')[0]).to.include({ address: TEST_ACCOUNTS[0], namespace: 'eip155' });
    expect(events.of('open')).to.have.length(1);
    expect(events.of('close')).to.have.length(1);
    for (const host of [first, second]) {
      await waitFor(() => findButtonIn(host, /^Account 0xf39F…2266/), "each element's account button");
      expect(host.state).to.include({ status: 'connected', address: TEST_ACCOUNTS[0] });
    }
  });

  it("the first element's settings win; a conflicting second element reports it once, with a debug console line", async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      first = create({ theme: 'light', networks: 'eip155:1,eip155:8453', debug: '' });
      second = create({ theme: 'dark', networks: 'eip155:1,eip155:8453' });
      const targets: EventTarget[] = [];
      second.addEventListener('error', (event: Event) => targets.push(event.target as EventTarget));
      document.body.append(first, second);
      await waitFor(() => events.of('error').length === 1, 'the conflict');
      // A later, distinct error on the same element: once it is in, a duplicate of the conflict would be too.
      second.setAttribute('lang', 'not a tag!');
      await waitFor(() => events.of('error').length >= 2, 'the marker error');

      const [conflict] = events.of('error');
      expect(events.of('error')).to.have.length(2);
      expect(conflict).to.include({ code: 'InvalidConfigurationError' });
      expect(String(conflict?.message)).to.contain('theme="dark" was ignored').and.contain('first one');
      expect(targets[0]).to.equal(second);
      expect(warnings.filter((line) => line.includes('theme="dark" was ignored'))).to.have.length(1);
      for (const host of [first, second]) expect(query(host, '.wm-root')?.dataset.theme).to.equal('light');
      expect(second.state.network?.caipNetworkId).to.equal('eip155:1');
    } finally {
      console.warn = original;
    }
  });

  it('an element without attributes inherits the settings and reports nothing', async () => {
    first = create({ theme: 'light' });
    second = create();
    document.body.append(first, second);
    await waitFor(() => query(second, '.wm-root[data-theme="light"]'), 'the shared theme');
    first.setAttribute('theme', 'neon');
    await waitFor(() => events.of('error').length > 0, 'the marker error');
    expect(events.of('error')).to.have.length(1);
    expect(String(events.of('error')[0]?.message)).to.contain('theme="neon"');
  });

  it('removing the owner hands the open dialog over, the settings stay; events keep reaching document once', async () => {
    first = create({ networks: 'eip155:10', theme: 'light' });
    second = create();
    document.body.append(first, second);
    first.open();
    await waitFor(() => query(first, 'dialog[open]'), 'the dialog in the first element');
    first.remove();
    await waitFor(() => query(second, 'dialog[open]'), 'the dialog, handed over to the second element');
    expect(dialogsOnPage()).to.have.length(1);
    expect(first.shadowRoot?.querySelector('wallet-modal-dialog')).to.equal(null);

    // The settings stay with the page; the new owner's changes apply.
    expect(second.state.network?.caipNetworkId).to.equal('eip155:10');
    expect(query(second, '.wm-root')?.dataset.theme).to.equal('light');
    expect(events.of('networkchange')).to.deep.equal([]);
    second.setAttribute('theme', 'dark');
    await waitFor(() => query(second, '.wm-root[data-theme="dark"]'), "the new owner's theme");

    // Back on the page, the first element is one more button (its settings now differ: reported): no second dialog.
    document.body.append(first);
    await closeAndSettle(first);
    first.open();
    await waitFor(() => query(second, 'dialog[open]'), "the dialog, still the second element's");
    expect(dialogsOnPage()).to.have.length(1);
    await closeAndSettle(second);
    expect(events.of('open')).to.have.length(2);
    expect(events.of('close')).to.have.length(2);
    expect(events.of('error').map((detail) => String(detail.message))).to.satisfy(
      (messages: string[]) => messages.length === 1 && messages[0]?.includes('theme="light" was ignored'),
    );
  });
});

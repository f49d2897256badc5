// Names from elsewhere (an EIP-6963 wallet's announcement, the identity service) with bidi
// overrides, controls, invisible characters and no length bound: shown cleaned, capped and
// isolated, and the account button keeps the short address beside a name.
import { expect } from 'chai';
import { ETH, testApi } from '../fixtures/api-ledger';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { TestSolanaWallet } from '../fixtures/test-solana-wallet';
import { TestWallet, TEST_ACCOUNTS } from '../fixtures/test-wallet';
import { findButtonIn, query, recordEvents, roots, textOf, waitFor } from '../fixtures/dom';
import { connectWallet, createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

const CHAIN = 'eip155:31337';
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}]/u;
// Long, but under the boundaries' caps (EIP-6963 and Wallet Standard names over 1,000 characters, identity names over 255, are dropped there).
const HOSTILE_NAMES = [
  `\u202Ekcatta\u202C${'W'.repeat(200)}`,
  'Evil\u0000\u001B[2J\nWallet\u2066\u2067',
  'Zero\u200B\u200D\uFEFFWidth\uD800',
];

const entryNames = (element: WalletModal) =>
  roots(element).flatMap((root) => [...root.querySelectorAll<HTMLElement>('.wm-list-item-name')]);

describe('hostile names', () => {
  let element: WalletModal;
  let events: ReturnType<typeof recordEvents>;
  let count = 0;

  beforeEach(() => {
    freshPage();
    events = recordEvents(['error', 'connect']);
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it('EIP-6963 wallets announcing hostile names are listed cleaned and capped; the honest wallet still connects', async () => {
    count += 1;
    const hostile = HOSTILE_NAMES.map((name, index) => new TestWallet(name, `org.example.hostile${count}.${index}`).announce());
    const honestName = `Honest Wallet ${count}`;
    new TestWallet(honestName, `org.example.honest${count}`).announce();
    element = createWalletModal({ networks: CHAIN }, { config: DEVNET_CONFIG });
    element.open();
    await waitFor(() => entryNames(element).length >= hostile.length + 1, 'every announced wallet listed');

    const shown = entryNames(element).map((span) => span.textContent ?? '');
    expect(shown).to.include.members(['Evil [2J Wallet', 'ZeroWidth', honestName]);
    for (const name of shown) {
      expect(name).not.to.match(UNSAFE);
      expect(Array.from(name).length).to.be.at.most(64);
    }
    expect(shown.find((name) => name.startsWith('kcatta'))).to.match(/^kcattaW+…$/);
    const announced = entryNames(element).filter((span) => span.textContent !== 'WalletConnect');
    for (const span of announced) expect(getComputedStyle(span).unicodeBidi).to.equal('isolate');

    await connectWallet(element, honestName);
    expect(events.of('connect')[0]).to.deep.include({ address: TEST_ACCOUNTS[0] });
    expect(events.of('error')).to.deep.equal([]);
  });

  it('a Wallet Standard wallet with a hostile name is listed cleaned, beside the honest one', async () => {
    count += 1;
    new TestSolanaWallet(`Sol\u202Eanomaly\u2066 ${count}\u0007\n${'S'.repeat(900)}`).register();
    new TestSolanaWallet(`Honest Solana ${count}`).register();
    element = createWalletModal({ networks: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }, { config: DEVNET_CONFIG });
    element.open();
    const hostile = await waitFor(
      () => entryNames(element).find((span) => span.textContent?.startsWith(`Solanomaly ${count} S`)),
      'the hostile wallet, cleaned',
    );
    expect(hostile.textContent).to.match(/^Solanomaly \d+ S+…$/);
    expect(Array.from(hostile.textContent ?? '')).to.have.length(64);
    expect(entryNames(element).map((span) => span.textContent)).to.include(`Honest Solana ${count}`);
  });

  for (const [index, name] of HOSTILE_NAMES.entries()) {
    it(`a hostile identity name (${index + 1}) is shown cleaned, and the button keeps the short address beside it`, async () => {
      count += 1;
      const wallet = new TestWallet(`Identity Wallet ${count}`, `org.example.identity${count}`).announce();
      const apiUrl = await testApi({
        balances: { [CHAIN]: [ETH('1234500000000000000')] },
        identities: { [TEST_ACCOUNTS[0] ?? '']: { name, avatar: null } },
      });
      element = createWalletModal({ networks: CHAIN, 'api-url': apiUrl }, { config: DEVNET_CONFIG });
      await connectWallet(element, wallet.info.name);

      const label = await waitFor(
        () => query(element, '.wm-account-button .wm-label[translate="no"]:not(:only-of-type)'),
        'the name on the button',
      );
      expect(label.textContent).not.to.match(UNSAFE);
      expect(Array.from(label.textContent ?? '').length).to.be.at.most(64);
      expect(getComputedStyle(label).unicodeBidi).to.equal('isolate');
      const button = findButtonIn(element, /^Account /);
      expect(button?.textContent).to.contain('0xf39F…2266');
      expect(textOf(element)).not.to.match(UNSAFE);
      expect(query(element, '.wm-account-name')?.textContent).to.equal(label.textContent);
    });
  }
});

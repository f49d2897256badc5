// Account for an embedded account (src/react/account/EmbeddedAccount.tsx): how the visitor signed
// in and, on EVM networks, the account type with the switch to the other one. The account is
// held by a connector of type `auth` (the embedded connector's contract), set up as the lifecycle
// tests do; the auth state is set as the actions leave it.
import { expect } from 'chai';
import { connectWallet, registerConnector, type ConnectedAccount, type Connector } from '../../../src/state/connection';
import type { ChainNamespace, Network } from '../../../src/state/shared';
import { testApi } from '../../fixtures/api-ledger';
import { setAuthState } from '../../fixtures/auth-state';
import { axeViolations } from '../../fixtures/axe';
import { unmarkedTexts } from '../../fixtures/catalogue-strings';
import { DEVNET_CONFIG } from '../../fixtures/devnet-networks';
import { findButtonIn, query, roots, textOf, waitFor } from '../../fixtures/dom';
import { TEST_SOLANA_ACCOUNTS } from '../../fixtures/test-solana-wallet';
import { TEST_ACCOUNTS, TestWallet } from '../../fixtures/test-wallet';
import { connectWallet as connectFromModal, createWalletModal, freshPage, type WalletModal } from '../../fixtures/wallet-modal';

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

/** A connector of type `auth` that answers with fixed accounts (the real one talks to the secure site). */
function embeddedConnector(id: string, accounts: ConnectedAccount[]): Connector {
  return {
    id,
    name: 'Embedded',
    type: 'auth',
    kind: 'auth',
    namespaces: ['eip155', 'solana'],
    switchPrompts: false,
    connect: async () => accounts,
    restore: async () => accounts,
    disconnect: async () => undefined,
    switchNetwork: async (network: Network) => network.caipNetworkId,
    acceptedNetworks: () => undefined,
    provider: () => undefined,
    watch: () => () => undefined,
  };
}

describe('Account: embedded account', () => {
  let element: WalletModal;
  let count = 0;
  const section = () => query(element, '.wm-auth-account');

  async function connectEmbedded(namespaces: ChainNamespace[] = ['eip155'], lang = 'en') {
    const accounts: ConnectedAccount[] = [];
    if (namespaces.includes('eip155')) accounts.push({ namespace: 'eip155', address: TEST_ACCOUNTS[0]!, caipNetworkId: 'eip155:31337' });
    if (namespaces.includes('solana'))
      accounts.push({ namespace: 'solana', address: TEST_SOLANA_ACCOUNTS[0]!, caipNetworkId: SOLANA_DEVNET });
    const connector = embeddedConnector(`embedded-${(count += 1)}`, accounts);
    registerConnector(connector);
    element = createWalletModal(
      { networks: namespaces.includes('solana') ? `eip155:31337,${SOLANA_DEVNET}` : 'eip155:31337', 'api-url': await testApi({}), lang },
      { config: DEVNET_CONFIG },
    );
    element.open();
    await connectWallet(connector.id);
    await waitFor(() => findButtonIn(element, lang === 'en' ? 'Disconnect' : '⟦Disconnect⟧'), 'Account');
  }

  beforeEach(() => {
    freshPage();
  });

  afterEach(() => element.remove());

  it('signed in by email on the smart account: "Smart account" and Switch to EOA; disabled while switching', async () => {
    setAuthState({ user: { provider: 'email', email: 'visitor@example.com' }, accountType: 'smartAccount' });
    await connectEmbedded();
    const shown = await waitFor(section, 'the embedded section');
    expect(shown.getAttribute('aria-label')).to.equal('Embedded account');
    expect(shown.querySelector('p')?.textContent).to.equal('Signed in with visitor@example.com');
    expect([shown.querySelector('dt')?.textContent, shown.querySelector('dd')?.textContent]).to.deep.equal([
      'Account type',
      'Smart account',
    ]);
    const toggle = findButtonIn(element, 'Switch to EOA')!;
    expect(toggle.disabled).to.equal(false);
    expect(findButtonIn(element, 'Disconnect')).to.be.instanceOf(HTMLButtonElement);
    expect(findButtonIn(element, 'App permissions'), 'a smart account lists its app permissions').to.be.instanceOf(HTMLButtonElement);

    setAuthState({ switching: true });
    await waitFor(() => toggle.disabled, 'the switch disabled while under way');
    expect(toggle.getAttribute('aria-busy')).to.equal('true');
    setAuthState({ switching: false, accountType: 'eoa' });
    await waitFor(() => findButtonIn(element, 'Switch to smart account'), 'the way back');
    expect(shown.querySelector('dd')?.textContent).to.equal('EOA');
    expect(findButtonIn(element, 'App permissions'), 'an EOA has no smart sessions').to.equal(undefined);
    expect(findButtonIn(element, 'Switch to smart account')!.disabled).to.equal(false);
  });

  it('signed in with a social login: "Signed in as {username} ({provider})", or the provider alone without a username', async () => {
    setAuthState({ user: { provider: 'github', username: 'octo-visitor' }, socialProvider: 'github', accountType: 'eoa' });
    await connectEmbedded();
    await waitFor(() => section()?.querySelector('p')?.textContent === 'Signed in as octo-visitor (GitHub)', 'the social sign-in');
    expect(section()?.querySelector('dd')?.textContent).to.equal('EOA');
    setAuthState({ user: { provider: 'farcaster' } });
    await waitFor(() => section()?.querySelector('p')?.textContent === 'Signed in with Farcaster', 'the provider alone');
  });

  it('on a Solana network: the sign-in, no account type and no switch', async () => {
    setAuthState({ user: { provider: 'google', username: 'Visitor' } });
    await connectEmbedded(['eip155', 'solana']);
    await waitFor(() => section(), 'the embedded section on EVM');
    await element.switchNetwork(SOLANA_DEVNET);
    await waitFor(() => textOf(element).includes('Solana') && !section()?.querySelector('dl'), 'the Solana account');
    expect(section()?.querySelector('p')?.textContent).to.equal('Signed in as Visitor (Google)');
    expect(findButtonIn(element, /^Switch to (EOA|smart account)$/)).to.equal(undefined);
  });

  it('no section for a wallet that is not embedded, even with a signed-in user in the state', async () => {
    setAuthState({ user: { provider: 'email', email: 'visitor@example.com' } });
    const wallet = new TestWallet(`Not Embedded ${(count += 1)}`, `org.example.notembedded${count}`).announce();
    element = createWalletModal({ networks: 'eip155:31337', 'api-url': await testApi({}) }, { config: DEVNET_CONFIG });
    await connectFromModal(element, wallet.info.name);
    expect(section()).to.equal(null);
    expect(textOf(element)).to.not.contain('Signed in');
  });

  it('passes axe and renders only catalogue strings (pseudo-locale)', async () => {
    setAuthState({ user: { provider: 'email', email: 'visitor@example.com' } });
    await connectEmbedded(['eip155'], 'en-XA');
    await waitFor(() => section(), 'the embedded section');
    expect(section()?.querySelector('p')?.textContent).to.equal('⟦Signed in with visitor@example.com⟧');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});

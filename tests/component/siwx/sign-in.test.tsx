// Sign-in with the wallet in the real element, with the host's adapter (no server): RainbowKit's shape and AppKit's
// SIWX config. After a connect the SiwxSignIn view asks; the wallet signs the EIP-4361 message the adapter is
// given; the store, el.state, useWalletSignIn() and the events follow; a refusal shows the reason and Retry;
// optional Cancel keeps the connection; a disconnect signs out; the view's strings are all the catalogue's.
import { expect } from 'chai';
import { hexToString } from 'viem';
import { createRoot } from 'react-dom/client';
import { useWalletSignIn } from '../../../src/hosts/react';
import { unmarkedTexts } from '../../fixtures/catalogue-strings';
import { DEVNET_CONFIG } from '../../fixtures/devnet-networks';
import { findButtonIn, query, recordEvents, roots, textOf, waitFor } from '../../fixtures/dom';
import { TestWallet, TEST_ACCOUNTS } from '../../fixtures/test-wallet';
import { createWalletModal, freshPage, type WalletModal } from '../../fixtures/wallet-modal';

const [ALICE = ''] = TEST_ACCOUNTS;
type Signed = { signIn: { status: string; address?: string } };

/** RainbowKit's adapter shape, plus getSession: it keeps what it was given. */
function rainbowAdapter(verifies = true) {
  const seen = { messages: [] as string[], signedOut: 0 };
  return {
    seen,
    getNonce: async () => 'n0nce1234abcd',
    verify: async ({ message }: { message: string; signature: string }) => (seen.messages.push(message), verifies),
    getSession: async () => null,
    signOut: async () => void (seen.signedOut += 1),
  };
}

describe('sign-in with the wallet (SiwxSignIn)', () => {
  let element: WalletModal;
  let wallet: TestWallet;
  let count = 0;

  async function connect(attributes: Record<string, string>, siwx: object, lang = 'en') {
    const name = `Siwx Wallet ${(count += 1)}`;
    wallet = new TestWallet(name, `org.example.siwx${count}`).announce();
    element = createWalletModal({ networks: 'eip155:31337,eip155:31338', lang, ...attributes }, { config: { ...DEVNET_CONFIG, siwx } });
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(name)), 'the wallet')).click();
    await waitFor(() => query(element, '.wm-siwx-facts'), 'the sign-in view');
  }

  beforeEach(freshPage);
  afterEach(() => element.remove());

  it('asks after a connect, signs the EIP-4361 message the adapter verifies, and a disconnect signs out', async () => {
    const events = recordEvents(['signin', 'signout']);
    const adapter = rainbowAdapter();
    await connect({}, adapter);
    expect(textOf(element)).to.include(location.host).and.include(ALICE).and.include('Devnet A');
    expect(textOf(element)).to.include('Cancel disconnects your wallet.');
    findButtonIn(element, 'Sign in')!.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after the sign-in');
    const [signed = ''] = wallet.signedMessages;
    const message = hexToString(signed as `0x${string}`);
    expect(message).to.match(new RegExp(`^${location.host} wants you to sign in with your Ethereum account:\\n${ALICE}\\n`));
    expect(message).to.include('\nChain ID: 31337\n').and.include('\nNonce: n0nce1234abcd\n').and.include('\nExpiration Time: ');
    expect(adapter.seen.messages).to.deep.equal([message]);
    expect((element as unknown as { state: Signed }).state.signIn).to.deep.include({ status: 'signed-in', address: ALICE });
    await waitFor(() => events.of('signin').length === 1, 'signin');
    expect(events.of('signin')[0]).to.deep.include({ address: ALICE, caipNetworkId: 'eip155:31337' });

    await (element as unknown as { disconnect(): Promise<void> }).disconnect();
    await waitFor(() => adapter.seen.signedOut === 1, "the adapter's signOut");
    await waitFor(() => events.of('signout').length === 1, 'signout');
    events.stop();
  });

  it('a signature the adapter refuses shows the reason and Retry, and leaves the visitor signed out', async () => {
    const events = recordEvents(['error']);
    await connect({ signin: 'optional' }, rainbowAdapter(false));
    findButtonIn(element, 'Sign in')!.click();
    await waitFor(() => textOf(element).includes('The site did not accept the signature'), 'the reason');
    expect(findButtonIn(element, 'Try again')).to.not.equal(undefined);
    await waitFor(() => events.of('error').length === 1, 'error');
    expect(events.of('error')[0]).to.deep.include({ code: 'SignInError', view: 'SiwxSignIn' });
    events.stop();
    expect((element as unknown as { state: Signed }).state.signIn.status).to.equal('signed-out');
    // Optional: Cancel keeps the connection, on Account.
    findButtonIn(element, 'Cancel')!.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
    expect((element as unknown as { state: { status: string } }).state.status).to.equal('connected');
  });

  it("AppKit's SIWX config: its message is signed, addSession verifies, revokeSession signs out; useWalletSignIn follows", async () => {
    const calls: string[] = [];
    const appKit = {
      createMessage: async ({ accountAddress, chainId }: { accountAddress: string; chainId: string }) => ({
        data: { accountAddress, chainId, expirationTime: '2099-01-01T00:00:00.000Z' },
        toString: () => `appkit message for ${accountAddress} on ${chainId}`,
      }),
      addSession: async ({ message }: { message: string }) => void calls.push(`add ${message}`),
      getSessions: async () => [],
      revokeSession: async (chainId: string, address: string) => void calls.push(`revoke ${chainId} ${address}`),
    };
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    function Host() {
      const { status, address } = useWalletSignIn();
      return <output>{`${status} ${address ?? '-'}`}</output>;
    }
    root.render(<Host />);
    try {
      await connect({}, appKit);
      await waitFor(() => container.textContent === 'signed-out -', 'the hook, signed out');
      findButtonIn(element, 'Sign in')!.click();
      await waitFor(() => container.textContent === `signed-in ${ALICE}`, 'the hook, signed in');
      expect(hexToString(wallet.signedMessages[0] as `0x${string}`)).to.equal(`appkit message for ${ALICE} on eip155:31337`);
      expect(calls).to.deep.equal([`add appkit message for ${ALICE} on eip155:31337`]);
      await (element as unknown as { disconnect(): Promise<void> }).disconnect();
      await waitFor(() => calls.length === 2, 'revokeSession');
      expect(calls[1]).to.equal(`revoke eip155:31337 ${ALICE}`);
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('a network change keeps the session; with signin-per-network it ends it and asks again', async () => {
    const adapter = rainbowAdapter();
    await connect({ 'signin-per-network': '' }, adapter);
    findButtonIn(element, 'Sign in')!.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after the sign-in');
    wallet.switchChain(31338);
    await waitFor(() => adapter.seen.signedOut === 1, "the adapter's signOut");
    await waitFor(() => query(element, '.wm-siwx-facts'), 'the sign-in view again');
    expect(textOf(element)).to.include('Devnet B');
    expect((element as unknown as { state: Signed }).state.signIn.status).to.equal('signed-out');
  });

  it('without signin-per-network, a network change keeps the session', async () => {
    const adapter = rainbowAdapter();
    await connect({}, adapter);
    findButtonIn(element, 'Sign in')!.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after the sign-in');
    wallet.switchChain(31338);
    await waitFor(() => textOf(element).includes('Devnet B'), 'Account on Devnet B');
    expect((element as unknown as { state: Signed }).state.signIn.status).to.equal('signed-in');
    expect(adapter.seen.signedOut).to.equal(0);
  });

  it('signout-on-disconnect="false": a disconnect keeps the site\'s session, and the next connect is signed in with no prompt', async () => {
    let session: { address: string; caipNetworkId: string; expiresAt: string } | null = null;
    const adapter = {
      ...rainbowAdapter(),
      verify: async () => ((session = { address: ALICE, caipNetworkId: 'eip155:31337', expiresAt: '2099-01-01T00:00:00.000Z' }), true),
      getSession: async () => session,
    };
    await connect({ 'signout-on-disconnect': 'false' }, adapter);
    findButtonIn(element, 'Sign in')!.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after the sign-in');
    await (element as unknown as { disconnect(): Promise<void> }).disconnect();
    await waitFor(() => (element as unknown as { state: Signed }).state.signIn.status === 'signed-out', 'signed out here');
    expect(adapter.seen.signedOut).to.equal(0);
    element.open();
    (await waitFor(() => findButtonIn(element, new RegExp(`Siwx Wallet ${count}`)), 'the wallet')).click();
    await waitFor(() => (element as unknown as { state: Signed }).state.signIn.status === 'signed-in', 'signed in from the session');
    expect(wallet.signedMessages).to.have.length(1);
    expect(query(element, '.wm-siwx-facts')).to.equal(null);
  });

  it("AppKit's getRequired() and signOutOnDisconnect: optional Cancel keeps the connection, a disconnect keeps the site's session", async () => {
    const calls: string[] = [];
    const appKit = {
      createMessage: async ({ accountAddress }: { accountAddress: string }) => ({ toString: () => `appkit ${accountAddress}` }),
      addSession: async () => void calls.push('add'),
      getSessions: async () => [],
      revokeSession: async () => void calls.push('revoke'),
      getRequired: () => false,
      signOutOnDisconnect: false,
    };
    await connect({}, appKit);
    expect(textOf(element)).to.not.include('Cancel disconnects your wallet.');
    findButtonIn(element, 'Cancel')!.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account, still connected');
    (element as unknown as { signIn(): void }).signIn();
    (await waitFor(() => findButtonIn(element, 'Sign in'), 'the sign-in view again')).click();
    await waitFor(() => calls.includes('add'), 'addSession');
    await (element as unknown as { disconnect(): Promise<void> }).disconnect();
    await waitFor(() => (element as unknown as { state: { status: string } }).state.status === 'disconnected', 'disconnected');
    expect(calls).to.deep.equal(['add']);
  });

  it('required: closing the sign-in is Cancel, which disconnects; no session is left half open', async () => {
    const adapter = rainbowAdapter();
    await connect({ signin: 'required' }, adapter);
    (element as unknown as { close(): void }).close();
    await waitFor(() => (element as unknown as { state: { status: string } }).state.status === 'disconnected', 'disconnected');
    expect((element as unknown as { state: Signed }).state.signIn.status).to.equal('signed-out');
    expect(wallet.signedMessages).to.deep.equal([]);
  });

  it('every text of the view comes from the catalogue (pseudo-locale)', async () => {
    await connect({}, rainbowAdapter(), 'en-XA');
    expect(textOf(element)).to.include('⟦Cancel⟧');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

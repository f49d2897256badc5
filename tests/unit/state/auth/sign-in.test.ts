// The sign-in actions against a stand-in frame page (tests/fixtures/fake-auth-frame.ts) through
// the real frame client and connector: an invalid email never asks the frame; a code is sent,
// a wrong one fails with its message and can be tried again, a right one connects both
// namespaces (connector type auth, provider email); the account type switches the EVM address
// and is remembered; disconnect signs out. Social: a blocked pop-up, a closed one, a cancelled
// consent, a done one. Farcaster: an expired link is replaced, a rejection fails.
import { expect } from 'chai';
import {
  authState,
  cancelSocialSignIn,
  FARCASTER_RENEW_BEFORE_MS,
  resendEmailCode,
  SIGN_IN_POLL_MS,
  startEmailSignIn,
  startFarcasterSignIn,
  startSocialSignIn,
  switchEmbeddedAccountType,
  verifyEmailCode,
} from '../../../../src/state/auth';
import { accountOf } from '../../../../src/state/account';
import { applyAttributeSettings } from '../../../../src/state/configure';
import { connectorsState, disconnect, endConnection, findConnector, restoreSessions } from '../../../../src/state/connection';
import { enableAuthRestore } from '../../../../src/state';
import { onStateEvent, type StateEvent } from '../../../../src/state/events';
import { currentView, modalState, openModal } from '../../../../src/state/router';
import { resetState } from '../../../../src/state/reset';
import { waitFor } from '../../../fixtures/dom';
import { fakeAuthFrame, type FakeAuthFrame, type FrameRequest } from '../../../fixtures/fake-auth-frame';
import { installFakeClock, type FakeClock } from '../../../fixtures/fake-clock';

// Real time, taken before any fake clock: lets the frame's answers arrive between ticks.
const realTimeout = globalThis.setTimeout.bind(globalThis);
const settle = () => new Promise((resolve) => realTimeout(resolve, 30));

const SMART = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const session = (provider: string, extra: Record<string, string> = {}) => ({
  user: { provider, ...extra },
  evm: { eoa: EOA, smartAccount: SMART },
  solana: { address: SOLANA },
});

describe('embedded sign-in actions', () => {
  let frame: FakeAuthFrame | undefined;
  let errors: Extract<StateEvent, { type: 'error' }>[];
  let stopEvents: () => void;
  let clock: FakeClock | undefined;
  let realOpen: typeof window.open;

  beforeEach(() => {
    localStorage.clear();
    resetState();
    applyAttributeSettings({
      authUrl: `${location.origin}/__auth-fake`,
      networks: `eip155:1,${SOLANA_MAINNET}`,
      // Same origin, nothing there: the smart account's code read fails quietly, and nothing leaves the machine.
      rpcUrls: `eip155:1=${location.origin}/__no-rpc ${SOLANA_MAINNET}=${location.origin}/__no-rpc`,
    });
    openModal();
    errors = [];
    stopEvents = onStateEvent((event) => {
      if (event.type === 'error') errors.push(event);
    });
    realOpen = window.open;
  });

  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    window.open = realOpen;
    frame?.stop();
    frame = undefined;
    stopEvents();
    resetState();
  });

  const emailFrame = (verify: (request: FrameRequest) => unknown) =>
    fakeAuthFrame((request) => {
      if (request.method === 'init') return { session: null };
      if (request.method === 'email.start') return { resendAfterMs: 30_000 };
      if (request.method === 'email.verify') return verify(request);
      return {};
    });

  it('an invalid email fails with InvalidEmailError and loads no frame', async () => {
    await startEmailSignIn('not-an-email');
    expect(authState).to.deep.include({ step: 'failed', errorKey: 'error.invalidEmail' });
    expect(errors.map((error) => error.code)).to.deep.equal(['InvalidEmailError']);
    expect(document.querySelector('iframe[data-wm-auth-frame]')).to.equal(null);
  });

  it('email: a code is sent, a wrong one fails and is tried again, the right one connects both namespaces', async () => {
    frame = emailFrame(({ params }) =>
      params.code === '123456'
        ? { session: session('email', { email: 'visitor@example.com' }) }
        : { error: { code: 4010, message: 'Wrong code' } },
    );
    const before = Date.now();
    await startEmailSignIn(' visitor@example.com ');
    expect(currentView()).to.equal('ConnectingEmail');
    expect(authState).to.deep.include({ step: 'codeSent', email: 'visitor@example.com' });
    expect(authState.resendAt).to.be.at.least(before + 30_000);
    expect(frame.of('email.start')[0]?.params).to.deep.equal({ email: 'visitor@example.com' });
    expect(frame.of('init')[0]?.params.networks).to.have.length(2);

    await verifyEmailCode('000000');
    expect(authState).to.deep.include({ step: 'failed', errorKey: 'error.authWrongCode', email: 'visitor@example.com' });
    expect(errors.at(-1)).to.include({ code: 'AuthWrongCodeError', view: 'ConnectingEmail' });
    expect(currentView()).to.equal('ConnectingEmail');

    await verifyEmailCode('123456');
    expect(accountOf('eip155')).to.include({ status: 'connected', address: SMART });
    expect(accountOf('solana')).to.include({ status: 'connected', address: SOLANA });
    expect(connectorsState.connectedIds).to.deep.equal({ eip155: 'auth', solana: 'auth' });
    expect(findConnector('auth')).to.deep.include({ id: 'auth', name: 'Email', type: 'auth', provider: 'email' });
    expect(authState).to.deep.include({
      step: 'idle',
      accountType: 'smartAccount',
      user: { provider: 'email', email: 'visitor@example.com' },
    });
    expect(authState.allAccounts).to.deep.equal([
      { address: SMART, type: 'smartAccount' },
      { address: EOA, type: 'eoa' },
    ]);
    expect(currentView()).to.equal('Account');
  });

  it('resending waits for resendAt', async () => {
    clock = installFakeClock();
    frame = emailFrame(() => ({}));
    await startEmailSignIn('visitor@example.com');
    await resendEmailCode();
    expect(frame.of('email.start')).to.have.length(1);
    clock.tick(30_000);
    await resendEmailCode();
    expect(frame.of('email.start')).to.have.length(2);
    expect(authState.step).to.equal('codeSent');
  });

  it('switching the account type changes the EVM address, is remembered, and disconnect signs out of both namespaces', async () => {
    frame = emailFrame(() => ({ session: session('email', { email: 'visitor@example.com' }) }));
    await startEmailSignIn('visitor@example.com');
    await verifyEmailCode('123456');
    const provider = (await import('../../../../src/state/auth/connector')).authConnector.provider('eip155') as {
      request(args: { method: string }): Promise<unknown>;
      on(event: string, listener: (value: unknown) => void): void;
    };
    const heard: unknown[] = [];
    provider.on('accountsChanged', (accounts) => heard.push(accounts));

    await switchEmbeddedAccountType();
    expect(accountOf('eip155').address).to.equal(EOA);
    expect(authState.accountType).to.equal('eoa');
    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([EOA]);
    expect(heard).to.deep.equal([[EOA]]);
    expect(localStorage.getItem('wallet-modal:auth:accountType')).to.contain('eoa');

    // One sign-in holds both namespaces: disconnecting one signs out and ends the other.
    await disconnect('eip155');
    expect(frame.of('signOut')).to.have.length(1);
    expect(accountOf('solana').status).to.equal('disconnected');
    expect(authState.user).to.equal(undefined);
    expect(authState.allAccounts).to.deep.equal([]);
  });

  it('another wallet taking both namespaces clears the signed-in user, without signing out', async () => {
    frame = emailFrame(() => ({ session: session('email', { email: 'visitor@example.com' }) }));
    await startEmailSignIn('visitor@example.com');
    await verifyEmailCode('123456');
    endConnection('eip155');
    expect(authState.user).to.deep.equal({ provider: 'email', email: 'visitor@example.com' });
    endConnection('solana');
    expect(authState.user).to.equal(undefined);
    expect(frame.of('signOut')).to.have.length(0);
  });

  it('a stored sign-in comes back after a reload, silently, with the account type chosen before', async () => {
    frame = emailFrame(() => ({ session: session('email', { email: 'visitor@example.com' }) }));
    await startEmailSignIn('visitor@example.com');
    await verifyEmailCode('123456');
    await switchEmbeddedAccountType();
    frame.stop();
    // A reload: the state starts over, the storage stays, and the frame still holds the sign-in.
    resetState();
    applyAttributeSettings({
      authUrl: `${location.origin}/__auth-fake`,
      networks: `eip155:1,${SOLANA_MAINNET}`,
      rpcUrls: `eip155:1=${location.origin}/__no-rpc`,
    });
    frame = fakeAuthFrame((request) => (request.method === 'init' ? { session: session('email', { email: 'visitor@example.com' }) } : {}));
    enableAuthRestore();
    await restoreSessions();
    expect(accountOf('eip155')).to.include({ status: 'connected', address: EOA, restored: true });
    expect(accountOf('solana')).to.include({ status: 'connected', address: SOLANA, restored: true });
    expect(authState).to.deep.include({ accountType: 'eoa', user: { provider: 'email', email: 'visitor@example.com' } });
    expect(frame.requests.map((request) => request.method)).to.deep.equal(['init']);
  });

  it('a stored sign-in the frame no longer holds is forgotten quietly', async () => {
    frame = emailFrame(() => ({ session: session('email', { email: 'visitor@example.com' }) }));
    await startEmailSignIn('visitor@example.com');
    await verifyEmailCode('123456');
    frame.stop();
    resetState();
    applyAttributeSettings({
      authUrl: `${location.origin}/__auth-fake`,
      networks: `eip155:1,${SOLANA_MAINNET}`,
      rpcUrls: `eip155:1=${location.origin}/__no-rpc`,
    });
    frame = fakeAuthFrame(() => ({ session: null }));
    enableAuthRestore();
    await restoreSessions();
    expect(accountOf('eip155').status).to.equal('disconnected');
    expect(localStorage.getItem('wallet-modal:session:eip155')).to.equal(null);
    expect(errors).to.deep.equal([]);
  });

  it('the EIP-1193 provider answers chain switches among the configured networks only, and forwards the rest', async () => {
    frame = fakeAuthFrame((request) => {
      if (request.method === 'init') return { session: null };
      if (request.method === 'email.start') return { resendAfterMs: 0 };
      if (request.method === 'email.verify') return { session: session('email', { email: 'visitor@example.com' }) };
      if (request.method === 'evm.request') return '0x2a';
      return {};
    });
    await startEmailSignIn('visitor@example.com');
    await verifyEmailCode('123456');
    const provider = (await import('../../../../src/state/auth/connector')).authConnector.provider('eip155') as {
      request(args: { method: string; params?: unknown }): Promise<unknown>;
    };
    expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x1');
    const refused = await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
      .catch((error: unknown) => error);
    expect(refused).to.include({ name: 'SwitchChainError', rpcCode: 4902 });
    expect(await provider.request({ method: 'eth_blockNumber' })).to.equal('0x2a');
    expect(frame.of('evm.request')[0]?.params).to.deep.equal({
      caipNetworkId: 'eip155:1',
      from: SMART,
      method: 'eth_blockNumber',
      params: [],
    });
  });

  it("smartAccountDeployed follows eth_getCode on the network in use: false until the smart account's first transaction is mined", async () => {
    let code = '0x';
    const calls: string[] = [];
    const realFetch = window.fetch;
    // The app's RPC, as the network answers: the smart account's code, and the send's receipt.
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('__no-rpc')) return realFetch(input, init);
      const body = JSON.parse(String(init?.body)) as
        { id: number; method: string; params: unknown[] } | { id: number; method: string; params: unknown[] }[];
      const answer = ({ id, method, params }: { id: number; method: string; params: unknown[] }) => {
        calls.push(`${method} ${String(params[0])}`);
        return { jsonrpc: '2.0', id, result: method === 'eth_getCode' ? code : { status: '0x1', transactionHash: params[0] } };
      };
      return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), {
        headers: { 'content-type': 'application/json' },
      });
    };
    try {
      frame = fakeAuthFrame((request) => {
        if (request.method === 'init') return { session: null };
        if (request.method === 'email.start') return { resendAfterMs: 0 };
        if (request.method === 'email.verify') return { session: session('email', { email: 'visitor@example.com' }) };
        if (request.method === 'evm.request') return `0x${'ab'.repeat(32)}`;
        return {};
      });
      await startEmailSignIn('visitor@example.com');
      await verifyEmailCode('123456');
      await waitFor(() => authState.smartAccountDeployed === false, 'the counterfactual account');
      expect(calls).to.include(`eth_getCode ${SMART}`);
      code = '0x6080';
      const provider = (await import('../../../../src/state/auth/connector')).authConnector.provider('eip155') as {
        request(args: { method: string; params?: unknown }): Promise<unknown>;
      };
      await provider.request({ method: 'eth_sendTransaction', params: [{ from: SMART, to: EOA, value: '0x1' }] });
      await waitFor(() => authState.smartAccountDeployed === true, 'the deployed account', 5_000);
      expect(calls).to.include(`eth_getTransactionReceipt 0x${'ab'.repeat(32)}`);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('a blocked pop-up fails with AuthPopupBlockedError', () => {
    window.open = () => null;
    startSocialSignIn('google');
    expect(currentView()).to.equal('ConnectingSocial');
    expect(authState).to.deep.include({ step: 'failed', errorKey: 'error.authPopupBlocked', socialProvider: 'google' });
  });

  /** A pop-up the test controls: where it was sent, and whether it is closed. */
  function fakePopup() {
    const popup = {
      closed: false,
      location: { href: '' },
      close() {
        popup.closed = true;
      },
    };
    window.open = (() => popup) as unknown as typeof window.open;
    return popup;
  }

  /** Lets the frame's last answer arrive, then moves the clock to the next poll. */
  const nextPoll = async () => {
    await settle();
    clock!.tick(SIGN_IN_POLL_MS);
  };

  const socialFrame = (status: () => unknown) =>
    fakeAuthFrame((request) => {
      if (request.method === 'init') return { session: null };
      if (request.method === 'social.start') return { url: 'https://auth.example/consent?state=s1', state: 's1' };
      if (request.method === 'social.status') return status();
      return {};
    });

  it('social: the pop-up goes to the consent page; closed before done is AuthPopupClosedError', async () => {
    const popup = fakePopup();
    clock = installFakeClock();
    frame = socialFrame(() => ({ status: 'pending' }));
    startSocialSignIn('github');
    await waitFor(() => popup.location.href, 'the consent page');
    expect(popup.location.href).to.equal('https://auth.example/consent?state=s1');
    expect(frame.of('social.start')[0]?.params).to.deep.equal({ provider: 'github' });
    clock.tick(SIGN_IN_POLL_MS);
    await waitFor(() => frame!.of('social.status').length === 1, 'a status poll');
    popup.closed = true;
    await nextPoll();
    await waitFor(() => authState.step === 'failed', 'the failure');
    expect(authState.errorKey).to.equal('error.authPopupClosed');
  });

  it('social: a consent cancelled on its page is AuthCancelledError; one done connects with its provider', async () => {
    fakePopup();
    clock = installFakeClock();
    let answer: unknown = { status: 'cancelled' };
    frame = socialFrame(() => answer);
    startSocialSignIn('x');
    await waitFor(() => frame!.of('social.start').length === 1, 'social.start');
    await nextPoll();
    await waitFor(() => authState.step === 'failed', 'the failure');
    expect(authState.errorKey).to.equal('error.authCancelled');

    answer = { status: 'done', session: session('x', { username: '@visitor' }) };
    fakePopup();
    startSocialSignIn('x');
    await waitFor(() => frame!.of('social.start').length === 2, 'social.start again');
    await nextPoll();
    await waitFor(() => accountOf('eip155').status === 'connected', 'the connection');
    expect(findConnector('auth')).to.deep.include({ name: 'X', type: 'auth', provider: 'x' });
    expect(authState.user).to.deep.equal({ provider: 'x', username: '@visitor' });
    expect(authState.socialProvider).to.equal('x');
  });

  it('cancelling a social sign-in closes the pop-up and stops asking', async () => {
    const popup = fakePopup();
    clock = installFakeClock();
    frame = socialFrame(() => ({ status: 'pending' }));
    startSocialSignIn('discord');
    await waitFor(() => popup.location.href, 'the consent page');
    cancelSocialSignIn();
    expect(popup.closed).to.equal(true);
    expect(authState.step).to.equal('idle');
    clock.tick(SIGN_IN_POLL_MS * 3);
    expect(frame.of('social.status')).to.have.length(0);
    expect(modalState.open).to.equal(true);
  });

  it('Farcaster: a link about to expire is replaced, an expired one too, and a rejection fails', async () => {
    clock = installFakeClock();
    let links = 0;
    let status: unknown = { status: 'pending' };
    frame = fakeAuthFrame((request) => {
      if (request.method === 'init') return { session: null };
      if (request.method === 'farcaster.start') {
        links += 1;
        return { url: `https://farcaster.example/siwf?c=${links}`, channel: `c${links}`, expiresAt: Date.now() + 60_000 };
      }
      if (request.method === 'farcaster.status') return status;
      return {};
    });
    void startFarcasterSignIn();
    expect(currentView()).to.equal('ConnectingFarcaster');
    await waitFor(() => authState.farcaster?.url === 'https://farcaster.example/siwf?c=1', 'the first link');
    await settle();
    clock.tick(60_000 - FARCASTER_RENEW_BEFORE_MS);
    await nextPoll();
    await waitFor(() => authState.farcaster?.url === 'https://farcaster.example/siwf?c=2', 'a new link before expiry');
    status = { status: 'expired' };
    await nextPoll();
    await waitFor(() => authState.farcaster?.url === 'https://farcaster.example/siwf?c=3', 'a new link for an expired one');
    status = { status: 'rejected' };
    await nextPoll();
    await waitFor(() => authState.step === 'failed', 'the rejection');
    expect(authState.errorKey).to.equal('error.farcasterRejected');
    expect(errors.at(-1)).to.include({ code: 'FarcasterRejectedError', view: 'ConnectingFarcaster' });
  });
});

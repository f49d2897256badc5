// The sign-in actions through the real connector and secure-site client, against the fake secure
// site (tests/fixtures/fake-secure-site.ts: a page on the test server whose answers are real
// postMessages from the frame's window), in version 4's messages. An invalid email never asks the
// frame; a code is sent (a new device approved first, or a live session connecting at once), a
// wrong one fails with its message and can be tried again, a right one connects both namespaces.
// The account type switch, disconnect, restore, the EIP-1193 provider and its approvals. Social
// through the secure origin's pop-up and its `{resultUri}`; Farcaster, with an expired link replaced.
import { expect } from 'chai';
import {
  authState,
  cancelSocialSignIn,
  EMAIL_RESEND_AFTER_MS,
  resendEmailCode,
  startEmailSignIn,
  startFarcasterSignIn,
  startSocialSignIn,
  switchEmbeddedAccountType,
  verifyEmailCode,
} from '../../../../src/state/auth';
import { accountOf } from '../../../../src/state/account';
import { setBlockedOrigin } from '../../../../src/state/hosted/hosted-state';
import { applyAttributeSettings } from '../../../../src/state/configure';
import { connectorsState, disconnect, endConnection, findConnector, restoreSessions } from '../../../../src/state/connection';
import { enableAuthRestore, switchNetwork } from '../../../../src/state';
import { onStateEvent, type StateEvent } from '../../../../src/state/events';
import { currentView, goBack, modalState, openModal } from '../../../../src/state/router';
import { resetState } from '../../../../src/state/reset';
import { bridgeStateChanges } from '../../../../src/element/event-bridge';
import { waitFor } from '../../../fixtures/dom';
import { installFakeClock, type FakeClock } from '../../../fixtures/fake-clock';
import {
  installFakeSecureSite,
  SECURE_SITE_PATH,
  type FakeAnswer,
  type FakeSecureSite,
  type SeenMessage,
} from '../../../fixtures/fake-secure-site';

const AUTH_URL = `${location.origin}${SECURE_SITE_PATH}`;
const NO_RPC = `${location.origin}/__no-rpc`;
const SMART = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const EMAIL = 'visitor@example.com';
const SIGN_IN_KEY = 'wallet-modal:auth:signIn';

/** The settings of a host with a project: the fake secure site, Ethereum and Solana, RPCs on the test server that answer nothing. */
const configure = () =>
  applyAttributeSettings({
    authUrl: AUTH_URL,
    projectId: 'test-project',
    networks: `eip155:1,${SOLANA_MAINNET},eip155:10`,
    // Same origin, nothing there: the smart account's code read fails quietly, and nothing leaves the machine.
    rpcUrls: `eip155:1=${NO_RPC} ${SOLANA_MAINNET}=${NO_RPC} eip155:10=${NO_RPC}`,
  });

/** A handler answered when the test says so. */
function held(): { handler: () => Promise<FakeAnswer>; answer(value: FakeAnswer): void } {
  let answer: (value: FakeAnswer) => void = () => {};
  const answered = new Promise<FakeAnswer>((resolve) => (answer = resolve));
  return { handler: () => answered, answer: (value) => answer(value) };
}

/** `GET_USER`'s answer for the network asked: the Solana address, or both EVM accounts with the preferred one's address. */
const userOn =
  (email: string | null) =>
  ({ payload }: SeenMessage): FakeAnswer => {
    const { chainId, preferredAccountType = 'smartAccount' } = payload as { chainId: number | string; preferredAccountType?: string };
    if (chainId === SOLANA_MAINNET) return { payload: { email, address: SOLANA, chainId } };
    // Chain 10: no smart account there (as where the secure site does not enable one).
    if (chainId === 10) return { payload: { email, address: EOA, chainId, accounts: [{ address: EOA, type: 'eoa' }] } };
    return {
      payload: {
        email,
        address: preferredAccountType === 'eoa' ? EOA : SMART,
        chainId,
        accounts: [
          { address: EOA, type: 'eoa' },
          { address: SMART, type: 'smartAccount' },
        ],
        preferredAccountType,
        smartAccountDeployed: false,
      },
    };
  };

/** The messages the frame received, by name, leaving out the handshake's. */
const namesAfterSync = (site: FakeSecureSite) =>
  site.received.map(({ name }) => name).filter((name) => name !== 'SYNC_DAPP_DATA' && name !== 'GET_SMART_ACCOUNT_ENABLED_NETWORKS');

const postPage = (data: unknown) => `${AUTH_URL}/post?to=opener&data=${encodeURIComponent(JSON.stringify(data))}`;

interface TestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (value: unknown) => void): void;
}
const evmProvider = async () =>
  (await import('../../../../src/state/auth/connector')).authConnector.provider('eip155') as unknown as TestProvider;

describe('embedded sign-in actions', () => {
  let site: FakeSecureSite;
  let errors: Extract<StateEvent, { type: 'error' }>[];
  let stopEvents: () => void;
  let clock: FakeClock | undefined;
  let realOpen: typeof window.open;
  let popups: Window[];

  beforeEach(() => {
    localStorage.clear();
    resetState();
    site = installFakeSecureSite();
    site.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    site.on('CONNECT_OTP', () => ({}));
    site.on('GET_USER', userOn(EMAIL));
    site.on('SIGN_OUT', () => ({}));
    site.on('SET_PREFERRED_ACCOUNT', ({ payload }) => {
      const { type } = payload as { type: string };
      return { payload: { type, address: type === 'eoa' ? EOA : SMART } };
    });
    configure();
    openModal();
    errors = [];
    stopEvents = onStateEvent((event) => {
      if (event.type === 'error') errors.push(event);
    });
    realOpen = window.open;
    popups = [];
  });

  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    window.open = realOpen;
    for (const popup of popups) if (!popup.closed) popup.close();
    stopEvents();
    resetState();
    site.uninstall();
  });

  const signInByEmail = async () => {
    await startEmailSignIn(EMAIL);
    await verifyEmailCode('123456');
    expect(accountOf('eip155').status).to.equal('connected');
  };

  it('an invalid email fails with InvalidEmailError and asks no frame', async () => {
    await startEmailSignIn('not-an-email');
    expect(authState).to.deep.include({ step: 'failed', errorKey: 'error.invalidEmail' });
    expect(errors.map((error) => error.code)).to.deep.equal(['InvalidEmailError']);
    expect(document.querySelector('iframe[data-wm-secure-site]')).to.equal(null);
    expect(site.received).to.deep.equal([]);
  });

  it("a page off the project's allowlist is refused at once (AuthRefusedError) and the secure site is not asked", async () => {
    setBlockedOrigin('https://shop.example');
    await startEmailSignIn(EMAIL);
    expect(authState).to.deep.include({ step: 'failed', errorKey: 'error.authRefused' });
    expect(errors.map((error) => error.code)).to.deep.equal(['AuthRefusedError']);
    expect(document.querySelector('iframe[data-wm-secure-site]')).to.equal(null);
    expect(site.received).to.deep.equal([]);
  });

  it('email: a code is sent, a wrong one fails with its message and is tried again, the right one connects both namespaces', async () => {
    site.on('CONNECT_OTP', ({ payload }): FakeAnswer =>
      (payload as { otp: string }).otp === '123456' ? {} : { error: 'Invalid OTP code' },
    );
    const before = Date.now();
    await startEmailSignIn(' visitor@example.com ');
    expect(currentView()).to.equal('ConnectingEmail');
    expect(authState).to.deep.include({ step: 'codeSent', email: EMAIL });
    expect(authState.resendAt).to.be.at.least(before + EMAIL_RESEND_AFTER_MS);
    // The frame is the project's, and knows the dapp before it is asked anything.
    const { url } = await site.loaded();
    expect(new URL(url).searchParams.get('projectId')).to.equal('test-project');
    expect(site.of('SYNC_DAPP_DATA')[0]?.payload).to.deep.include({ projectId: 'test-project' });
    expect(site.of('CONNECT_EMAIL').map((message) => message.payload)).to.deep.equal([{ email: EMAIL }]);

    await verifyEmailCode('000000');
    expect(authState).to.deep.include({ step: 'failed', errorKey: 'error.authWrongCode', email: EMAIL });
    expect(errors.at(-1)).to.include({ code: 'AuthWrongCodeError', view: 'ConnectingEmail' });
    expect(errors.at(-1)?.detail).to.contain('Invalid OTP code');
    expect(currentView()).to.equal('ConnectingEmail');
    expect(accountOf('eip155').status).to.equal('disconnected');

    await verifyEmailCode(' 123456 ');
    expect(site.of('CONNECT_OTP').map((message) => message.payload)).to.deep.equal([{ otp: '000000' }, { otp: '123456' }]);
    expect(accountOf('eip155')).to.include({ status: 'connected', address: SMART });
    expect(accountOf('solana')).to.include({ status: 'connected', address: SOLANA });
    expect(connectorsState.connectedIds).to.deep.equal({ eip155: 'auth', solana: 'auth' });
    expect(findConnector('auth')).to.deep.include({ id: 'auth', name: 'Email', type: 'auth', provider: 'email' });
    expect(authState).to.deep.include({ step: 'idle', accountType: 'smartAccount', user: { provider: 'email', email: EMAIL } });
    expect(authState.allAccounts).to.deep.equal([
      { address: SMART, type: 'smartAccount' },
      { address: EOA, type: 'eoa' },
    ]);
    // The user is read on each namespace's network, the EVM one (the preferred network's) last, with the account type.
    expect(site.of('GET_USER').map((message) => message.payload)).to.deep.equal([
      { chainId: SOLANA_MAINNET, rpcUrl: NO_RPC },
      { chainId: 1, preferredAccountType: 'smartAccount', rpcUrl: NO_RPC },
    ]);
    expect(currentView()).to.equal('Account');
    // How the visitor signed in is kept for a restore (the secure site's user does not say).
    expect(localStorage.getItem(SIGN_IN_KEY)).to.contain('"provider":"email"');
  });

  it('email on a new device: confirmingDevice until the device is approved (CONNECT_DEVICE), then codeSent', async () => {
    const device = held();
    site.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_DEVICE' } }));
    site.on('CONNECT_DEVICE', device.handler);
    const starting = startEmailSignIn(EMAIL);
    await site.next('CONNECT_DEVICE');
    expect(authState.step).to.equal('confirmingDevice');
    expect(authState.resendAt).to.equal(undefined);
    device.answer({});
    await starting;
    expect(authState.step).to.equal('codeSent');
    expect(namesAfterSync(site)).to.deep.equal(['CONNECT_EMAIL', 'CONNECT_DEVICE']);
    await verifyEmailCode('123456');
    expect(accountOf('eip155')).to.include({ status: 'connected', address: SMART });
  });

  it('email with a live session (CONNECT): connects at once, without a code', async () => {
    site.on('CONNECT_EMAIL', () => ({ payload: { action: 'CONNECT' } }));
    await startEmailSignIn(EMAIL);
    expect(accountOf('eip155')).to.include({ status: 'connected', address: SMART });
    expect(accountOf('solana')).to.include({ status: 'connected', address: SOLANA });
    expect(authState).to.deep.include({ step: 'idle', user: { provider: 'email', email: EMAIL } });
    expect(namesAfterSync(site)).to.deep.equal(['CONNECT_EMAIL', 'GET_USER', 'GET_USER']);
    expect(currentView()).to.equal('Account');
  });

  it('resending waits for resendAt', async () => {
    await startEmailSignIn(EMAIL);
    // The clock is the test's once the frame is open (its settling delay runs on the real one).
    clock = installFakeClock();
    await resendEmailCode();
    expect(site.of('CONNECT_EMAIL')).to.have.length(1);
    clock.tick(EMAIL_RESEND_AFTER_MS);
    await resendEmailCode();
    expect(site.of('CONNECT_EMAIL')).to.have.length(2);
    expect(authState.step).to.equal('codeSent');
  });

  it('switching the account type sends SET_PREFERRED_ACCOUNT, changes the EVM address, fires accountchange and is remembered; disconnect signs out of both', async () => {
    await signInByEmail();
    const provider = await evmProvider();
    const heard: unknown[] = [];
    provider.on('accountsChanged', (accounts) => heard.push(accounts));
    const host = document.createElement('div');
    const accountChanges: unknown[] = [];
    host.addEventListener('accountchange', (event) => accountChanges.push((event as CustomEvent).detail));
    const stopBridge = bridgeStateChanges(() => host);
    try {
      await switchEmbeddedAccountType();
      await waitFor(() => accountChanges.length > 0, 'accountchange');
    } finally {
      stopBridge();
    }
    expect(site.of('SET_PREFERRED_ACCOUNT').map((message) => message.payload)).to.deep.equal([{ type: 'eoa' }]);
    expect(accountOf('eip155').address).to.equal(EOA);
    expect(authState.accountType).to.equal('eoa');
    expect(accountChanges).to.deep.equal([{ address: EOA, caipAddress: `eip155:1:${EOA}` }]);
    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([EOA]);
    expect(heard).to.deep.equal([[EOA]]);
    expect(localStorage.getItem('wallet-modal:auth:accountType')).to.contain('eoa');
    expect(errors).to.deep.equal([]);

    // One sign-in holds both namespaces: disconnecting one signs out and ends the other.
    await disconnect('eip155');
    expect(site.of('SIGN_OUT')).to.have.length(1);
    expect(accountOf('eip155').status).to.equal('disconnected');
    expect(accountOf('solana').status).to.equal('disconnected');
    expect(authState.user).to.equal(undefined);
    expect(authState.allAccounts).to.deep.equal([]);
    expect(localStorage.getItem(SIGN_IN_KEY)).to.equal(null);
  });

  it('another wallet taking both namespaces clears the signed-in user, without signing out', async () => {
    await signInByEmail();
    endConnection('eip155');
    expect(authState.user).to.deep.equal({ provider: 'email', email: EMAIL });
    endConnection('solana');
    expect(authState.user).to.equal(undefined);
    expect(site.of('SIGN_OUT')).to.have.length(0);
  });

  /** A reload: the state starts over with a new frame, the storage stays. */
  const reload = () => {
    resetState();
    site.uninstall();
    site = installFakeSecureSite();
    site.on('GET_USER', userOn(EMAIL));
    configure();
    enableAuthRestore();
  };

  it('a stored sign-in comes back after a reload (IS_CONNECTED true), silently, with the account type chosen before', async () => {
    await signInByEmail();
    await switchEmbeddedAccountType();
    reload();
    site.on('IS_CONNECTED', () => ({ payload: { isConnected: true } }));
    await restoreSessions();
    expect(accountOf('eip155')).to.include({ status: 'connected', address: EOA, restored: true });
    expect(accountOf('solana')).to.include({ status: 'connected', address: SOLANA, restored: true });
    expect(authState).to.deep.include({ accountType: 'eoa', user: { provider: 'email', email: EMAIL } });
    expect(namesAfterSync(site)).to.deep.equal(['IS_CONNECTED', 'GET_USER', 'GET_USER']);
    expect(site.of('GET_USER')[1]?.payload).to.deep.include({ chainId: 1, preferredAccountType: 'eoa' });
    expect(errors).to.deep.equal([]);
  });

  it('a stored sign-in the secure site no longer holds (IS_CONNECTED false) is forgotten quietly', async () => {
    await signInByEmail();
    reload();
    site.on('IS_CONNECTED', () => ({ payload: { isConnected: false } }));
    await restoreSessions();
    expect(accountOf('eip155').status).to.equal('disconnected');
    expect(accountOf('solana').status).to.equal('disconnected');
    expect(namesAfterSync(site)).to.deep.equal(['IS_CONNECTED']);
    expect(localStorage.getItem(SIGN_IN_KEY)).to.equal(null);
    expect(localStorage.getItem('wallet-modal:session:eip155')).to.equal(null);
    expect(authState.user).to.equal(undefined);
    expect(errors).to.deep.equal([]);
  });

  it('a network switch reads the EVM accounts there: without a smart account the EOA is in use (accountchange), and back', async () => {
    site.on('SWITCH_NETWORK', ({ payload }) => ({ payload: { chainId: (payload as { chainId: string }).chainId } }));
    await signInByEmail();
    const host = document.createElement('div');
    const changes: string[] = [];
    host.addEventListener('accountchange', (event) => changes.push((event as CustomEvent<{ address: string }>).detail.address));
    const bridge = bridgeStateChanges(() => host);
    try {
      await switchNetwork('eip155:10');
      await waitFor(() => accountOf('eip155').address === EOA, 'the EOA on chain 10');
      expect(authState.allAccounts).to.deep.equal([{ address: EOA, type: 'eoa' }]);
      await switchNetwork('eip155:1');
      await waitFor(() => accountOf('eip155').address === SMART, 'the smart account again on chain 1');
      expect(changes).to.deep.equal([EOA, SMART]);
      expect(site.of('SWITCH_NETWORK').map(({ payload }) => (payload as { chainId: string }).chainId)).to.include.members([
        'eip155:10',
        'eip155:1',
      ]);
    } finally {
      bridge();
    }
  });

  it('the EIP-1193 provider answers chain switches among the configured networks only, and forwards reads without an approval', async () => {
    site.on('RPC_REQUEST', () => ({ payload: '0x2a' }));
    await signInByEmail();
    const provider = await evmProvider();
    expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x1');
    const refused = await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
      .catch((error: unknown) => error);
    expect(refused).to.include({ name: 'ProviderRpcError', code: 4902 });
    expect(await provider.request({ method: 'eth_blockNumber' })).to.equal('0x2a');
    expect(site.of('RPC_REQUEST').map((message) => message.payload)).to.deep.equal([
      { method: 'eth_blockNumber', params: [], chainNamespace: 'eip155', chainId: 1, rpcUrl: NO_RPC },
    ]);
    expect(site.of('RPC_ABORT')).to.deep.equal([]);
    expect(document.querySelector('dialog[data-wm-secure-site-dialog]')?.hasAttribute('open')).to.equal(false);
  });

  it("an approval shows the frame's dialog until answered; smartAccountDeployed is false until the smart account's first transaction is mined", async () => {
    let code = '0x';
    const calls: string[] = [];
    const realFetch = window.fetch;
    // The app's RPC, as the network answers: the smart account's code, and the send's receipt.
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.startsWith(NO_RPC)) return realFetch(input, init);
      type Call = { id: number; method: string; params: unknown[] };
      const body = JSON.parse(String(init?.body)) as Call | Call[];
      const answer = ({ id, method, params }: Call) => {
        calls.push(`${method} ${String(params[0])}`);
        return { jsonrpc: '2.0', id, result: method === 'eth_getCode' ? code : { status: '0x1', transactionHash: params[0] } };
      };
      return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), {
        headers: { 'content-type': 'application/json' },
      });
    };
    try {
      const hash = `0x${'ab'.repeat(32)}`;
      const approval = held();
      site.on('RPC_REQUEST', approval.handler);
      await signInByEmail();
      await waitFor(() => authState.smartAccountDeployed === false, 'the counterfactual account');
      expect(calls).to.include(`eth_getCode ${SMART}`);
      code = '0x6080';
      const provider = await evmProvider();
      const sending = provider.request({ method: 'eth_sendTransaction', params: [{ from: SMART, to: EOA, value: '0x1' }] });
      const request = await site.next('RPC_REQUEST');
      // The visitor approves in the frame: its dialog is open, above everything, until the frame answers.
      const dialog = document.querySelector<HTMLDialogElement>('dialog[data-wm-secure-site-dialog]')!;
      expect(dialog.open).to.equal(true);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(getComputedStyle(dialog.querySelector('iframe')!).display).to.not.equal('none');
      // What a page script may have queued in the frame is taken back first.
      expect(site.received.indexOf(site.of('RPC_ABORT')[0]!)).to.equal(site.received.indexOf(request) - 1);
      expect(request.payload).to.deep.include({ method: 'eth_sendTransaction', chainId: 1 });
      approval.answer({ payload: hash });
      expect(await sending).to.equal(hash);
      expect(dialog.open).to.equal(false);
      expect(getComputedStyle(dialog).display).to.equal('none');
      await waitFor(() => authState.smartAccountDeployed === true, 'the deployed account', 5_000);
      expect(calls).to.include(`eth_getTransactionReceipt ${hash}`);
    } finally {
      window.fetch = realFetch;
    }
  });

  describe('social', () => {
    /** Real pop-ups (window.open as the browser does it), closed after the test. */
    const recordPopups = () => {
      window.open = ((...args: Parameters<typeof window.open>) => {
        const popup = realOpen.apply(window, args);
        if (popup) popups.push(popup);
        return popup;
      }) as typeof window.open;
    };

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

    it('a blocked pop-up fails with AuthPopupBlockedError and asks no frame', async () => {
      window.open = () => null;
      startSocialSignIn('google');
      expect(currentView()).to.equal('ConnectingSocial');
      expect(authState).to.deep.include({ step: 'failed', errorKey: 'error.authPopupBlocked', socialProvider: 'google' });
      expect(errors.at(-1)).to.include({ code: 'AuthPopupBlockedError' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(site.received).to.deep.equal([]);
    });

    it('the pop-up goes to the provider (GET_SOCIAL_REDIRECT_URI); closed before done is AuthPopupClosedError', async () => {
      const popup = fakePopup();
      const redirect = `${AUTH_URL}/provider?state=s1`;
      site.on('GET_SOCIAL_REDIRECT_URI', () => ({ payload: { uri: redirect } }));
      startSocialSignIn('github');
      expect(authState).to.deep.include({ step: 'waitingSocial', socialProvider: 'github' });
      await waitFor(() => popup.location.href, 'the provider page');
      expect(popup.location.href).to.equal(redirect);
      expect(site.of('GET_SOCIAL_REDIRECT_URI')[0]?.payload).to.deep.equal({ provider: 'github' });
      popup.closed = true;
      await waitFor(() => authState.step === 'failed', 'the failure', 5_000);
      expect(authState.errorKey).to.equal('error.authPopupClosed');
      expect(errors.at(-1)).to.include({ code: 'AuthPopupClosedError', view: 'ConnectingSocial' });
      expect(site.of('CONNECT_SOCIAL')).to.deep.equal([]);
    });

    it('a result naming error=access_denied is a cancelled sign-in (AuthCancelledError)', async () => {
      recordPopups();
      site.on('GET_SOCIAL_REDIRECT_URI', () => ({ payload: { uri: postPage({ resultUri: `${AUTH_URL}/result?error=access_denied` }) } }));
      startSocialSignIn('discord');
      await waitFor(() => authState.step === 'failed', 'the failure');
      expect(authState.errorKey).to.equal('error.authCancelled');
      expect(errors.at(-1)).to.include({ code: 'AuthCancelledError' });
      expect(site.of('CONNECT_SOCIAL')).to.deep.equal([]);
      expect(popups).to.have.length(1);
      expect(popups[0]!.closed).to.equal(true);
    });

    it("the pop-up's {resultUri} finishes the sign-in (CONNECT_SOCIAL), which connects with its provider", async () => {
      recordPopups();
      const resultUri = `${AUTH_URL}/result?code=abc&state=s1`;
      site.on('GET_SOCIAL_REDIRECT_URI', () => ({ payload: { uri: postPage({ resultUri }) } }));
      site.on('CONNECT_SOCIAL', ({ payload }) => ({
        payload: { ...(userOn(null)({ payload } as SeenMessage) as { payload: object }).payload, userName: '@visitor' },
      }));
      site.on('GET_USER', userOn(null));
      startSocialSignIn('x');
      await waitFor(() => accountOf('eip155').status === 'connected', 'the connection');
      expect(site.of('GET_SOCIAL_REDIRECT_URI')[0]?.payload).to.deep.equal({ provider: 'x' });
      expect(site.of('CONNECT_SOCIAL')[0]?.payload).to.deep.equal({
        uri: resultUri,
        chainId: 1,
        preferredAccountType: 'smartAccount',
        rpcUrl: NO_RPC,
      });
      expect(accountOf('eip155').address).to.equal(SMART);
      expect(accountOf('solana')).to.include({ status: 'connected', address: SOLANA });
      expect(findConnector('auth')).to.deep.include({ name: 'X', type: 'auth', provider: 'x' });
      expect(authState.user).to.deep.equal({ provider: 'x', username: '@visitor' });
      expect(authState.socialProvider).to.equal('x');
      expect(popups[0]!.closed).to.equal(true);
      expect(errors).to.deep.equal([]);
    });

    it('cancelling a social sign-in closes the pop-up and asks nothing more', async () => {
      const popup = fakePopup();
      site.on('GET_SOCIAL_REDIRECT_URI', () => ({ payload: { uri: `${AUTH_URL}/provider` } }));
      startSocialSignIn('discord');
      await waitFor(() => popup.location.href, 'the provider page');
      cancelSocialSignIn();
      expect(popup.closed).to.equal(true);
      expect(authState.step).to.equal('idle');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(namesAfterSync(site)).to.deep.equal(['GET_SOCIAL_REDIRECT_URI']);
      expect(modalState.open).to.equal(true);
      expect(errors).to.deep.equal([]);
    });
  });

  describe('Farcaster', () => {
    const link = (n: number) => `https://farcaster.xyz/~/siwf?channelToken=c${n}`;

    beforeEach(() => {
      let links = 0;
      site.on('GET_FARCASTER_URI', () => ({ payload: { url: link((links += 1)) } }));
    });

    it('an expired link is replaced by a new one (GET_FARCASTER_URI again), and a rejection fails (FarcasterRejectedError)', async () => {
      const second = held();
      let waits = 0;
      site.on('CONNECT_FARCASTER', () => ((waits += 1) === 1 ? { error: 'Farcaster sign-in link expired' } : second.handler()));
      const signingIn = startFarcasterSignIn();
      expect(currentView()).to.equal('ConnectingFarcaster');
      await site.next('CONNECT_FARCASTER', 2);
      expect(authState).to.deep.include({ step: 'waitingFarcaster', farcaster: { url: link(2) } });
      expect(namesAfterSync(site)).to.deep.equal(['GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'GET_FARCASTER_URI', 'CONNECT_FARCASTER']);
      expect(errors).to.deep.equal([]);
      second.answer({ error: 'User rejected the sign-in request' });
      await signingIn;
      expect(authState).to.deep.include({ step: 'failed', errorKey: 'error.farcasterRejected' });
      expect(errors.at(-1)).to.include({ code: 'FarcasterRejectedError', view: 'ConnectingFarcaster' });
      expect(accountOf('eip155').status).to.equal('disconnected');
    });

    it('an approval connects, named after the Farcaster user', async () => {
      site.on('CONNECT_FARCASTER', () => ({ payload: { userName: 'visitor' } }));
      await startFarcasterSignIn();
      expect(accountOf('eip155')).to.include({ status: 'connected', address: SMART });
      expect(findConnector('auth')).to.deep.include({ type: 'auth', provider: 'farcaster' });
      expect(authState.user).to.deep.include({ provider: 'farcaster', username: 'visitor' });
    });

    it('leaving the view abandons the wait: nothing fails, and a late approval connects nothing', async () => {
      site.on('CONNECT_FARCASTER', () => 'silent');
      const signingIn = startFarcasterSignIn();
      const waiting = await site.next('CONNECT_FARCASTER');
      expect(authState.farcaster).to.deep.equal({ url: link(1) });
      goBack();
      await signingIn;
      expect(authState).to.deep.include({ step: 'idle', farcaster: undefined, errorKey: undefined });
      expect(errors).to.deep.equal([]);
      await site.post({ type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS', id: waiting.id, payload: { userName: 'visitor' } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(accountOf('eip155').status).to.equal('disconnected');
      expect(site.of('GET_USER')).to.deep.equal([]);
    });
  });
});

// Requests to the frame: each has its own id and settles only with the answer of that id and name,
// from the frame's window on the secure origin; each has a deadline and can be abandoned; a
// malformed answer fails its request at once; errors are mapped to the catalogue; subscribers hear
// every checked message, id or not.
import { expect } from 'chai';
import type { FrameMessage } from '../../../../src/services/secure-site';
import { isWalletModalError } from '../../../../src/services/errors';
import { installFakeClock, type FakeClock } from '../../../fixtures/fake-clock';
import { afterTasks, AUTH_URL, forgeFrom, openedClient, OTHER_ORIGIN_URL, rejectionOf, settledState } from './helpers';

const USER = { email: 'visitor@example.com', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 };

describe('secure-site client: requests', () => {
  let opened: Awaited<ReturnType<typeof openedClient>>;
  let clock: FakeClock | undefined;

  beforeEach(async () => {
    opened = await openedClient();
  });

  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    opened.close();
  });

  it('correlates answers by id and name: out of order, each settles its own request', async () => {
    const { client, site } = opened;
    site.on('IS_CONNECTED', () => 'silent');
    site.on('GET_USER', () => 'silent');
    const connected = client.isConnected();
    const user = client.getUser({ caipNetworkId: 'eip155:31337', preferredAccountType: 'eoa' });
    const [isConnected, getUser] = [await site.next('IS_CONNECTED'), await site.next('GET_USER')];
    expect(getUser.payload).to.deep.equal({ chainId: 31337, preferredAccountType: 'eoa' });
    expect(isConnected.id).to.not.equal(getUser.id);
    // The right id with another name, an unknown id, and no id settle nothing.
    await site.post({ type: '@w3m-frame/GET_USER_SUCCESS', id: isConnected.id, payload: USER });
    await site.post({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: 'unknown', payload: { isConnected: true } });
    await site.post({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } });
    await afterTasks();
    expect(await settledState(connected)).to.equal('pending');
    expect(await settledState(user)).to.equal('pending');
    await site.post({ type: '@w3m-frame/GET_USER_SUCCESS', id: getUser.id, payload: { ...USER, extra: 'x'.repeat(10) } });
    expect(await user).to.deep.equal({
      email: 'visitor@example.com',
      userName: null,
      caipNetworkId: 'eip155:31337',
      address: USER.address,
      accounts: [],
    });
    await site.post({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: isConnected.id, payload: { isConnected: false } });
    expect(await connected).to.equal(false);
  });

  it('ignores answers from another window, from the page, and from its own frame once on another origin', async () => {
    const { client, site, container } = opened;
    site.on('IS_CONNECTED', () => 'silent');
    const connected = client.isConnected();
    const { id } = await site.next('IS_CONNECTED');
    const forged = { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } };
    window.postMessage(forged, '*');
    await forgeFrom(container, AUTH_URL, 'parent', forged);
    // The frame's own window, navigated to another origin, posts the same answer.
    const { iframe } = client.display;
    const navigated = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    iframe.src = `${OTHER_ORIGIN_URL}/post?to=parent&data=${encodeURIComponent(JSON.stringify(forged))}`;
    await navigated;
    await afterTasks();
    expect(await settledState(connected)).to.equal('pending');
    client.destroy();
    expect(isWalletModalError(await rejectionOf(connected), 'DisconnectedError')).to.equal(true);
  });

  it('a malformed answer fails its request at once (InvalidWalletAnswerError) and is reported', async () => {
    const reported: Error[] = [];
    opened.close();
    opened = await openedClient({ onMalformed: (error) => reported.push(error) });
    const { client, site } = opened;
    site.on('GET_USER', () => ({ payload: { ...USER, address: 'not an address' } }));
    const error = await rejectionOf(client.getUser({ caipNetworkId: 'eip155:31337' }));
    expect(isWalletModalError(error, 'InvalidWalletAnswerError')).to.equal(true);
    expect(reported.map(({ name }) => name)).to.deep.equal(['InvalidWalletAnswerError']);
  });

  it('maps version 4’s error strings to the catalogue', async () => {
    const { client, site } = opened;
    const cases: Array<[string, string, () => Promise<unknown>]> = [
      ['CONNECT_EMAIL', 'Invalid email', () => client.connectEmail('x')],
      ['CONNECT_EMAIL', 'Please try again after 20 seconds', () => client.connectEmail('a@example.com')],
      ['CONNECT_OTP', 'Invalid OTP', () => client.connectOtp('000000')],
      ['CONNECT_OTP', 'OTP expired', () => client.connectOtp('000000')],
      ['CONNECT_FARCASTER', 'User rejected', () => client.connectFarcaster()],
      ['SWITCH_NETWORK', 'Unsupported chain', () => client.switchNetwork('eip155:5')],
      ['SIGN_OUT', 'Failed', () => client.signOut()],
      ['GET_USER', 'Something broke', () => client.getUser({ caipNetworkId: 'eip155:31337' })],
    ];
    const names: string[] = [];
    for (const [name, message, call] of cases) {
      site.on(name, () => ({ error: message }));
      names.push(((await rejectionOf(call())) as Error).name);
    }
    expect(names).to.deep.equal([
      'InvalidEmailError',
      'AuthRateLimitedError',
      'AuthWrongCodeError',
      'AuthCodeExpiredError',
      'FarcasterRejectedError',
      'SwitchChainError',
      'DisconnectError',
      'AuthUnavailableError',
    ]);
  });

  it('every message has its deadline: 30 s for bookkeeping, 120 s for a sign-in step, 10 min for a device approval', async () => {
    const { client, site } = opened;
    for (const name of ['IS_CONNECTED', 'CONNECT_OTP', 'CONNECT_DEVICE']) site.on(name, () => 'silent');
    clock = installFakeClock();
    const connected = client.isConnected();
    const otp = client.connectOtp('123456');
    const device = client.connectDevice();
    clock.tick(30_000);
    expect([await settledState(connected), await settledState(otp)]).to.deep.equal(['rejected', 'pending']);
    clock.tick(90_000);
    expect([await settledState(otp), await settledState(device)]).to.deep.equal(['rejected', 'pending']);
    clock.tick(480_000);
    expect(await settledState(device)).to.equal('rejected');
    const error = (await rejectionOf(connected)) as Error;
    expect(isWalletModalError(error, 'AuthUnavailableError')).to.equal(true);
    expect(error.message).to.equal('The secure site did not answer IS_CONNECTED within 30 s');
  });

  it('an abandoned wait rejects at once: AuthCancelledError, or the signal’s own catalogue reason', async () => {
    const { client, site } = opened;
    site.on('CONNECT_FARCASTER', () => 'silent');
    const controller = new AbortController();
    const waiting = client.connectFarcaster({ signal: controller.signal });
    await site.next('CONNECT_FARCASTER');
    controller.abort();
    expect(isWalletModalError(await rejectionOf(waiting), 'AuthCancelledError')).to.equal(true);
    // Already aborted: nothing is posted.
    const before = site.received.length;
    expect(isWalletModalError(await rejectionOf(client.connectFarcaster({ signal: controller.signal })), 'AuthCancelledError')).to.equal(
      true,
    );
    await afterTasks();
    expect(site.received.length).to.equal(before);
  });

  it('subscribers hear every checked message from the frame, with or without an id', async () => {
    const { client, site } = opened;
    const heard: FrameMessage[] = [];
    const unsubscribe = client.subscribe((message) => heard.push(message));
    await site.post({ type: '@w3m-frame/GET_USER_SUCCESS', payload: USER });
    await site.post({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'secret' } });
    await site.post({ type: '@w3m-frame/UNKNOWN_EVENT', payload: {} });
    await site.post({ type: '@w3m-app/GET_USER', payload: {} });
    await afterTasks();
    expect(heard.map((message) => message.kind)).to.deep.equal(['success', 'session-update']);
    expect(JSON.stringify(heard)).to.not.include('secret');
    unsubscribe();
    await site.post({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } });
    await afterTasks();
    expect(heard).to.have.length(2);
  });
});

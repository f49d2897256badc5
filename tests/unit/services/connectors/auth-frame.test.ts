// The auth frame client hears only its own iframe's window on the auth origin: messages from the
// page, another origin or another window are ignored, whatever they say; a malformed message from
// the frame is reported and ignored; answers settle only the request with their id; every wait has
// its deadline. The iframe is a real one on the test server's origin (its page is a 404: the test
// plays the frame by dispatching MessageEvents with the frame's window as their source).
import { expect } from 'chai';
import {
  AUTH_CHAIN_REQUEST_TIMEOUT_MS,
  AUTH_READY_TIMEOUT_MS,
  AUTH_REQUEST_TIMEOUT_MS,
  openAuthFrame,
  type AuthFrame,
} from '../../../../src/services/connectors/auth-frame';
import { isWalletModalError } from '../../../../src/services/errors';
import { waitFor } from '../../../fixtures/dom';
import { installFakeClock, type FakeClock } from '../../../fixtures/fake-clock';
import { settledState } from '../../../fixtures/rejection';

const AUTH_URL = `${location.origin}/__auth-frame-test`;

interface Request {
  id: string;
  method: string;
  params: unknown;
  wm: string;
  v: number;
  type: string;
}

describe('auth frame client', () => {
  let container: HTMLDivElement;
  let malformed: Error[];
  let clock: FakeClock | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    malformed = [];
  });

  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    container.remove();
  });

  /** Opens the client; resolves with its iframe (loaded) and a log of the requests it posted there. */
  async function opened() {
    const opening = openAuthFrame({ url: AUTH_URL, container, onMalformed: (error) => malformed.push(error) });
    const iframe = await waitFor(() => container.querySelector('iframe'), 'the iframe');
    await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    const requests: Request[] = [];
    iframe.contentWindow!.addEventListener('message', (event) => requests.push(event.data as Request));
    return { opening, iframe, requests, frameWindow: iframe.contentWindow! };
  }

  const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  async function ready(): Promise<{ frame: AuthFrame; requests: Request[]; frameWindow: Window }> {
    const { opening, requests, frameWindow } = await opened();
    post({ wm: 'auth', v: 1, type: 'ready' }, location.origin, frameWindow);
    return { frame: await opening, requests, frameWindow };
  }

  it('loads {auth-url}/frame with the page origin, hidden and titled', async () => {
    const { iframe, opening, frameWindow } = await opened();
    const src = new URL(iframe.src);
    expect(src.pathname).to.equal('/__auth-frame-test/frame');
    expect(src.searchParams.get('origin')).to.equal(location.origin);
    expect(iframe.hidden).to.equal(true);
    expect(iframe.title).to.equal('Sign-in');
    post({ wm: 'auth', v: 1, type: 'ready' }, location.origin, frameWindow);
    (await opening).destroy();
    expect(container.querySelector('iframe')).to.equal(null);
  });

  it('is ready only when its own window on the auth origin says so', async () => {
    const { opening, frameWindow } = await opened();
    post({ wm: 'auth', v: 1, type: 'ready' }, 'https://evil.example', frameWindow);
    post({ wm: 'auth', v: 1, type: 'ready' }, location.origin, window);
    post({ wm: 'auth', v: 1, type: 'ready' }, location.origin, null);
    const other = document.createElement('iframe');
    container.append(other);
    post({ wm: 'auth', v: 1, type: 'ready' }, location.origin, other.contentWindow);
    expect(await settledState(opening)).to.equal('pending');
    post({ wm: 'auth', v: 1, type: 'ready' }, location.origin, frameWindow);
    expect(await settledState(opening)).to.equal('resolved');
    (await opening).destroy();
  });

  it('a refusal rejects with AuthRefusedError and removes the iframe', async () => {
    const { opening, frameWindow } = await opened();
    post({ wm: 'auth', v: 1, type: 'refused', reason: 'origin' }, location.origin, frameWindow);
    const error = await opening.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isWalletModalError(error, 'AuthRefusedError')).to.equal(true);
    expect(container.querySelector('iframe')).to.equal(null);
  });

  it('no ready within 15 s is AuthUnavailableError', async () => {
    clock = installFakeClock();
    const { opening } = await opened();
    clock.tick(AUTH_READY_TIMEOUT_MS - 1);
    expect(await settledState(opening)).to.equal('pending');
    clock.tick(1);
    const error = await opening.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isWalletModalError(error, 'AuthUnavailableError')).to.equal(true);
    expect((error as Error).message).to.equal('The sign-in frame did not load within 15 s');
  });

  it('sends versioned requests with unique ids to the auth origin, and takes only the matching answer from the frame', async () => {
    const { frame, requests, frameWindow } = await ready();
    const init = frame.request('init', { networks: [] });
    const start = frame.request('email.start', { email: 'a@example.com' });
    await waitFor(() => requests.length === 2, 'both requests');
    const [first, second] = requests as [Request, Request];
    expect(first).to.deep.include({ wm: 'auth', v: 1, type: 'request', method: 'init' });
    expect(first.id).to.not.equal(second.id);
    expect(first.id.length).to.be.at.most(64);
    // Forged answers: the page, another origin, an unknown id, a wrong version, garbage.
    post({ wm: 'auth', v: 1, type: 'response', id: first.id, result: { session: 'evil' } }, location.origin, window);
    post({ wm: 'auth', v: 1, type: 'response', id: first.id, result: { session: 'evil' } }, 'https://evil.example', frameWindow);
    post({ wm: 'auth', v: 1, type: 'response', id: 'unknown', result: {} }, location.origin, frameWindow);
    post({ wm: 'auth', v: 99, type: 'response', id: first.id, result: {} }, location.origin, frameWindow);
    post({ wm: 'auth', v: 1, type: 'response', id: { toString: 1 } }, location.origin, frameWindow);
    post('not an object', location.origin, frameWindow);
    post({ wm: 'auth', v: 1, type: 'response', id: 'nope', result: 'x'.repeat(100_000) }, location.origin, frameWindow);
    expect(await settledState(init)).to.equal('pending');
    expect(malformed.map((error) => error.name)).to.deep.equal(['InvalidWalletAnswerError', 'InvalidWalletAnswerError']);
    post({ wm: 'auth', v: 1, type: 'response', id: first.id, result: { session: null } }, location.origin, frameWindow);
    expect(await init).to.deep.equal({ session: null });
    post(
      { wm: 'auth', v: 1, type: 'response', id: second.id, error: { code: 4290, message: 'Try again in 30 s' } },
      location.origin,
      frameWindow,
    );
    const error = await start.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isWalletModalError(error, 'AuthRateLimitedError')).to.equal(true);
    // An answer is taken once.
    post({ wm: 'auth', v: 1, type: 'response', id: first.id, result: { session: 'late' } }, location.origin, frameWindow);
    frame.destroy();
  });

  it('each request has its deadline: 10 s, and 60 s for evm.request and solana.*', async () => {
    const { frame } = await ready();
    clock = installFakeClock();
    const init = frame.request('init', {});
    const evm = frame.request('evm.request', {});
    const solana = frame.request('solana.signMessage', {});
    clock.tick(AUTH_REQUEST_TIMEOUT_MS);
    expect(await settledState(init)).to.equal('rejected');
    expect(await settledState(evm)).to.equal('pending');
    clock.tick(AUTH_CHAIN_REQUEST_TIMEOUT_MS - AUTH_REQUEST_TIMEOUT_MS);
    expect(await settledState(evm)).to.equal('rejected');
    expect(await settledState(solana)).to.equal('rejected');
    const error = await init.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isWalletModalError(error, 'AuthUnavailableError')).to.equal(true);
    frame.destroy();
  });

  it('destroy rejects what is pending and refuses new requests', async () => {
    const { frame } = await ready();
    const pending = frame.request('init', {});
    frame.destroy();
    const error = await pending.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isWalletModalError(error, 'DisconnectedError')).to.equal(true);
    const after = await frame.request('init', {}).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isWalletModalError(after, 'DisconnectedError')).to.equal(true);
  });
});

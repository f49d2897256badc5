// The signin-url REST client: the contract's four calls with cookies (`credentials: 'include'`), each body checked
// at the boundary; a 401 means "not verified" on /verify and "no session" on /session; /verify is never retried.
import { expect } from 'chai';
import { isWalletModalError } from '../../../../src/services/errors';
import { createSignInEndpoints } from '../../../../src/services/siwx/rest';
import { parseNonce, parseSession } from '../../../../src/services/siwx/session-parse';
import { rejectionOf } from '../../../fixtures/rejection';

const BASE = 'https://site.example/auth';
const SESSION = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:1', expiresAt: '2030-01-01T00:00:00.000Z' };

type Answer = { status: number; body?: unknown };

describe('services/siwx: the signin-url client', () => {
  const realFetch = globalThis.fetch;
  let calls: { method: string; url: string; credentials: RequestCredentials; body?: string }[];
  let answers: Record<string, Answer>;

  beforeEach(() => {
    calls = [];
    answers = {};
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = request.method === 'POST' ? await request.text() : undefined;
      calls.push({ method: request.method, url: request.url, credentials: request.credentials, body });
      const answer = answers[`${request.method} ${new URL(request.url).pathname}`] ?? { status: 404 };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks for a nonce and a session with cookies, and posts the message and signature to /verify', async () => {
    answers = {
      'GET /auth/nonce': { status: 200, body: { nonce: 'abcDEF123456' } },
      'POST /auth/verify': { status: 200, body: SESSION },
      'GET /auth/session': { status: 200, body: SESSION },
      'POST /auth/signout': { status: 204 },
    };
    const endpoints = createSignInEndpoints(BASE);
    expect(await endpoints.nonce()).to.equal('abcDEF123456');
    expect(await endpoints.verify({ message: 'm', signature: '0x12' })).to.deep.equal(SESSION);
    expect(await endpoints.session()).to.deep.equal(SESSION);
    await endpoints.signOut();
    expect(calls.map(({ method, url }) => `${method} ${url}`)).to.deep.equal([
      `GET ${BASE}/nonce`,
      `POST ${BASE}/verify`,
      `GET ${BASE}/session`,
      `POST ${BASE}/signout`,
    ]);
    expect(calls.every(({ credentials }) => credentials === 'include')).to.equal(true);
    expect(JSON.parse(calls[1]!.body!)).to.deep.equal({ message: 'm', signature: '0x12' });
  });

  it('a 401 from /session is no session; from /verify a SignInError, asked once', async () => {
    answers = { 'GET /auth/session': { status: 401 }, 'POST /auth/verify': { status: 401 } };
    const endpoints = createSignInEndpoints(BASE);
    expect(await endpoints.session()).to.equal(undefined);
    const error = await rejectionOf(endpoints.verify({ message: 'm', signature: '0x12' }));
    expect(isWalletModalError(error, 'SignInError') && error.messageKey).to.equal('error.signInNotVerified');
    expect(calls.filter(({ method }) => method === 'POST')).to.have.length(1);
  });

  it('a failed or malformed nonce is a SignInError with the nonce message; a malformed session says so', async () => {
    answers = { 'GET /auth/nonce': { status: 200, body: { nonce: 'short' } }, 'GET /auth/session': { status: 200, body: { address: 5 } } };
    const endpoints = createSignInEndpoints(BASE);
    const nonceError = await rejectionOf(endpoints.nonce());
    expect(isWalletModalError(nonceError, 'SignInError') && nonceError.messageKey).to.equal('error.signInNonceFailed');
    const sessionError = await rejectionOf(endpoints.session());
    expect(isWalletModalError(sessionError, 'SignInError') && sessionError.messageKey).to.equal('error.signInSessionInvalid');
  });
});

describe('services/siwx: parsing the answers', () => {
  it('a nonce is 8 to 128 letters and digits', () => {
    expect(parseNonce({ nonce: 'a1b2c3d4' })).to.equal('a1b2c3d4');
    expect(parseNonce('a1b2c3d4e5')).to.equal('a1b2c3d4e5');
    for (const bad of [{ nonce: 'a1b2c3d' }, { nonce: 'a1b2c3d4-' }, { nonce: 'x'.repeat(129) }, {}, null, 12345678]) {
      expect(() => parseNonce(bad), JSON.stringify(bad)).to.throw();
    }
  });

  it('a session has an address, a CAIP-2 network and, if any, an ISO 8601 end', () => {
    expect(parseSession(SESSION)).to.deep.equal(SESSION);
    expect(parseSession({ address: SESSION.address, caipNetworkId: 'eip155:1' })).to.deep.equal({
      address: SESSION.address,
      caipNetworkId: 'eip155:1',
    });
    for (const bad of [
      { ...SESSION, address: '0x<script>' },
      { ...SESSION, caipNetworkId: 'ethereum' },
      { ...SESSION, expiresAt: 'tomorrow' },
      { ...SESSION, expiresAt: 1893456000 },
      [],
      'signed-in',
    ]) {
      expect(() => parseSession(bad), JSON.stringify(bad)).to.throw();
    }
  });
});

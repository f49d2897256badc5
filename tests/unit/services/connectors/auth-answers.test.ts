// What the auth frame sends is read once: the envelope (version, type, id, error), sessions
// (checksummed EVM addresses, a 32-byte base58 Solana address, a known provider, bounded
// strings), statuses, URLs on the allow-list, signatures of exactly 64 bytes; the frame's error
// codes become the sign-in's catalogue errors. Anything else is refused.
import { expect } from 'chai';
import {
  authErrorFor,
  parseBase64Signature,
  parseEmailStart,
  parseFarcasterStart,
  parseFarcasterStatus,
  parseFrameMessage,
  parseInitResult,
  parseSession,
  parseSocialStart,
  parseSocialStatus,
} from '../../../../src/services/connectors/auth-answers';
import { allowLoopbackFor } from '../../../../src/services/http/safe-url';
import { isWalletModalError } from '../../../../src/services/errors';

const SMART = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const session = (patch: Record<string, unknown> = {}) => ({
  user: { provider: 'email', email: 'visitor@example.com' },
  evm: { eoa: EOA, smartAccount: SMART },
  solana: { address: SOLANA },
  ...patch,
});

function refused(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    expect(isWalletModalError(error, 'InvalidWalletAnswerError'), String(error)).to.equal(true);
    return (error as Error).message;
  }
  throw new Error('it was accepted');
}

describe('auth frame answers', () => {
  afterEach(() => allowLoopbackFor([]));

  it('reads the envelope of version 1 and nothing else', () => {
    expect(parseFrameMessage({ wm: 'auth', v: 1, type: 'ready' })).to.deep.equal({ type: 'ready' });
    expect(parseFrameMessage({ wm: 'auth', v: 1, type: 'refused', reason: 'origin' })).to.deep.equal({ type: 'refused', reason: 'origin' });
    expect(parseFrameMessage({ wm: 'auth', v: 1, type: 'response', id: 'a-1', result: { x: 1 } })).to.deep.equal({
      type: 'response',
      id: 'a-1',
      result: { x: 1 },
    });
    expect(
      parseFrameMessage({ wm: 'auth', v: 1, type: 'response', id: 'a-1', error: { code: 4010, message: 'Wrong code' } }),
    ).to.deep.equal({ type: 'response', id: 'a-1', error: { code: 4010, message: 'Wrong code' } });
    // Not this protocol: ignored without a word.
    for (const data of ['not an object', null, 42, [], { wm: 'other', v: 1 }, {}]) expect(parseFrameMessage(data)).to.equal(undefined);
    // This protocol, of another shape: malformed.
    const malformed = [
      { wm: 'auth', v: 99, type: 'response', id: '1', result: {} },
      { wm: 'auth', v: 1, type: 'request', id: '1' },
      { wm: 'auth', v: 1, type: 'response', id: { toString: 1 } },
      { wm: 'auth', v: 1, type: 'response', id: 'x'.repeat(65), result: 1 },
      { wm: 'auth', v: 1, type: 'response', id: '', result: 1 },
      { wm: 'auth', v: 1, type: 'response', id: '1' },
      { wm: 'auth', v: 1, type: 'response', id: '1', error: { code: '4010', message: 'x' } },
      { wm: 'auth', v: 1, type: 'response', id: '1', error: { code: 4010.5, message: 'x' } },
      { wm: 'auth', v: 1, type: 'response', id: '1', error: { code: 4010, message: 'x'.repeat(501) } },
    ];
    for (const data of malformed) expect(parseFrameMessage(data), JSON.stringify(data)).to.equal('malformed');
  });

  it('strips bidi controls from the email and the username it shows (issue 25)', () => {
    const user = { provider: 'github', email: 'moc.elpmaxe@\u202Evisitor', username: '\u2067admin\u2069\u202Dx' };
    expect(parseSession(session({ user })).user).to.deep.equal({ provider: 'github', email: 'moc.elpmaxe@visitor', username: 'adminx' });
  });

  it('reads a session and refuses bad addresses, providers and strings', () => {
    expect(parseSession(session())).to.deep.equal(session());
    expect(parseInitResult({ session: null })).to.equal(null);
    expect(parseInitResult({ session: session() })?.evm.smartAccount).to.equal(SMART);
    refused(() => parseSession(session({ evm: { eoa: EOA.toLowerCase(), smartAccount: SMART } })));
    refused(() => parseSession(session({ evm: { eoa: EOA, smartAccount: '0x5FbDB2315678afecb367f032d93F642f64180aA3' } })));
    refused(() => parseSession(session({ evm: { eoa: EOA, smartAccount: `${SMART}00` } })));
    refused(() => parseSession(session({ solana: { address: '0OIl' } })));
    refused(() => parseSession(session({ solana: { address: '1111111111111111111111111111111111111111111111111111' } })));
    refused(() => parseSession(session({ solana: { address: SOLANA.slice(0, 30) } })));
    refused(() => parseSession(session({ user: { provider: 'myspace' } })));
    refused(() => parseSession(session({ user: { provider: 'email', email: `${'a'.repeat(250)}@example.com` } })));
    refused(() => parseSession(session({ user: { provider: 'google', username: 'x'.repeat(100_000) } })));
    refused(() => parseSession(session({ user: { provider: 'google', username: 7 } })));
    refused(() => parseSession({ user: { provider: 'email' } }));
    refused(() => parseInitResult('x'.repeat(100_000)));
  });

  it('reads statuses, the resend delay and the Farcaster link', () => {
    expect(parseEmailStart({ resendAfterMs: 30_000 })).to.deep.equal({ resendAfterMs: 30_000 });
    refused(() => parseEmailStart({ resendAfterMs: -1 }));
    refused(() => parseEmailStart({ resendAfterMs: 1e12 }));
    refused(() => parseEmailStart({ resendAfterMs: '30000' }));
    expect(parseSocialStatus({ status: 'pending' })).to.deep.equal({ status: 'pending' });
    expect(parseSocialStatus({ status: 'cancelled' })).to.deep.equal({ status: 'cancelled' });
    expect(parseSocialStatus({ status: 'done', session: session() })).to.deep.equal({ status: 'done', session: session() });
    refused(() => parseSocialStatus({ status: 'rejected' }));
    refused(() => parseSocialStatus({ status: 'done' }));
    expect(parseFarcasterStatus({ status: 'expired' })).to.deep.equal({ status: 'expired' });
    refused(() => parseFarcasterStatus({ status: 'cancelled' }));
    const now = 1_000_000;
    expect(parseFarcasterStart({ url: 'https://farcaster.example/siwf?c=1', channel: 'c1', expiresAt: now + 60_000 }, now)).to.deep.equal({
      url: 'https://farcaster.example/siwf?c=1',
      channel: 'c1',
      expiresAt: now + 60_000,
    });
    refused(() => parseFarcasterStart({ url: 'https://farcaster.example/', channel: 'c1', expiresAt: now + 10 * 86_400_000 }, now));
    refused(() => parseFarcasterStart({ url: 'https://farcaster.example/', channel: 'x'.repeat(300), expiresAt: now }, now));
  });

  it('accepts only safe web URLs: https, or http on loopback while auth-url is on loopback', () => {
    expect(parseSocialStart({ url: 'https://auth.example/consent?s=1', state: 's1' }).url).to.equal('https://auth.example/consent?s=1');
    for (const url of [
      'javascript:alert(1)',
      'http://auth.example/consent',
      'data:text/html,x',
      ' https://auth.example',
      'https://user:pw@auth.example/',
    ]) {
      refused(() => parseSocialStart({ url, state: 's1' }));
    }
    refused(() => parseSocialStart({ url: 'http://127.0.0.1:9999/consent', state: 's1' }));
    allowLoopbackFor(['http://127.0.0.1:9999']);
    expect(parseSocialStart({ url: 'http://127.0.0.1:9999/consent', state: 's1' }).url).to.equal('http://127.0.0.1:9999/consent');
    refused(() => parseSocialStart({ url: 'https://auth.example/', state: '' }));
  });

  it('reads a base64 signature of exactly 64 bytes', () => {
    const bytes = new Uint8Array(64).map((_, index) => index);
    const text = btoa(String.fromCharCode(...bytes));
    expect([...parseBase64Signature({ signature: text })]).to.deep.equal([...bytes]);
    refused(() => parseBase64Signature({ signature: btoa('short') }));
    refused(() => parseBase64Signature({ signature: `${text.slice(0, 86)}!!` }));
    refused(() => parseBase64Signature({}));
  });

  it("maps the frame's error codes to the sign-in's catalogue errors", () => {
    const named = (method: string, code: number) => (authErrorFor(method, { code, message: 'x' }) as Error).name;
    expect(named('email.verify', 4010)).to.equal('AuthWrongCodeError');
    expect(named('email.verify', 4011)).to.equal('AuthCodeExpiredError');
    expect(named('email.verify', 4012)).to.equal('AuthTooManyTriesError');
    expect(named('email.start', 4290)).to.equal('AuthRateLimitedError');
    expect(named('email.start', 4000)).to.equal('InvalidEmailError');
    expect(named('social.start', 4000)).to.equal('UnknownError');
    expect(named('evm.request', 4001)).to.equal('UserRejectedError');
    expect(named('evm.request', 4100)).to.equal('UnauthorizedError');
    expect(named('evm.request', 4901)).to.equal('DisconnectedError');
  });
});

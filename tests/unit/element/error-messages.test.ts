// What an `error` event's message may carry (README "Security"): no project id, no URL query or user info,
// no pairing key, no control characters, and a bounded length, whatever a wallet or service said.
import { expect } from 'chai';
import { elementChunks } from '../../../src/element/chunks';
import { bridgeStateEvents } from '../../../src/element/event-bridge';
import { createError } from '../../../src/services/errors';
import { applyAttributeSettings } from '../../../src/state/configure';
import { reportError } from '../../../src/state/events';
import { resetState } from '../../../src/state/reset';
import { MAX_PUBLIC_DETAIL, publicErrorMessage } from '../../../src/state/shared';

const PROJECT_ID = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const SYM_KEY = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';

const hostile: Record<string, unknown> = {
  keyedUrl: new Error(`fetch failed: https://rpc.example/v1?chainId=eip155:1&projectId=${PROJECT_ID}`),
  userInfo: new Error('bad gateway at https://admin:hunter2@api.example/v1/balance#frag'),
  relativeKeyed: new Error(`GET /api/v1?chainId=eip155:1&projectId=${PROJECT_ID} failed`),
  pairingUri: new Error(`could not pair wc:7f6e5d4c@2?relay-protocol=irn&symKey=${SYM_KEY}`),
  bareProjectId: { code: 4001, message: `rejected for project ${PROJECT_ID}` },
  controls: new Error('evil\u202egnp.exe\u0000\u001b[31m red'),
  flood: new Error(`x${'y'.repeat(1_000_000)}`),
  nested: createError('TokenBalanceUnavailableError', {
    message: `Token Balance Unavailable (Request timed out: GET https://api.example/v1/account/0x1/balance?projectId=${PROJECT_ID})`,
  }),
};

describe('error events carry scrubbed, bounded messages', () => {
  // In, as once the page is idle (before, an event waits for them: ./error-order.test.ts).
  before(() => elementChunks.englishErrors());

  let messages: string[];
  let stop: () => void;

  beforeEach(() => {
    resetState();
    applyAttributeSettings({ projectId: PROJECT_ID });
    messages = [];
    const target = document.createElement('div');
    target.addEventListener('error', (event: Event) => messages.push((event as CustomEvent<{ message: string }>).detail.message));
    stop = bridgeStateEvents(() => target);
  });

  afterEach(() => stop());

  it('no payload gets the project id, a query, user info, a pairing key or a control character out', async () => {
    for (const error of Object.values(hostile)) reportError(error, 'Connect');
    await Promise.resolve();
    expect(messages).to.have.length(Object.keys(hostile).length);
    Object.keys(hostile).forEach((name, index) => {
      const message = messages[index] ?? '';
      expect(message, name).not.to.contain(PROJECT_ID);
      expect(message, name).not.to.contain(SYM_KEY);
      expect(message, name).not.to.contain('hunter2');
      expect(
        [...message].filter((char) => char.charCodeAt(0) < 0x20 || char === '\u202e'),
        name,
      ).to.deep.equal([]);
      expect(message, name).not.to.match(/\?[a-z]+=/i);
      expect(message.length, name).to.be.below(400);
    });
    // What is left still says what happened.
    expect(messages[0]).to.contain('https://rpc.example/v1');
    expect(messages[1]).to.contain('https://api.example/v1/balance');
  });

  it('publicErrorMessage keeps honest text as it is and bounds the rest', () => {
    expect(publicErrorMessage('User rejected the request.')).to.equal('User rejected the request.');
    expect(publicErrorMessage('HTTP 503 from https://api.example/v1/identity/0xabc')).to.equal(
      'HTTP 503 from https://api.example/v1/identity/0xabc',
    );
    expect(publicErrorMessage('a'.repeat(5000))).to.have.length(MAX_PUBLIC_DETAIL);
    // A short project id is not redacted word by word (it would eat ordinary text), but its query parameter is.
    expect(publicErrorMessage('p failed: projectId=p', ['p'])).to.equal('p failed: projectId=[redacted]');
  });
});

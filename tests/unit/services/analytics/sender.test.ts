// The analytics sender against the devnet's analytics stand-in (served by the test runner at /__test/analytics).
import { expect } from 'chai';
import { createAnalyticsSender, newEventId } from '../../../../src/services/analytics';
import { waitFor } from '../../../fixtures/dom';

interface Received {
  query: Record<string, string>;
  body: { eventId: string; url: string; domain: string; timestamp: number; props: { event: string } };
}

const control = `${location.origin}/__test/analytics-received`;
const received = async (): Promise<Received[]> => ((await (await fetch(control)).json()) as { received: Received[] }).received;
const forbid = (forbidden: boolean) => fetch(control, { method: 'POST', body: JSON.stringify({ forbidden }) });
const sender = (onForbidden?: () => void) =>
  createAnalyticsSender({
    baseUrl: `${location.origin}/__test/analytics`,
    projectId: 'p1',
    sdkType: 'wallet-modal',
    sdkVersion: '9.9.9',
    flushMs: 50,
    onForbidden,
  });

describe('analytics sender', () => {
  beforeEach(() => fetch(control, { method: 'DELETE' }));
  after(() => fetch(control, { method: 'DELETE' }));

  it('sends queued events together after the flush delay, each a POST /e with the hosted fields', async () => {
    const analytics = sender();
    const before = Date.now();
    analytics.send({ type: 'track', event: 'MODAL_OPEN', properties: { view: 'Connect' } });
    analytics.send({ type: 'track', event: 'MODAL_CLOSE' });
    expect(await received()).to.have.length(0);
    const events = await waitFor(async () => {
      const list = await received();
      return list.length === 2 && list;
    }, 'two events');
    for (const { query, body } of events) {
      expect(query).to.deep.equal({ projectId: 'p1', st: 'wallet-modal', sv: '9.9.9' });
      expect(body.eventId).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(body).to.include({ url: `${location.origin}${location.pathname}`, domain: location.hostname });
      expect(body.timestamp).to.be.within(before, Date.now());
    }
    expect(events.map(({ body }) => body.props.event).sort()).to.deep.equal(['MODAL_CLOSE', 'MODAL_OPEN']);
    expect(new Set(events.map(({ body }) => body.eventId)).size).to.equal(2);
    analytics.stop();
  });

  it('carries the page origin and path only: never the query or fragment (emails, OAuth codes, tokens)', async () => {
    const page = location.href;
    history.replaceState(null, '', `${location.pathname}?email=visitor%40example.com&code=oauth-code#access_token=secret-token`);
    try {
      const analytics = sender();
      analytics.send({ type: 'error', event: 'ERROR', properties: { code: 'UnknownError' } });
      const [event] = await waitFor(async () => {
        const list = await received();
        return list.length === 1 && list;
      }, 'one event');
      expect(event?.body.url).to.equal(`${location.origin}${location.pathname}`);
      const sent = JSON.stringify(event);
      for (const secret of ['visitor', 'oauth-code', 'secret-token', 'email', 'access_token']) expect(sent).not.to.contain(secret);
      analytics.stop();
    } finally {
      history.replaceState(null, '', page);
    }
  });

  it('stops for the page on HTTP 403 and says so once; nothing is sent after', async () => {
    await forbid(true);
    let forbidden = 0;
    const analytics = sender(() => {
      forbidden += 1;
    });
    // A and B leave as two requests: both are answered (403) before the forbid is lifted, else the second could be
    // read by the server after it and be accepted.
    const answers: Promise<unknown>[] = [];
    const forbiddenFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const answer = forbiddenFetch(input, init);
      answers.push(answer.catch(() => undefined));
      return answer;
    };
    try {
      analytics.send({ type: 'track', event: 'A' });
      analytics.send({ type: 'track', event: 'B' });
      await waitFor(() => analytics.stopped, 'the sender to stop');
      await waitFor(() => answers.length === 2, 'both events sent');
      await Promise.all(answers);
    } finally {
      globalThis.fetch = forbiddenFetch;
    }
    await forbid(false);
    // A flush sends what is due at once (fetch is called in it): a stopped sender calls nothing.
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      asked.push(String(input));
      return realFetch(input, init);
    };
    try {
      analytics.send({ type: 'track', event: 'C' });
      analytics.flush();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).to.deep.equal([]);
    expect(forbidden).to.equal(1);
    expect(await received()).to.have.length(0);
  });

  it('makes v4 UUIDs without crypto.randomUUID too', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newEventId()).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

import { expect } from 'chai';
import { HttpError } from '../../../../src/services/errors';
import { RETRYABLE_STATUSES, createHttpClient, type HttpClient, type Query } from '../../../../src/services/http';
import { rejectionOf } from '../../../fixtures/rejection';
import { TEST_SERVER, gapsOf, hitsOf, uniqueKey } from './test-server';

describe('createHttpClient: retries', () => {
  const fast = createHttpClient({ baseUrl: TEST_SERVER, minRetryGapMs: 0 });

  it('retries every retryable status, with or without Retry-After', async () => {
    for (const status of RETRYABLE_STATUSES) {
      const key = uniqueKey();
      const answer = await fast.get(`fail-then-ok/${key}`, { query: { status } });
      expect(answer, `answer after ${status}`).to.include({ ok: true });
      expect((await hitsOf(key)).count, `tries for ${status}`).to.equal(2);
    }
  });

  it('retries a POST like a GET', async () => {
    const key = uniqueKey();
    const answer = await fast.post(`fail-then-ok/${key}`, { lookup: 1 }, { query: { status: 503 } });
    expect(answer).to.include({ ok: true });
    expect((await hitsOf(key)).count).to.equal(2);
  });

  it('gives up after 3 retries by default with the last HttpError', async () => {
    const key = uniqueKey();
    const error = await rejectionOf(fast.get(`status/500/${key}`));
    expect(error).to.be.instanceOf(HttpError);
    expect(error).to.include({ status: 500, serverMessage: 'status 500' });
    expect((await hitsOf(key)).count).to.equal(4);
  });

  it('honours the retries option', async () => {
    const key = uniqueKey();
    await rejectionOf(fast.get(`status/502/${key}`, { retries: 1 }));
    expect((await hitsOf(key)).count).to.equal(2);
  });

  // One failure then success; how many tries the server saw and the gap between the two.
  async function gapAfterOneFailure(client: HttpClient, query: Query): Promise<{ count: number; gap: number | undefined }> {
    const key = uniqueKey();
    await client.get(`fail-then-ok/${key}`, { query });
    const { count, times } = await hitsOf(key);
    return { count, gap: gapsOf(times)[0] };
  }

  it('waits the seconds Retry-After asks for', async () => {
    const { count, gap } = await gapAfterOneFailure(fast, { status: 429, retryAfter: 1 });
    expect(count).to.equal(2);
    expect(gap).to.be.at.least(1000);
  });

  it('waits until the HTTP-date Retry-After names', async () => {
    const { count, gap } = await gapAfterOneFailure(fast, { status: 503, retryAfterDateIn: 2 });
    expect(count).to.equal(2);
    // HTTP-dates have whole seconds, so "2 s ahead" is 1–2 s after the first try.
    expect(gap).to.be.at.least(1000);
  });

  it('keeps at least 1 s between tries by default, even when Retry-After says 0', async () => {
    const { count, gap } = await gapAfterOneFailure(createHttpClient({ baseUrl: TEST_SERVER }), { status: 429, retryAfter: 0 });
    expect(count).to.equal(2);
    expect(gap).to.be.at.least(1000);
  });

  it('fails at once when Retry-After asks for more than maxRetryAfterMs', async () => {
    const key = uniqueKey();
    // Waiting the 60 s asked would outlast the test's own time limit.
    const error = await rejectionOf(fast.get(`status/429/${key}`, { query: { retryAfter: 60 } }));
    expect(error).to.be.instanceOf(HttpError);
    expect(error).to.include({ status: 429 });
    expect((await hitsOf(key)).count).to.equal(1);
  });

  it('retries a dropped connection and then reports a NetworkError', async () => {
    const key = uniqueKey();
    const error = await rejectionOf(fast.get(`drop/${key}`, { retries: 2 }));
    expect(error).to.include({ name: 'NetworkError' });
    expect((await hitsOf(key)).count).to.be.at.least(3);
  });
});

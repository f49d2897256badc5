import { expect } from 'chai';
import { HttpError, isWalletModalError } from '../../../../src/services/errors';
import { createHttpClient } from '../../../../src/services/http';
import { rejectionOf } from '../../../fixtures/rejection';
import { waitFor } from '../../../fixtures/dom';
import { TEST_SERVER, hitsOf, uniqueKey } from './test-server';

/** Counts the answers the page's fetch receives, until restore(). */
function countAnswers() {
  const fetch = globalThis.fetch;
  let answers = 0;
  globalThis.fetch = async (input, init) => {
    const response = await fetch(input, init);
    answers += 1;
    return response;
  };
  return { count: () => answers, restore: () => void (globalThis.fetch = fetch) };
}

describe('createHttpClient: failures become catalogue errors', () => {
  const client = createHttpClient({ baseUrl: TEST_SERVER, minRetryGapMs: 0 });

  it("a non-retryable status is an HttpError with the status and the body's message, tried once", async () => {
    for (const status of [400, 401, 410, 422]) {
      const key = uniqueKey();
      const error = await rejectionOf(client.get(`status/${status}/${key}`));
      expect(error).to.be.instanceOf(HttpError);
      expect(error).to.include({
        name: 'HttpError',
        code: 'HTTP_ERROR',
        messageKey: 'error.http',
        status,
        serverMessage: `status ${status}`,
        message: `HTTP ${status}`,
      });
      expect((error as HttpError).url).to.contain(`/status/${status}/${key}`);
      expect((await hitsOf(key)).count, `tries for ${status}`).to.equal(1);
    }
  });

  it('an error body that is not JSON leaves the server message empty', async () => {
    const error = await rejectionOf(client.get(`status/500/${uniqueKey()}`, { query: { text: 1 }, retries: 0 }));
    expect(error).to.be.instanceOf(HttpError);
    expect(error).to.include({ status: 500, serverMessage: undefined, body: undefined });
  });

  it('a 2xx body that is not valid JSON is a MalformedResponseError', async () => {
    const error = await rejectionOf(client.get(`malformed/${uniqueKey()}`));
    expect(isWalletModalError(error, 'MalformedResponseError')).to.equal(true);
    expect(error).to.include({ code: 'MALFORMED_RESPONSE', messageKey: 'error.malformedResponse' });
  });

  it('an answer slower than the timeout is a TimeoutError, not retried', async () => {
    const key = uniqueKey();
    // The answer would come long after the test's own time limit: only the timeout can end the call.
    const error = await rejectionOf(client.get(`slow/${key}`, { query: { ms: 60_000 }, timeoutMs: 150 }));
    expect(isWalletModalError(error, 'TimeoutError')).to.equal(true);
    expect(error).to.include({ code: 'TIMEOUT', messageKey: 'error.timeout' });
    expect((await hitsOf(key)).count).to.equal(1);
  });

  it('a connection dropped without an answer is a NetworkError', async () => {
    const key = uniqueKey();
    const error = await rejectionOf(client.get(`drop/${key}`, { retries: 0 }));
    expect(isWalletModalError(error, 'NetworkError')).to.equal(true);
    expect(error).to.include({ code: 'NETWORK_ERROR', messageKey: 'error.network' });
    expect((await hitsOf(key)).count).to.be.at.least(1);
  });

  it('a connection cut while the body streams in is a NetworkError', async () => {
    const error = await rejectionOf(client.get(`cut/${uniqueKey()}`));
    expect(isWalletModalError(error, 'NetworkError')).to.equal(true);
    expect((error as Error).message).to.contain('Connection lost while reading');
  });

  it('an unreachable server is a NetworkError', async () => {
    const nowhere = createHttpClient({ baseUrl: 'http://127.0.0.1:9/', retries: 0 });
    const error = await rejectionOf(nowhere.get('anything'));
    expect(isWalletModalError(error, 'NetworkError')).to.equal(true);
  });

  it("the caller's AbortSignal cancels the request with the platform's AbortError", async () => {
    const key = uniqueKey();
    const controller = new AbortController();
    const pending = client.get(`slow/${key}`, { query: { ms: 60_000 }, signal: controller.signal });
    await waitFor(async () => (await hitsOf(key)).count === 1, 'the request at the server');
    controller.abort();
    const error = await rejectionOf(pending);
    expect(error).to.be.instanceOf(DOMException);
    expect((error as DOMException).name).to.equal('AbortError');
  });

  it('an abort during the wait between tries stops the retries', async () => {
    const key = uniqueKey();
    const controller = new AbortController();
    const slowRetries = createHttpClient({ baseUrl: TEST_SERVER, minRetryGapMs: 60_000 });
    // The first try's answer reaches the client: it is waiting (60 s) before the next.
    const answered = countAnswers();
    const pending = slowRetries.get(`status/503/${key}`, { signal: controller.signal });
    await waitFor(() => answered.count() === 1, "the first try's answer").finally(answered.restore);
    controller.abort();
    const error = await rejectionOf(pending);
    expect((error as DOMException).name).to.equal('AbortError');
    expect((await hitsOf(key)).count).to.equal(1);
  });
});

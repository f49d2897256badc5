import { expect } from 'chai';
import { isWalletModalError } from '../../../../src/services/errors';
import { createHttpClient } from '../../../../src/services/http';
import { rejectionOf } from '../../../fixtures/rejection';
import { waitFor } from '../../../fixtures/dom';
import { TEST_SERVER, hitsOf, uniqueKey } from './test-server';

// Hostile answers: a body that never ends, a body far over the cap, a header announcing one.
describe('createHttpClient: every answer is bounded in time and size', () => {
  const client = createHttpClient({ baseUrl: TEST_SERVER, projectId: 'secret-project', minRetryGapMs: 0 });

  it("a body that drips forever ends in a TimeoutError at the try's deadline, whatever the drip rate", async () => {
    for (const everyMs of [20, 80]) {
      const key = uniqueKey();
      // Headers come at once: only a deadline covering the body can end the call.
      const error = await rejectionOf(client.get(`drip/${key}`, { query: { everyMs }, timeoutMs: 300 }));
      expect(isWalletModalError(error, 'TimeoutError'), `drip every ${everyMs} ms`).to.equal(true);
      expect((error as Error).message).not.to.contain('secret-project');
      await waitFor(async () => (await hitsOf(key)).closed === 1, 'the dripping connection closed by the client', 15_000);
      expect((await hitsOf(key)).count, 'not retried').to.equal(1);
    }
  }).timeout(30_000);

  it('a body over the cap is a ResponseTooLargeError, the download aborted and not retried', async () => {
    // Far more than loopback socket buffers hold: the server cannot have sent it all before the client hangs up.
    for (const bytes of [50_000_000, 500_000_000]) {
      const key = uniqueKey();
      const error = await rejectionOf(client.get(`huge/${key}`, { query: { bytes }, maxBytes: 100_000 }));
      expect(isWalletModalError(error, 'ResponseTooLargeError'), `${bytes} bytes`).to.equal(true);
      expect(error).to.include({ code: 'RESPONSE_TOO_LARGE', messageKey: 'error.responseTooLarge' });
      await waitFor(async () => (await hitsOf(key)).closed === 1, 'the download aborted', 15_000);
      expect((await hitsOf(key)).count).to.equal(1);
    }
  }).timeout(30_000);

  it('the default cap (1 MiB) stops a 5 MB body', async () => {
    const error = await rejectionOf(client.get(`huge/${uniqueKey()}`, { query: { bytes: 5_000_000 } }));
    expect(isWalletModalError(error, 'ResponseTooLargeError')).to.equal(true);
  });

  it('a Content-Length over the cap fails before the body is read', async () => {
    const key = uniqueKey();
    const error = await rejectionOf(client.get(`declared/${key}`, { query: { bytes: 50_000_000 } }));
    expect(isWalletModalError(error, 'ResponseTooLargeError')).to.equal(true);
    await waitFor(async () => (await hitsOf(key)).closed === 1, 'the request closed', 15_000);
  }).timeout(30_000);

  it('an honest body under the cap still arrives whole', async () => {
    const body = await client.get<unknown[]>(`huge/${uniqueKey()}`, { query: { bytes: 90_000 }, maxBytes: 100_000 });
    expect(body).to.deep.equal([]);
  });

  it('failure messages name the service by origin and path, never with the query (the project id)', async () => {
    const errors = await Promise.all([
      rejectionOf(client.get(`status/400/${uniqueKey()}`)),
      rejectionOf(client.get(`slow/${uniqueKey()}`, { query: { ms: 60_000 }, timeoutMs: 100 })),
      rejectionOf(createHttpClient({ baseUrl: 'http://127.0.0.1:9/', projectId: 'secret-project', retries: 0 }).get('x')),
      rejectionOf(client.get(`malformed/${uniqueKey()}`)),
    ]);
    for (const error of errors) {
      expect((error as Error).message).not.to.contain('secret-project');
      expect((error as Error).message).not.to.contain('?');
    }
  });
});

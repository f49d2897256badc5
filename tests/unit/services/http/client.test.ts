import { expect } from 'chai';
import { createHttpClient } from '../../../../src/services/http';
import { TEST_SERVER, hitsOf, uniqueKey } from './test-server';

interface Echo {
  method: string;
  query: Record<string, string>;
  body: unknown;
  accept: string;
}

describe('createHttpClient: requests', () => {
  const client = createHttpClient({ baseUrl: TEST_SERVER, projectId: 'p-123', sdkType: 'wm', sdkVersion: '0.1.0' });

  it("adds projectId, st and sv to every GET, next to the call's own query", async () => {
    const echo = await client.get<Echo>(`echo/${uniqueKey()}`, { query: { chainId: 'eip155:1', chains: ['a', 'b'], cursor: undefined } });
    expect(echo.method).to.equal('GET');
    expect(echo.query).to.deep.equal({ projectId: 'p-123', st: 'wm', sv: '0.1.0', chainId: 'eip155:1', chains: 'a,b' });
    expect(echo.accept).to.equal('application/json');
  });

  it('POSTs JSON and parses the JSON answer', async () => {
    const echo = await client.post<Echo>(`/echo/${uniqueKey()}`, { currency: 'usd', addresses: ['x'] });
    expect(echo.method).to.equal('POST');
    expect(echo.body).to.deep.equal({ currency: 'usd', addresses: ['x'] });
    expect(echo.query).to.include({ projectId: 'p-123', st: 'wm', sv: '0.1.0' });
  });

  it('omits the project and SDK parameters it was not given', async () => {
    const bare = createHttpClient({ baseUrl: TEST_SERVER });
    const echo = await bare.get<Echo>(`echo/${uniqueKey()}`);
    expect(echo.query).to.deep.equal({});
  });

  it('resolves a relative base URL against the page', async () => {
    const relative = createHttpClient({ baseUrl: '/__test/http/', projectId: 'p' });
    const echo = await relative.get<Echo>(`echo/${uniqueKey()}`);
    expect(echo.query).to.deep.equal({ projectId: 'p' });
  });

  it('builds full URLs for images with the same parameters', () => {
    const url = new URL(client.url('/getWalletImage/abc', { size: 'md' }));
    expect(url.pathname).to.equal('/__test/http/getWalletImage/abc');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ projectId: 'p-123', st: 'wm', sv: '0.1.0', size: 'md' });
  });

  it('reads a binary answer as a Blob', async () => {
    const key = uniqueKey();
    const blob = await client.getBlob(`echo/${key}`);
    expect(JSON.parse(await blob.text())).to.include({ method: 'GET', accept: '*/*' });
    expect((await hitsOf(key)).count).to.equal(1);
  });
});

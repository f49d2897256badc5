// The devnet project's hosted settings and the analytics stand-in over real HTTP: the config,
// origins and analytics-config routes follow set()/reset() and POST /__devnet/project; POST
// /analytics/e is recorded, answers 403 while forbidden, and the fault layer wraps it.
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startHttpServer } from '../server.mjs';
import { registryHandler } from '../registry/index.mjs';
import { createProjectSettings, projectControl } from '../registry/project.mjs';
import { createAnalyticsRecorder } from '../analytics/index.mjs';
import { createFaultLayer } from '../faults/index.mjs';

describe('devnet project settings and analytics recorder', () => {
  const project = createProjectSettings();
  const analytics = createAnalyticsRecorder();
  const faults = createFaultLayer();
  let server;
  const get = async (path) => (await fetch(`${server.url}${path}`)).json();
  const postEvent = (body, query = '?projectId=p&st=wallet-modal&sv=1') =>
    fetch(`${server.url}/analytics/e${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  before(async () => {
    server = await startHttpServer({
      port: 0,
      handlers: [faults.handler, projectControl(project), analytics.handler, registryHandler({ project })],
    });
  });
  after(() => server.stop());
  beforeEach(() => {
    project.reset();
    analytics.clear();
    analytics.forbid(false);
    faults.clear();
  });

  it('answers every feature on, the default allowlist and analytics enabled by default', async () => {
    const { features } = await get('/registry/appkit/v1/config?projectId=p&st=wallet-modal&sv=1');
    const byId = Object.fromEntries(features.map((feature) => [feature.id, feature]));
    for (const id of ['social_login', 'onramp', 'swap', 'activity', 'names']) assert.equal(byId[id].isEnabled, true, id);
    assert.deepEqual(byId.social_login.config, ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    assert.deepEqual((await get('/registry/projects/v1/origins')).allowedOrigins, [
      server.url,
      'http://127.0.0.1:*',
      'http://localhost:*',
      'http://[::1]:*',
    ]);
    assert.deepEqual(await get('/registry/getAnalyticsConfig'), { isAnalyticsEnabled: true });
  });

  it('follows set() by id, a whole list, origins, analytics and an exact body, until reset()', async () => {
    project.set({ features: { swap: { isEnabled: false } }, allowedOrigins: ['https://dapp.example'], isAnalyticsEnabled: false });
    const { features } = await get('/registry/appkit/v1/config');
    assert.equal(features.find((feature) => feature.id === 'swap').isEnabled, false);
    assert.equal(features.find((feature) => feature.id === 'onramp').isEnabled, true);
    assert.deepEqual(await get('/registry/projects/v1/origins'), { allowedOrigins: ['https://dapp.example'] });
    assert.deepEqual(await get('/registry/getAnalyticsConfig'), { isAnalyticsEnabled: false });
    project.set({ body: { features: 'not a list' } });
    assert.deepEqual(await get('/registry/appkit/v1/config'), { features: 'not a list' });
    project.set({ features: [{ id: 'activity', isEnabled: false, config: null }] });
    project.reset();
    assert.equal((await get('/registry/appkit/v1/config')).features.length, 7);
    assert.equal((await get('/registry/projects/v1/origins')).allowedOrigins[0], server.url);
  });

  it('takes the same changes from a page through POST /__devnet/project, and DELETE resets', async () => {
    const answer = await fetch(`${server.url}/__devnet/project`, {
      method: 'POST',
      body: JSON.stringify({ features: { onramp: { isEnabled: false } } }),
    });
    assert.equal(answer.status, 200);
    assert.equal((await answer.json()).config.features.find((feature) => feature.id === 'onramp').isEnabled, false);
    await fetch(`${server.url}/__devnet/project`, { method: 'DELETE' });
    assert.equal((await get('/registry/appkit/v1/config')).features.find((feature) => feature.id === 'onramp').isEnabled, true);
  });

  it('records each POST /analytics/e with its query, and lists them at /__devnet/analytics', async () => {
    const event = {
      eventId: 'e1',
      url: 'http://dapp.test/',
      domain: 'dapp.test',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN' },
    };
    const answer = await postEvent(event);
    assert.equal(answer.status, 202);
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    const [received] = analytics.received();
    assert.deepEqual(received.body, event);
    assert.deepEqual(received.query, { projectId: 'p', st: 'wallet-modal', sv: '1' });
    assert.equal((await get('/__devnet/analytics')).received.length, 1);
    const preflight = await fetch(`${server.url}/analytics/e`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'content-type');
  });

  it('answers 403 while forbidden, 400 to a body that is not JSON, and lets the fault layer inject', async () => {
    analytics.forbid(true);
    assert.equal((await postEvent({ props: {} })).status, 403);
    analytics.forbid(false);
    const broken = await fetch(`${server.url}/analytics/e`, { method: 'POST', body: '{"trunc' });
    assert.equal(broken.status, 400);
    faults.add({ route: '/analytics/e', status: 503, times: 1 });
    assert.equal((await postEvent({ props: {} })).status, 503);
    assert.equal((await postEvent({ props: {} })).status, 202);
    assert.equal(analytics.received().length, 1);
  });
});

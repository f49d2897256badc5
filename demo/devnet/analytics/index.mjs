// The analytics endpoint's stand-in, mounted at /analytics (the demo page's `analytics-url`):
// POST /analytics/e records each body it receives (JSON, at most 64 KiB) with its query, for
// tests to read (devnet.analytics.received(), or GET /__devnet/analytics); it answers 403 while
// forbid(true) is set (or POST /__devnet/analytics {forbidden: true}), as the hosted one does for a
// project that refuses the page. DELETE /__devnet/analytics empties the record and lifts the 403.
import { answerPreflight, readBody, sendJson } from '../api/http.mjs';

const MAX_BODY = 64 * 1024;
const MAX_KEPT = 10_000;

export function createAnalyticsRecorder({ mount = '/analytics', controlPath = '/__devnet/analytics' } = {}) {
  const received = [];
  let forbidden = false;

  const record = async (req, res, url) => {
    let body;
    try {
      body = JSON.parse(await readBody(req, MAX_BODY));
    } catch {
      return sendJson(req, res, 400, { error: 'expected a JSON body of at most 64 KiB' });
    }
    if (forbidden) return sendJson(req, res, 403, { error: 'Invalid App Configuration' });
    if (received.length < MAX_KEPT) {
      received.push({ receivedAt: Date.now(), query: Object.fromEntries(url.searchParams), body });
    }
    res.writeHead(202, { 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
    res.end();
  };

  /** GET lists, DELETE empties (and lifts a forbid), POST `{forbidden}` sets the 403. */
  const control = async (req, res) => {
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    if (req.method === 'DELETE') {
      received.length = 0;
      forbidden = false;
    }
    if (req.method === 'POST') {
      const body = JSON.parse((await readBody(req, MAX_BODY)) || '{}');
      if (typeof body?.forbidden === 'boolean') forbidden = body.forbidden;
    }
    return sendJson(req, res, 200, { received, forbidden });
  };

  /** The server handler: POST <mount>/e, and the control route /__devnet/analytics. */
  const handler = async (req, res, url) => {
    if (url.pathname === controlPath) return (await control(req, res), true);
    if (url.pathname !== `${mount}/e`) return false;
    if (req.method === 'OPTIONS') return (answerPreflight(req, res), true);
    if (req.method !== 'POST') return (sendJson(req, res, 405, { error: 'method not allowed' }), true);
    await record(req, res, url);
    return true;
  };

  return {
    handler,
    /** The bodies received so far (each `{receivedAt, query, body}`), oldest first. */
    received: () => received.map((entry) => structuredClone(entry)),
    clear: () => void (received.length = 0),
    /** While true, POST /e answers 403. */
    forbid: (value = true) => void (forbidden = Boolean(value)),
  };
}

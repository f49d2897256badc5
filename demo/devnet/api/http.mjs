// Small HTTP helpers shared by the /api stand-in and the fault layer:
// CORS for loopback pages on any port, JSON bodies, the hosted error shape.

/** CORS headers: the element calls from the demo origin and from test pages on other ports. */
export function corsHeaders(req) {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-expose-headers': 'retry-after',
    'access-control-max-age': '600',
  };
}

export function answerPreflight(req, res) {
  res.writeHead(204, corsHeaders(req));
  res.end();
}

export function sendJson(req, res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...corsHeaders(req), ...headers });
  res.end(JSON.stringify(body));
}

/** The hosted service's error body. */
export function sendError(req, res, status, field, description) {
  sendJson(req, res, status, { status: 'FAILED', reasons: [{ field, description }] });
}

/** Each request's body, read once: the fault layer may read it before the handler that answers (an RPC method's fault). */
const bodies = new WeakMap();

export function readBody(req, limit = 1_000_000) {
  if (!bodies.has(req)) bodies.set(req, collectBody(req, limit));
  return bodies.get(req);
}

async function collectBody(req, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON body; undefined when it is not JSON. */
export async function readJson(req) {
  const text = await readBody(req);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

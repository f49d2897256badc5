// Hostile 200 answers for the fault layer: a body that drips forever, a body of N bytes,
// and a given JSON payload (a million-digit balance, ten thousand wallets, an absurd count).
import { corsHeaders } from '../api/http.mjs';

export const MAX_BODY_BYTES = 100_000_000;

/** Why the body options of `spec` are not usable, or undefined. */
export function invalidBodyReason({ drip, dripMs, bodyBytes, body }) {
  if (drip !== undefined && typeof drip !== 'boolean') return 'drip must be a boolean';
  if (dripMs !== undefined && !(Number.isFinite(dripMs) && dripMs >= 1 && dripMs <= 60_000)) return 'dripMs must be 1..60000';
  if (bodyBytes !== undefined && !(Number.isInteger(bodyBytes) && bodyBytes >= 2 && bodyBytes <= MAX_BODY_BYTES))
    return `bodyBytes must be 2..${MAX_BODY_BYTES}`;
  if (body !== undefined && typeof body !== 'object') return 'body must be JSON (an object or an array)';
  return undefined;
}

export const hasHostileBody = (spec) => Boolean(spec.drip) || spec.bodyBytes !== undefined || spec.body !== undefined;

const head = (req) => ({ 'content-type': 'application/json', 'cache-control': 'no-store', ...corsHeaders(req) });

/** Headers at once, then one space of body every `dripMs` until the client hangs up. */
function drip(req, res, dripMs = 100) {
  res.writeHead(200, head(req));
  res.write('{"balances": [');
  const timer = setInterval(() => res.write(' '), dripMs);
  res.once('close', () => clearInterval(timer));
}

/** A JSON array `[   …   ]` of exactly `bytes` bytes, streamed with backpressure. */
function sized(req, res, bytes) {
  res.writeHead(200, head(req));
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let left = bytes - 2;
  res.write('[');
  const more = () => {
    while (left > 0 && !res.destroyed) {
      const piece = chunk.subarray(0, Math.min(chunk.length, left));
      left -= piece.length;
      if (!res.write(piece)) return void res.once('drain', more);
    }
    if (!res.destroyed) res.end(']');
  };
  more();
}

/** Answers with the fault's hostile body; true when it did. */
export function sendHostileBody(fault, req, res) {
  if (fault.drip) drip(req, res, fault.dripMs);
  else if (fault.bodyBytes !== undefined) sized(req, res, fault.bodyBytes);
  else if (fault.body !== undefined) {
    res.writeHead(200, head(req));
    res.end(JSON.stringify(fault.body));
  } else return false;
  return true;
}

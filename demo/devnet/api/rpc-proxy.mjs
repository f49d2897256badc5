// POST /v1?chainId={caip2}: forwards a JSON-RPC body (single or batch) to the
// chain's own RPC, so the element's default RPC path works on the devnet.
import { corsHeaders, readBody, sendError } from './http.mjs';

export async function proxyJsonRpc(req, res, source) {
  const body = await readBody(req);
  let upstream;
  try {
    upstream = await fetch(source.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  } catch (error) {
    sendError(req, res, 502, 'chainId', `RPC of ${source.caipNetworkId} unreachable: ${error.message}`);
    return;
  }
  const answer = await upstream.text();
  res.writeHead(upstream.status, {
    'content-type': upstream.headers.get('content-type') ?? 'application/json',
    'cache-control': 'no-store',
    ...corsHeaders(req),
  });
  res.end(answer);
}

// JSON-RPC plumbing shared by the HTTP and websocket endpoints: errors as
// values with a code, and a serializer that writes u64 bigints as JSON numbers.

export class RpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export const invalidParams = (message) => new RpcError(-32602, `Invalid params: ${message}`);

/** The error object of a JSON-RPC response. */
export function errorBody(error) {
  if (error instanceof RpcError) {
    return { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) };
  }
  return { code: -32603, message: `Internal error: ${error?.message ?? error}` };
}

const BIGINT_MARK = '\u0000bigint:';
const BIGINT_PATTERN = /"\\u0000bigint:(\d+)"/g;

/** JSON.stringify that emits bigints as bare integers (rentEpoch is u64::MAX; kit reads it back as a bigint). */
export function stringifyJson(value) {
  const marked = JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${BIGINT_MARK}${item}` : item));
  return marked.replace(BIGINT_PATTERN, '$1');
}

/** Runs one JSON-RPC request object through `methods`; null for notifications (no id). */
export async function answerRequest(request, methods) {
  const id = request?.id ?? null;
  const isNotification = request && typeof request === 'object' && !('id' in request);
  let response;
  try {
    if (!request || typeof request !== 'object' || request.jsonrpc !== '2.0' || typeof request.method !== 'string') {
      throw new RpcError(-32600, 'Invalid request');
    }
    const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
    if (!method) throw new RpcError(-32601, `Method not found: ${request.method} is not served by the devnet Solana shim`);
    const params = request.params ?? [];
    if (!Array.isArray(params)) throw invalidParams('params must be an array');
    response = { jsonrpc: '2.0', result: await method(...params), id };
  } catch (error) {
    response = { jsonrpc: '2.0', error: errorBody(error), id };
  }
  return isNotification ? null : response;
}

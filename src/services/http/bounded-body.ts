// A body is read to its end inside the try that fetched it, so the try's timeout covers the whole answer
// (ky's timer would otherwise stop at the headers), and a body over the cap aborts the fetch.
import { createError } from '../errors';

/** Default cap on an answer's body: far above any registry page or balance list. */
export const MAX_RESPONSE_BYTES = 1024 * 1024;

// Statuses whose Response may not carry a body.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const tooLarge = (maxBytes: number) => createError('ResponseTooLargeError', { message: `Response body over ${maxBytes} bytes` });

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Cancelling the stream ends the fetch: the rest is never downloaded.
      void reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The response with its body read into memory, at most `maxBytes`; over that, a ResponseTooLargeError. */
export async function bufferResponse(response: Response, maxBytes: number): Promise<Response> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  const bytes = response.body ? await readCapped(response.body, maxBytes) : new Uint8Array(0);
  const { status, statusText, headers } = response;
  return new Response(NULL_BODY_STATUSES.has(status) ? null : bytes, { status, statusText, headers });
}

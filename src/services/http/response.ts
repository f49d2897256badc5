import { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import { HttpError, WalletModalError, createError } from '../errors';
import { requestLabel } from './request-label';

// Bodies arrive buffered (./bounded-body.ts): reading them cannot hang or lose the connection any more.

/** The JSON body, or undefined for an empty body; unparsable JSON is a `MalformedResponseError`. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw createError('MalformedResponseError', { message: `Malformed JSON (HTTP ${response.status})`, cause: error });
  }
}

export function readBlob(response: Response): Promise<Blob> {
  return response.blob();
}

/** Longest server message kept on an HttpError (for developers; never shown or put in events). */
const MAX_SERVER_MESSAGE = 200;

function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : undefined;
  return text?.slice(0, MAX_SERVER_MESSAGE);
}

async function bodyOfFailedResponse(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/** Turns what ky threw into a catalogue error; an abort (the caller's signal) passes through untouched. */
export async function toHttpClientError(error: unknown): Promise<unknown> {
  if (error instanceof WalletModalError) return error;
  if (error instanceof HTTPError) {
    const { response } = error;
    const body = await bodyOfFailedResponse(response);
    return new HttpError(
      { status: response.status, url: requestLabel(error.request), serverMessage: serverMessageOf(body), body },
      { cause: error },
    );
  }
  if (error instanceof KyTimeoutError) {
    return createError('TimeoutError', {
      message: `Request timed out: ${error.request.method} ${requestLabel(error.request)}`,
      cause: error,
    });
  }
  if (error instanceof TypeError) return createError('NetworkError', { cause: error });
  return error;
}

import { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import { HttpError, WalletModalError, createError } from '../errors';

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    // The connection dropped while the body was streaming in.
    throw createError('NetworkError', { message: `Connection lost while reading ${response.url}`, cause: error });
  }
}

/** The JSON body, or undefined for an empty body; unparsable JSON is a `MalformedResponseError`. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await readText(response);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = `Malformed JSON from ${response.url} (HTTP ${response.status})`;
    throw createError('MalformedResponseError', { message, cause: error });
  }
}

export async function readBlob(response: Response): Promise<Blob> {
  try {
    return await response.blob();
  } catch (error) {
    throw createError('NetworkError', { message: `Connection lost while reading ${response.url}`, cause: error });
  }
}

function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string') return message;
  return typeof error === 'string' ? error : undefined;
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
    return new HttpError({ status: response.status, url: response.url, serverMessage: serverMessageOf(body), body }, { cause: error });
  }
  if (error instanceof KyTimeoutError) {
    return createError('TimeoutError', { message: `Request timed out: ${error.request.method} ${error.request.url}`, cause: error });
  }
  if (error instanceof TypeError) return createError('NetworkError', { cause: error });
  return error;
}

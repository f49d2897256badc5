// The one boundary for what the frame posts: the envelope `{type, id?, payload?}` and, through
// payloads.ts, every payload, read into a typed message. Unknown names are not ours (the protocol
// only ever gains names); a known name of another shape is "malformed", with the id it carried so
// the request waiting on it can fail at once.
import { createError, type WalletModalError } from '../errors';
import { displayText } from '../text/display-text';
import { readSuccessPayload, type SuccessPayload } from './payloads';
import { APP_MESSAGES, FRAME_PREFIX, type AppMessage } from './protocol';
import { isRecord } from './values';

const MAX_TYPE_LENGTH = 80;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_VERSION_LENGTH = 32;
const MAX_ERROR_TEXT = 300;
const APP_NAMES: ReadonlySet<string> = new Set(APP_MESSAGES);

export type FrameMessage =
  | { kind: 'ready'; version?: string }
  | { kind: 'session-update' }
  | { [N in AppMessage]: { kind: 'success'; name: N; id?: string; payload: SuccessPayload<N> } }[AppMessage]
  | { kind: 'error'; name: AppMessage; id?: string; message: string }
  | { kind: 'malformed'; id?: string; error: WalletModalError<'InvalidWalletAnswerError'> };

const malformed = (why: string, id?: string): FrameMessage => ({
  kind: 'malformed',
  ...(id !== undefined ? { id } : {}),
  error: createError('InvalidWalletAnswerError', { message: `The secure site sent ${why}` }),
});

function readyOf(payload: unknown): FrameMessage {
  // Version 4's READY must carry a payload object; its version, if any, is informative.
  if (!isRecord(payload)) return malformed('READY without its payload');
  const { version } = payload;
  if (version !== undefined && (typeof version !== 'string' || version.length > MAX_VERSION_LENGTH))
    return malformed('READY with an invalid version');
  return { kind: 'ready', ...(typeof version === 'string' ? { version } : {}) };
}

function errorOf(name: AppMessage, id: string | undefined, payload: unknown): FrameMessage {
  if (!isRecord(payload) || typeof payload.message !== 'string') return malformed(`${name}_ERROR without a message`, id);
  const message = displayText(payload.message, MAX_ERROR_TEXT) ?? 'An error occurred';
  return { kind: 'error', name, ...(id !== undefined ? { id } : {}), message };
}

function successOf(name: AppMessage, id: string | undefined, payload: unknown): FrameMessage {
  try {
    return { kind: 'success', name, ...(id !== undefined ? { id } : {}), payload: readSuccessPayload(name, payload) } as FrameMessage;
  } catch (error) {
    return { kind: 'malformed', ...(id !== undefined ? { id } : {}), error: error as WalletModalError<'InvalidWalletAnswerError'> };
  }
}

/** The frame's message, read: undefined for anything that is not version 4's (another sender's, a name we do not use). */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data)) return undefined;
  const { type, id, payload } = data;
  if (typeof type !== 'string' || type.length > MAX_TYPE_LENGTH || !type.startsWith(FRAME_PREFIX)) return undefined;
  const name = type.slice(FRAME_PREFIX.length);
  if (name === 'READY') return readyOf(payload);
  if (name === 'SESSION_UPDATE') return { kind: 'session-update' };
  const outcome = name.endsWith('_SUCCESS') ? 'success' : name.endsWith('_ERROR') ? 'error' : undefined;
  const appName = outcome === undefined ? undefined : name.slice(0, name.lastIndexOf('_'));
  if (appName === undefined || !APP_NAMES.has(appName)) return undefined;
  if (id !== undefined && !(typeof id === 'string' && ID.test(id))) return malformed(`${name} with an invalid id`);
  const known = appName as AppMessage;
  return outcome === 'success' ? successOf(known, id, payload) : errorOf(known, id, payload);
}

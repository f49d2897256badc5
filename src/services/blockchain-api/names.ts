// The names feature's calls to the blockchain service (SPEC §7): name suggestions, registering a
// name (`POST /v1/profile/account`), and an account's smart sessions (`/v1/sessions/{caipAddress}`)
// and their revocation, and the names of an address (`/v1/profile/reverse/{address}`, Activity's
// counterparties). Bodies are untrusted: each is read once, here, into plain shapes.
import { createError, errorCatalogue, HttpError } from '../errors';
import type { HttpClient } from '../http';
import { isSafeImageUrl, isSafeWebUrl } from '../http/safe-url';
import { displayText } from '../text/display-text';

/** At most this many suggestions are read from an answer. */
export const MAX_NAME_SUGGESTIONS = 10;
/** At most this many sessions (and permissions per session) are read from an answer. */
export const MAX_SESSIONS = 100;
const MAX_NAME_LENGTH = 255;

export interface NameSuggestion {
  name: string;
  registered: boolean;
}

export interface RegisterNameRequest {
  coinType: number;
  address: string;
  /** The signed `JSON.stringify({name, attributes, timestamp})`. */
  message: string;
  signature: string;
}

/** One permission a smart session holds: its type and a short, display-safe summary of its data. */
export interface SessionPermission {
  type: string;
  summary?: string;
}

/** A smart session as the names feature shows it (times in ms since the epoch). */
export interface SmartSession {
  pci: string;
  projectName: string;
  projectUrl?: string;
  iconUrl?: string;
  expiresAt: number;
  createdAt?: number;
  revokedAt?: number;
  permissions: readonly SessionPermission[];
}

export interface NamesApi {
  /** The exact `${label}.${zone}` first (with whether it is taken), then free variants. */
  fetchNameSuggestions(label: string, zone: string, signal?: AbortSignal): Promise<NameSuggestion[]>;
  /** Registers the signed name; answers the registered name. Not retried (a retry could find it taken by itself). */
  registerName(request: RegisterNameRequest): Promise<string>;
  /** The smart sessions `caipAddress` granted, as the service lists them. */
  fetchSessions(caipAddress: string, signal?: AbortSignal): Promise<SmartSession[]>;
  /** Revokes session `pci` with the account's signature of it. Not retried. */
  revokeSession(caipAddress: string, pci: string, signature: string): Promise<void>;
  /** The names registered for `address`, newest first (`[]`: none); a `NamesForAddressError` when the service fails. */
  fetchNamesForAddress(address: string, signal?: AbortSignal): Promise<string[]>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function nameOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_NAME_LENGTH && /^[a-z0-9.-]+$/i.test(value) ? value.toLowerCase() : undefined;
}

/** `{suggestions: [{name, registered}]}` → the well-formed entries; another shape is a `MalformedResponseError`. */
export function parseNameSuggestions(body: unknown): NameSuggestion[] {
  const list = isObject(body) ? body.suggestions : undefined;
  if (!Array.isArray(list)) throw createError('MalformedResponseError', { message: 'The name suggestions are not a list' });
  return list.slice(0, MAX_NAME_SUGGESTIONS).flatMap((entry) => {
    const name = isObject(entry) ? nameOf(entry.name) : undefined;
    return name ? [{ name, registered: isObject(entry) && entry.registered === true }] : [];
  });
}

/** The registered entry's name, which must be the one asked for. */
export function parseRegisteredName(body: unknown, asked: string): string {
  const name = isObject(body) ? nameOf(body.name) : undefined;
  if (name !== asked.toLowerCase()) throw createError('MalformedResponseError', { message: 'The service answered another name' });
  return name;
}

const seconds = (value: unknown): number | undefined =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) * 1000 : undefined;

/** A permission's data in a few words: an allowance and its period, else its keys. */
function summaryOf(data: unknown): string | undefined {
  if (!isObject(data)) return undefined;
  const parts: string[] = [];
  if (typeof data.allowance === 'string' && /^0x[0-9a-f]{1,64}$/i.test(data.allowance))
    parts.push(`allowance ${BigInt(data.allowance).toString()} wei`);
  if (Number.isSafeInteger(data.period) && (data.period as number) > 0) parts.push(`every ${String(data.period)} s`);
  if (parts.length === 0) parts.push(...Object.keys(data).slice(0, 4));
  return displayText(parts.join(', '), 120);
}

function parseSession(entry: unknown): SmartSession | undefined {
  if (!isObject(entry) || !isObject(entry.project)) return undefined;
  const pci = typeof entry.pci === 'string' && /^[\w-]{1,100}$/.test(entry.pci) ? entry.pci : undefined;
  const projectName = displayText(entry.project.name, 64);
  const expiresAt = seconds(entry.expiry);
  if (!pci || !projectName || expiresAt === undefined) return undefined;
  const permissions = (Array.isArray(entry.permissions) ? entry.permissions : []).slice(0, MAX_SESSIONS).flatMap((permission: unknown) => {
    const type = isObject(permission) ? displayText(permission.type, 64) : undefined;
    return type && isObject(permission) ? [{ type, summary: summaryOf(permission.data) }] : [];
  });
  const { url, iconUrl } = entry.project;
  return {
    pci,
    projectName,
    expiresAt,
    permissions,
    projectUrl: typeof url === 'string' && url.length <= 2048 && isSafeWebUrl(url) ? url : undefined,
    iconUrl: typeof iconUrl === 'string' && iconUrl.length <= 2048 && isSafeImageUrl(iconUrl) ? iconUrl : undefined,
    createdAt: seconds(entry.createdAt),
    revokedAt: seconds(entry.revokedAt),
  };
}

/** The reverse lookup's answer (`[{name, …}]`, newest first) → the well-formed names; another shape is a `MalformedResponseError`. */
export function parseNamesForAddress(body: unknown): string[] {
  if (!Array.isArray(body)) throw createError('MalformedResponseError', { message: 'The names for the address are not a list' });
  return body.slice(0, MAX_NAME_SUGGESTIONS).flatMap((entry) => (isObject(entry) ? (nameOf(entry.name) ?? []) : []));
}

/** `{pcis: [...]}` → the well-formed sessions; another shape is a `MalformedResponseError`. */
export function parseSessions(body: unknown): SmartSession[] {
  const list = isObject(body) ? body.pcis : undefined;
  if (!Array.isArray(list)) throw createError('MalformedResponseError', { message: 'The sessions are not a list' });
  return list.slice(0, MAX_SESSIONS).flatMap((entry) => parseSession(entry) ?? []);
}

/**
 * The service's reason for refusing (`{reasons: [{description}]}` of a 4xx), display-safe; undefined
 * for any other failure. It is shown to the visitor as data, never put in an error's message.
 */
export function serviceRefusal(error: unknown): string | undefined {
  const http = error instanceof HttpError ? error : error instanceof Error && error.cause instanceof HttpError ? error.cause : undefined;
  if (!http || http.status < 400 || http.status >= 500) return undefined;
  const reasons = isObject(http.body) ? http.body.reasons : undefined;
  const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined;
  return isObject(first) ? displayText(first.description, 200) : undefined;
}

/** `error` as the named error `name`, keeping a catalogue error (a timeout, a malformed body) as it is. */
function named(error: unknown, name: 'NameSuggestionsError' | 'NameRegistrationError' | 'NamesForAddressError'): unknown {
  if (error instanceof HttpError)
    return createError(name, { message: `${errorCatalogue[name].message}: HTTP ${error.status}`, cause: error });
  return error;
}

export function createNamesApi(http: HttpClient, segment: (value: string) => string): NamesApi {
  return {
    async fetchNameSuggestions(label, zone, signal) {
      try {
        return parseNameSuggestions(await http.get<unknown>(`/v1/profile/suggestions/${segment(label)}`, { query: { zone }, signal }));
      } catch (error) {
        throw named(error, 'NameSuggestionsError');
      }
    },
    async registerName({ coinType, address, message, signature }) {
      const asked = (JSON.parse(message) as { name: string }).name;
      try {
        const body = await http.post<unknown>('/v1/profile/account', { coin_type: coinType, address, message, signature }, { retries: 0 });
        return parseRegisteredName(body, asked);
      } catch (error) {
        throw named(error, 'NameRegistrationError');
      }
    },
    async fetchSessions(caipAddress, signal) {
      return parseSessions(await http.get<unknown>(`/v1/sessions/${segment(caipAddress)}`, { signal }));
    },
    async revokeSession(caipAddress, pci, signature) {
      await http.post<unknown>(`/v1/sessions/${segment(caipAddress)}/revoke`, { pci, signature }, { retries: 0 });
    },
    async fetchNamesForAddress(address, signal) {
      try {
        return parseNamesForAddress(
          await http.get<unknown>(`/v1/profile/reverse/${segment(address)}`, { query: { apiVersion: '2' }, signal }),
        );
      } catch (error) {
        throw named(error, 'NamesForAddressError');
      }
    },
  };
}

// Versioned, namespaced localStorage with TTL entries. Falls back to memory
// where localStorage is unavailable (private modes, sandboxed iframes), so
// callers never need a try/catch. What comes back is untrusted like network
// input: every read goes through the caller's parser, and an entry that fails
// is deleted.

const PREFIX = 'wallet-modal';
export const STORAGE_VERSION = 1;

interface Entry {
  v: number;
  value: unknown;
  /** Expiry, ms since epoch; absent means no expiry. */
  exp?: number;
}

/** Reads an untrusted value into a typed one, or undefined when it has another shape. */
export type StoredValueParser<T> = (value: unknown) => T | undefined;

const memory = new Map<string, string>();

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const storage = globalThis.localStorage;
    const probe = `${PREFIX}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

const keyOf = (key: string) => `${PREFIX}:${key}`;

// Keys that reach an object's prototype when a value is merged or looked up: never written by us.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function parseEntry(raw: string): Entry | undefined {
  let tampered = false;
  try {
    const entry: unknown = JSON.parse(raw, (key, value: unknown) => {
      if (PROTOTYPE_KEYS.has(key)) tampered = true;
      return tampered ? undefined : value;
    });
    if (tampered || typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
    return 'value' in entry && (entry as Entry).v === STORAGE_VERSION ? (entry as Entry) : undefined;
  } catch {
    return undefined;
  }
}

/** A cache entry must end, and within its time to live: a tampered far-off or missing `exp` is no cache. */
function isFresh({ exp }: Entry, ttlMs: number | undefined, now: number): boolean {
  if (exp === undefined) return ttlMs === undefined;
  return typeof exp === 'number' && exp > now && (ttlMs === undefined || exp <= now + ttlMs);
}

/**
 * The stored value read by `parse` (the same parser as the network input it came from), or
 * undefined when absent, expired, of another version or shape, or not exactly what `parse` reads
 * it as: such an entry is deleted. With
 * `ttlMs`, an entry without an expiry, or one further away than that, counts as tampered.
 */
export function readStored<T>(
  key: string,
  parse: StoredValueParser<T>,
  { ttlMs, now = Date.now() }: { ttlMs?: number; now?: number } = {},
): T | undefined {
  const store = backend();
  const raw = store.getItem(keyOf(key));
  if (raw === null) return undefined;
  const entry = parseEntry(raw);
  const value = entry && isFresh(entry, ttlMs, now) ? parseValue(parse, entry.value) : undefined;
  if (value === undefined) store.removeItem(keyOf(key));
  return value;
}

// Stored values were written from a parser's output: one the parser would change (an unsafe link
// dropped, a field of another type) was tampered with, and is refused whole.
function parseValue<T>(parse: StoredValueParser<T>, value: unknown): T | undefined {
  try {
    const parsed = parse(value);
    return JSON.stringify(parsed) === JSON.stringify(value) ? parsed : undefined;
  } catch {
    // A parser that throws on another shape (a network body's MalformedResponseError) reads it as invalid.
    return undefined;
  }
}

/** Stores `value` (JSON), optionally for `ttlMs`. A full or blocked storage is ignored. */
export function writeStored<T>(key: string, value: T, { ttlMs, now = Date.now() }: { ttlMs?: number; now?: number } = {}) {
  const entry: Entry = { v: STORAGE_VERSION, value, ...(ttlMs === undefined ? {} : { exp: now + ttlMs }) };
  try {
    backend().setItem(keyOf(key), JSON.stringify(entry));
  } catch {
    // Quota exceeded: a cache or a preference is lost, nothing else.
  }
}

/** Whether anything is stored under `key` (unread: its reader validates it). */
export function hasStored(key: string): boolean {
  return backend().getItem(keyOf(key)) !== null;
}

export function removeStored(key: string) {
  backend().removeItem(keyOf(key));
}

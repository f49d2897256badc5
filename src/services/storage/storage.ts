// Versioned, namespaced localStorage with TTL entries. Falls back to memory
// where localStorage is unavailable (private modes, sandboxed iframes), so
// callers never need a try/catch.

const PREFIX = 'wallet-modal';
export const STORAGE_VERSION = 1;

interface Entry<T> {
  v: number;
  value: T;
  /** Expiry, ms since epoch; absent means no expiry. */
  exp?: number;
}

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

/** The stored value, or undefined when absent, expired, of another version or unreadable. */
export function readStored<T>(key: string, now = Date.now()): T | undefined {
  const store = backend();
  const raw = store.getItem(keyOf(key));
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry<T>;
    if (entry.v !== STORAGE_VERSION || (entry.exp !== undefined && entry.exp <= now)) {
      store.removeItem(keyOf(key));
      return undefined;
    }
    return entry.value;
  } catch {
    store.removeItem(keyOf(key));
    return undefined;
  }
}

/** Stores `value` (JSON), optionally for `ttlMs`. A full or blocked storage is ignored. */
export function writeStored<T>(key: string, value: T, { ttlMs, now = Date.now() }: { ttlMs?: number; now?: number } = {}) {
  const entry: Entry<T> = { v: STORAGE_VERSION, value, ...(ttlMs === undefined ? {} : { exp: now + ttlMs }) };
  try {
    backend().setItem(keyOf(key), JSON.stringify(entry));
  } catch {
    // Quota exceeded: a cache or a preference is lost, nothing else.
  }
}

export function removeStored(key: string) {
  backend().removeItem(keyOf(key));
}

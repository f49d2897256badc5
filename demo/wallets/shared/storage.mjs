// Namespaced localStorage for a demo wallet's remembered approvals and choices.
export function walletStorage(prefix) {
  const key = (name) => `${prefix}:${name}`;
  return {
    read(name, fallback) {
      try {
        const raw = localStorage.getItem(key(name));
        return raw === null ? fallback : JSON.parse(raw);
      } catch {
        return fallback;
      }
    },
    write(name, value) {
      try {
        localStorage.setItem(key(name), JSON.stringify(value));
      } catch {
        // Storage can be unavailable (opaque origins, quota); the wallet still works for this page.
      }
    },
  };
}

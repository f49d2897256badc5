// The frame's storage (localStorage of the auth origin, one entry per embedding site): the session token
// and the account with its keys, so `init` after a reload restores the sign-in.

/** The store for the site at `embedder`. */
export function siteStore(embedder, storage = window.localStorage) {
  const key = `wm-auth:v1:${embedder}`;
  return {
    /** The stored `{token, account}`, or undefined when there is none or it is not one. */
    read() {
      try {
        const stored = JSON.parse(storage.getItem(key) ?? 'null');
        const ok =
          typeof stored?.token === 'string' &&
          typeof stored.account?.evm?.privateKey === 'string' &&
          typeof stored.account.solana?.secretKey === 'string';
        return ok ? stored : undefined;
      } catch {
        return undefined;
      }
    },
    write: (signedIn) => storage.setItem(key, JSON.stringify({ token: signedIn.token, account: signedIn.account })),
    clear: () => storage.removeItem(key),
  };
}

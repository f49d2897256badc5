// The hosted Verify server, offline. In a browser, a dapp's Core loads
// https://verify.walletconnect.org/v3/attestation?...&id=<id> in a hidden iframe
// and waits up to 5 s for it to post an attestation before it even shows the
// pairing URI. This answers that iframe at once with an unsigned attestation for
// the id it asked about; a wallet cannot validate it, so it counts as unverified.

export const VERIFY_ATTESTATION_FRAME = /^https:\/\/verify\.walletconnect\.(org|com)\/v3\/attestation\?/;

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The iframe's page: posts {type: 'verify_attestation', attestation} to its parent, as the real one does. */
export function attestationFrame(frameUrl) {
  const query = new URL(frameUrl).searchParams;
  const payload = { id: query.get('id'), origin: query.get('origin'), isScam: false, isVerified: false };
  const attestation = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
  const message = JSON.stringify({ type: 'verify_attestation', attestation });
  return `<!doctype html><script>parent.postMessage(${JSON.stringify(message)}, '*');</script>`;
}

/**
 * Answers a Playwright page's Verify iframes locally. Playwright tries the
 * newest route first, so call this after any catch-all route that blocks the internet.
 */
export function answerVerifyOffline(page) {
  return page.route(VERIFY_ATTESTATION_FRAME, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: attestationFrame(route.request().url()) }),
  );
}

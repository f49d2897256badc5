// The devnet's auth service as the secure site's frame asks it, for tests that need an embedded account.

/**
 * The embedded account the auth service gives `email` once the code it mailed is verified.
 * @param {{urls: {auth: string}, auth: {mailbox(to: string): {code: string}[]}}} devnet
 * @param {{projectId: string, device: string, email: string}} who
 */
export async function emailAccount(devnet, { projectId, device, email }) {
  const post = async (path, body) => {
    const response = await fetch(`${devnet.urls.auth}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, device, ...body }),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  await post('/v4/email/start', { email });
  const { account } = await post('/v4/email/verify', { email, code: devnet.auth.mailbox(email).at(-1).code });
  return account;
}

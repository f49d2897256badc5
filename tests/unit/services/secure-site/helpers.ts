// Shared by the secure-site client's tests: an opened client on the fake frame, promise states
// without waiting on timers, and forgers.
import { openSecureSite, type SecureSiteClient, type SecureSiteOptions } from '../../../../src/services/secure-site';
import { installFakeSecureSite, SECURE_SITE_PATH, type FakeSecureSite } from '../../../fixtures/fake-secure-site';

export { rejectionOf, settledState } from '../../../fixtures/rejection';

/** Lets queued messages and timers of the real clock run: a few real tasks. */
export async function afterTasks(count = 5): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Another window posts `data` to its parent (or opener): an iframe loading `{base}/post` in `container`.
 * Resolves once its page has loaded (and so posted).
 */
export async function forgeFrom(container: Node, base: string, to: 'parent' | 'opener', data: unknown): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.src = `${base}/post?to=${to}&data=${encodeURIComponent(JSON.stringify(data))}`;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  container.appendChild(iframe);
  await loaded;
  // The message is queued as the page runs: a few more tasks let it arrive.
  await afterTasks();
  return iframe;
}

export const AUTH_URL = `${location.origin}${SECURE_SITE_PATH}`;
/** The same pages on another origin (localhost resolves to the test server's loopback address). */
export const OTHER_ORIGIN_URL = `${location.protocol}//localhost:${location.port}${SECURE_SITE_PATH}`;

/** The client's options for the test server's fake frame, in `container`, without the settling delay. */
export const testOptions = (container: Node, overrides: Partial<SecureSiteOptions> = {}): SecureSiteOptions => ({
  authUrl: AUTH_URL,
  projectId: 'test-project',
  caipNetworkId: 'eip155:31337',
  rpcUrl: 'http://127.0.0.1:8545/',
  container,
  dapp: { name: 'Test dapp', description: 'A test', url: location.origin, icons: [] },
  sdkVersion: 'wallet-modal-test',
  afterReadyDelayMs: 0,
  ...overrides,
});

/** A fake frame, a container and a client opened on them; `close()` undoes all three. */
export async function openedClient(
  overrides: Partial<SecureSiteOptions> = {},
): Promise<{ client: SecureSiteClient; site: FakeSecureSite; container: HTMLDivElement; close(): void }> {
  const container = document.createElement('div');
  document.body.append(container);
  const site = installFakeSecureSite();
  const client = await openSecureSite(testOptions(container, overrides));
  return {
    client,
    site,
    container,
    close() {
      client.destroy();
      site.uninstall();
      container.remove();
    },
  };
}

// The secure-site client opens `{auth-url}/sdk?…&version=4` in a hidden iframe, waits for READY from
// that frame's own window on the secure origin (anything else is not heard), then syncs the dapp's
// data and reads the smart-account networks, posting only to the secure origin. The frame is a real
// page on the test server's origin that answers per the protocol (tests/fixtures/fake-secure-site.ts).
import { expect } from 'chai';
import { openSecureSite, type SecureSiteClient, type SecureSiteOptions } from '../../../../src/services/secure-site';
import { isWalletModalError } from '../../../../src/services/errors';
import { waitFor } from '../../../fixtures/dom';
import { installFakeClock, type FakeClock } from '../../../fixtures/fake-clock';
import { installFakeSecureSite, type FakeSecureSite } from '../../../fixtures/fake-secure-site';
import { afterTasks, AUTH_URL, forgeFrom, rejectionOf, settledState, testOptions } from './helpers';

describe('secure-site client: loading and the READY handshake', () => {
  let container: HTMLDivElement;
  let site: FakeSecureSite;
  let clock: FakeClock | undefined;
  let client: SecureSiteClient | undefined;

  const options = (overrides: Partial<SecureSiteOptions> = {}) => testOptions(container, overrides);

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    client?.destroy();
    client = undefined;
    site.uninstall();
    container.remove();
  });

  it('loads {auth-url}/sdk with the project, network, version 4 and RPC, hidden from view and from the tab order', async () => {
    site = installFakeSecureSite();
    client = await openSecureSite(options());
    const { url } = await site.loaded();
    const src = new URL(url);
    expect(src.origin + src.pathname).to.equal(`${AUTH_URL}/sdk`);
    expect(Object.fromEntries(src.searchParams)).to.deep.equal({
      projectId: 'test-project',
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: 'false',
      rpcUrl: 'http://127.0.0.1:8545/',
    });
    const { iframe } = client.display;
    expect(iframe.parentNode).to.equal(container);
    expect(getComputedStyle(iframe).display).to.equal('none');
    expect(iframe.getAttribute('aria-hidden')).to.equal('true');
    expect(iframe.tabIndex).to.equal(-1);
    client.destroy();
    expect(iframe.isConnected).to.equal(false);
  });

  it('no host style can reveal the hidden frame; show() and hide() can', async () => {
    site = installFakeSecureSite();
    client = await openSecureSite(options());
    const style = document.createElement('style');
    style.textContent = 'iframe { display: block !important; }';
    document.head.append(style);
    try {
      const { display } = client;
      expect(getComputedStyle(display.iframe).display).to.equal('none');
      display.show();
      expect(display.visible).to.equal(true);
      expect(getComputedStyle(display.iframe).display).to.equal('block');
      expect(display.iframe.hasAttribute('aria-hidden')).to.equal(false);
      display.hide();
      expect(getComputedStyle(display.iframe).display).to.equal('none');
    } finally {
      style.remove();
    }
  });

  it('after READY, syncs the dapp data and reads the smart-account networks, posting only to the secure origin', async () => {
    site = installFakeSecureSite({ autoReady: false, smartAccountNetworks: [1, 31337] });
    const opening = openSecureSite(options());
    const { frameWindow } = await site.loaded();
    const targets: string[] = [];
    const original = frameWindow.postMessage.bind(frameWindow);
    frameWindow.postMessage = ((message: unknown, targetOrigin: string) => {
      targets.push(targetOrigin);
      original(message, targetOrigin);
    }) as typeof frameWindow.postMessage;
    expect(site.received).to.deep.equal([]);
    await site.ready({ version: '1.2.3' });
    client = await opening;
    const [sync] = site.of('SYNC_DAPP_DATA');
    expect(sync?.payload).to.deep.equal({
      metadata: { name: 'Test dapp', description: 'A test', url: location.origin, icons: [] },
      projectId: 'test-project',
      sdkVersion: 'wallet-modal-test',
    });
    expect(sync?.fromParent).to.equal(true);
    expect(client.smartAccountEnabledNetworks).to.deep.equal([1, 31337]);
    expect(targets).to.have.length(2);
    expect(targets.every((target) => target === location.origin)).to.equal(true);
    expect(site.received.every((message) => typeof message.id === 'string' && message.id.length >= 16)).to.equal(true);
  });

  it('hears READY only from its own frame: not the page, another window, a dispatched event, nor a READY without payload', async () => {
    site = installFakeSecureSite({ autoReady: false });
    const opening = openSecureSite(options());
    const { frameWindow } = await site.loaded();
    const forgeries: Array<() => Promise<unknown>> = [
      async () => window.postMessage({ type: '@w3m-frame/READY', payload: {} }, '*'),
      () => forgeFrom(container, AUTH_URL, 'parent', { type: '@w3m-frame/READY', payload: {} }),
      async () =>
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: '@w3m-frame/READY', payload: {} }, origin: location.origin, source: frameWindow }),
        ),
      () => site.post({ type: '@w3m-frame/READY' }),
    ];
    for (const forge of forgeries) {
      await forge();
      await afterTasks();
      expect(await settledState(opening)).to.equal('pending');
    }
    await site.ready();
    client = await opening;
    expect(client.destroyed).to.equal(false);
  });

  it('no READY within 20 s: AuthUnavailableError, and the frame is removed', async () => {
    site = installFakeSecureSite({ autoReady: false });
    clock = installFakeClock();
    const opening = openSecureSite(options());
    await site.loaded();
    clock.tick(19_999);
    expect(await settledState(opening)).to.equal('pending');
    clock.tick(1);
    const error = await rejectionOf(opening);
    expect(isWalletModalError(error, 'AuthUnavailableError')).to.equal(true);
    expect(container.querySelector('iframe')).to.equal(null);
  });

  it('waits the hosted clients’ 500 ms after READY before its first message', async () => {
    site = installFakeSecureSite({ autoReady: false });
    clock = installFakeClock();
    const opening = openSecureSite(options({ afterReadyDelayMs: undefined }));
    await site.loaded();
    await site.ready();
    await waitFor(() => clock!.hasTimerIn(500), 'the settling delay');
    expect(site.received).to.deep.equal([]);
    clock.tick(500);
    await site.next('SYNC_DAPP_DATA');
    clock.uninstall();
    clock = undefined;
    client = await opening;
  });

  it('a frame that does not answer SYNC_DAPP_DATA fails the open, and a failed smart-account read is an empty list', async () => {
    site = installFakeSecureSite();
    site.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ error: 'Not available' }));
    client = await openSecureSite(options());
    expect(client.smartAccountEnabledNetworks).to.deep.equal([]);
    client.destroy();
    site.uninstall();
    site = installFakeSecureSite();
    site.on('SYNC_DAPP_DATA', () => ({ error: 'Invalid project' }));
    const error = await rejectionOf(openSecureSite(options()));
    expect(isWalletModalError(error, 'AuthUnavailableError')).to.equal(true);
    expect(container.querySelector('iframe')).to.equal(null);
  });
});

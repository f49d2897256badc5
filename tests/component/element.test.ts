// The element's contract: definition guard, attributes, properties, config,
// the `open` attribute, no-button, and isolation from host styles.
import { expect } from 'chai';
import { defineWalletModal } from '../../src/element/define';
import { findButtonIn, query, recordEvents, waitFor } from '../fixtures/dom';
import { createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

describe('<wallet-modal> element', () => {
  let element: WalletModal;
  let events: ReturnType<typeof recordEvents>;

  beforeEach(() => {
    freshPage();
    events = recordEvents(['error', 'open', 'close', 'networkchange']);
    element = createWalletModal({}, { append: false });
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it('has an open shadow root and renders the Connect Wallet button', async () => {
    document.body.append(element);
    const button = await waitFor(() => findButtonIn(element, 'Connect Wallet'), 'the button');
    expect(button.getAttribute('part')).to.equal('account-button');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
  });

  it('defining twice is a no-op; another version warns once and does not throw', () => {
    expect(() => defineWalletModal()).not.to.throw();
    customElements.define(
      'wm-other-version',
      class extends HTMLElement {
        static version = '0.0.1';
      },
    );
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect(() => defineWalletModal('wm-other-version')).not.to.throw();
    } finally {
      console.warn = original;
    }
    expect(warnings).to.have.length(1);
  });

  it('ignores an unknown theme with an error event, keeps rendering, and shows why with debug', async () => {
    element.setAttribute('theme', 'neon');
    element.setAttribute('debug', '');
    document.body.append(element);
    await waitFor(() => events.of('error').length > 0, 'an error event');
    expect(events.of('error')[0]).to.include({ code: 'InvalidConfigurationError' });
    expect(String(events.of('error')[0]?.message)).to.contain('theme');
    const alert = await waitFor(() => query(element, '[role="alert"]'), 'the configuration message');
    expect(alert.textContent).to.contain('theme="neon" was ignored');
    expect(query(element, '.wm-root')?.getAttribute('data-theme')).to.equal('dark');
    expect(findButtonIn(element, 'Connect Wallet')).to.be.instanceOf(HTMLButtonElement);
  });

  it('reports a networks entry that is not CAIP-2 and a bad URL, without debug showing nothing', async () => {
    element.setAttribute('networks', 'eip155:1,ethereum');
    element.setAttribute('api-url', 'http//broken');
    document.body.append(element);
    await waitFor(() => events.of('error').length === 2, 'two error events');
    expect(events.of('error').map((detail) => detail.code)).to.deep.equal(['InvalidConfigurationError', 'InvalidConfigurationError']);
    expect(query(element, '[role="alert"]')).to.equal(null);
    expect(element.state.network?.caipNetworkId).to.equal('eip155:1');
  });

  describe('malformed values in the initial markup', () => {
    let container: HTMLElement;
    const errorMessages = () => events.of('error').map((detail) => `${String(detail.code)}: ${String(detail.message)}`);
    // Events arrive in order: once a later, distinct error is in, any duplicate of the earlier ones would be too.
    async function allReported(host: WalletModal, count: number) {
      host.setAttribute('theme', 'plaid');
      await waitFor(
        () => events.of('error').length >= count + 1 && String(events.of('error').at(-1)?.message).includes('plaid'),
        'the marker error',
      );
      return errorMessages().slice(0, -1);
    }

    // Parsed elsewhere, then upgraded on insertion while connected: attributeChangedCallback runs before
    // connectedCallback, as for page markup under a module script.
    function parse(markup: string): WalletModal {
      const parsed = new DOMParser().parseFromString(markup, 'text/html').body.firstElementChild as WalletModal;
      container.append(parsed);
      return parsed;
    }

    beforeEach(() => {
      container = document.createElement('div');
      document.body.append(container);
    });

    afterEach(() => container.remove());

    it('fire one error each, heard by a document listener added before the element was parsed', async () => {
      const parsed = parse('<wallet-modal theme="neon" networks="banana,eip155:1"></wallet-modal>');
      const reported = await allReported(parsed, 2);
      expect(reported).to.have.length(2);
      expect(reported[0]).to.contain('InvalidConfigurationError').and.contain('theme="neon" was ignored');
      expect(reported[1]).to.contain('InvalidConfigurationError').and.contain('networks="banana" was ignored');
    });

    it('the same values set later fire one error each too', async () => {
      const later = parse('<wallet-modal></wallet-modal>');
      later.setAttribute('theme', 'neon');
      later.setAttribute('networks', 'banana,eip155:1');
      const reported = await allReported(later, 2);
      expect(reported).to.have.length(2);
      expect(reported[0]).to.contain('theme="neon" was ignored');
      expect(reported[1]).to.contain('networks="banana" was ignored');
    });

    it('reach a listener the host adds on the element right after parsing markup in script', async () => {
      const heard: string[] = [];
      const parsed = parse('<wallet-modal theme="neon"></wallet-modal>');
      parsed.addEventListener('error', (event: Event) => heard.push(String((event as CustomEvent<{ message: string }>).detail.message)));
      await allReported(parsed, 1);
      expect(heard[0]).to.contain('theme="neon" was ignored');
    });

    it('reach a listener the host adds on the element right after creating and inserting it in script', async () => {
      const heard: string[] = [];
      const created = document.createElement('wallet-modal') as WalletModal;
      created.setAttribute('networks', 'banana');
      container.append(created);
      created.addEventListener('error', (event: Event) => heard.push(String((event as CustomEvent<{ message: string }>).detail.message)));
      await allReported(created, 1);
      expect(heard[0]).to.contain('networks="banana" was ignored');
    });
  });

  it('camelCase properties reflect to attributes and back', async () => {
    document.body.append(element);
    element.theme = 'light';
    expect(element.getAttribute('theme')).to.equal('light');
    element.networks = ['eip155:10', 'eip155:8453'];
    expect(element.getAttribute('networks')).to.equal('eip155:10,eip155:8453');
    expect(element.networks).to.deep.equal(['eip155:10', 'eip155:8453']);
    element.debug = true;
    expect(element.hasAttribute('debug')).to.equal(true);
    element.debug = false;
    expect(element.hasAttribute('debug')).to.equal(false);
    await waitFor(() => query(element, '.wm-root[data-theme="light"]'), 'the light theme');
  });

  it('a changed networks list moves the active network and fires networkchange', async () => {
    document.body.append(element);
    element.setAttribute('networks', 'eip155:8453');
    await waitFor(() => events.of('networkchange').length === 1, 'networkchange');
    expect(events.of('networkchange')[0]).to.deep.equal({ caipNetworkId: 'eip155:8453', namespace: 'eip155' });
  });

  it('accepts a config object with a custom network; attributes win over it', async () => {
    element.setAttribute('theme', 'light');
    document.body.append(element);
    element.config = { theme: 'dark', networks: [{ caipNetworkId: 'eip155:777', name: 'Lucky Chain' }] };
    expect(element.state.network).to.deep.include({ caipNetworkId: 'eip155:777', name: 'Lucky Chain' });
    await waitFor(() => query(element, '.wm-root[data-theme="light"]'), 'attribute theme kept');
  });

  it('the open attribute opens the modal and reflects its state', async () => {
    document.body.append(element);
    element.setAttribute('open', '');
    const dialog = await waitFor(() => query<HTMLDialogElement>(element, 'dialog[open]'), 'the open dialog');
    expect(events.of('open')[0]).to.deep.equal({ view: 'Connect' });
    expect(element.isOpen).to.equal(true);
    element.close();
    await waitFor(() => !dialog.open, 'the dialog to close');
    expect(element.hasAttribute('open')).to.equal(false);
    await waitFor(() => events.of('close').length === 1, 'close');
  });

  it('no-button renders no account button; open() still opens the modal', async () => {
    element.setAttribute('no-button', '');
    document.body.append(element);
    // The barrier: the render that would have placed the button has set the theme.
    await waitFor(() => query(element, '.wm-root[data-theme="dark"]'), 'the first render');
    expect(findButtonIn(element, 'Connect Wallet')).to.equal(undefined);
    element.open();
    await waitFor(() => query(element, 'dialog[open]'), 'the dialog');
    element.removeAttribute('no-button');
    await waitFor(() => findButtonIn(element, 'Connect Wallet'), 'the button once no-button is removed');
  });

  it('exposes ::part hooks for the button and the modal', async () => {
    const hostStyles = document.createElement('style');
    hostStyles.textContent =
      'wallet-modal::part(account-button) { outline: 3px solid rgb(1, 2, 3); } wallet-modal::part(dialog) { border-top-color: rgb(4, 5, 6); } wallet-modal::part(header) { padding-top: 21px; }';
    document.head.append(hostStyles);
    try {
      document.body.append(element);
      const button = await waitFor(() => findButtonIn(element, 'Connect Wallet'), 'the button');
      expect(getComputedStyle(button).outlineColor).to.equal('rgb(1, 2, 3)');
      element.open();
      const dialog = await waitFor(() => query<HTMLDialogElement>(element, 'dialog[open]'), 'the dialog');
      expect(getComputedStyle(dialog).borderTopColor).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(query(element, '[part="header"]') as Element).paddingTop).to.equal('21px');
    } finally {
      hostStyles.remove();
    }
  });

  it('host-page CSS does not reach inside, and nothing is injected into the document', async () => {
    const hostile = document.createElement('style');
    hostile.textContent =
      'button { display: none !important; } dialog { background: rgb(255, 0, 255) !important; } * { font-size: 40px !important; }';
    document.head.append(hostile);
    const stylesBefore = document.querySelectorAll('style, link[rel="stylesheet"]').length;
    try {
      document.body.append(element);
      const button = await waitFor(() => findButtonIn(element, 'Connect Wallet'), 'the button');
      expect(getComputedStyle(button).display).not.to.equal('none');
      element.open();
      const dialog = await waitFor(() => query(element, 'dialog[open]'), 'the dialog');
      expect(getComputedStyle(dialog).backgroundColor).not.to.equal('rgb(255, 0, 255)');
      expect(getComputedStyle(dialog).width).to.equal('360px');
      expect(document.querySelectorAll('style, link[rel="stylesheet"]').length).to.equal(stylesBefore);
      expect(document.adoptedStyleSheets).to.have.length(0);
    } finally {
      hostile.remove();
    }
  });
});

// The WalletConnect views without a relay: a missing project id, the
// WalletConnect-only modal, and the QR code with a registry wallet's links.
import { expect } from 'chai';
import { encode } from 'uqr';
import { walletConnectState } from '../../src/state/walletconnect';
import { setIsMobile } from '../../src/state/settings';
import { findButtonIn, query, recordEvents, textOf, waitFor } from '../fixtures/dom';
import { createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000240';

const RAINBOW_ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%2300f"/%3E%3C/svg%3E';

describe('WalletConnect views', () => {
  let element: WalletModal;
  let events: ReturnType<typeof recordEvents>;

  beforeEach(() => {
    freshPage();
    events = recordEvents(['error', 'connect']);
    element = createWalletModal({ networks: 'eip155:31337' }, { append: false });
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it('without a project id, neither WalletConnect nor the registry is offered; with debug a note says why', async () => {
    document.body.append(element);
    element.open();
    await waitFor(() => query(element, 'ul.wm-list'), 'the wallet list');
    expect(findButtonIn(element, /^WalletConnect/)).to.equal(undefined);
    expect(findButtonIn(element, /^All wallets/)).to.equal(undefined);
    expect(textOf(element)).not.to.contain('no project-id');
    element.setAttribute('debug', '');
    await waitFor(() => textOf(element)?.includes('this site has no project-id set'), 'the debug note');
  });

  it('opened on WalletConnect without a project id, it says why it cannot start, fires error, and offers a retry', async () => {
    document.body.append(element);
    element.open({ view: 'ConnectingWalletConnect' });
    const alert = await waitFor(() => query(element, '[role="alert"]'), 'the failure');
    expect(alert.textContent).to.contain('Could not start WalletConnect');
    expect(alert.textContent).to.contain('it needs a project id');
    const [error] = await waitFor(() => events.of('error').length > 0 && events.of('error'), 'the error event');
    expect(error).to.include({ code: 'ProjectIdRequiredError', view: 'ConnectingWalletConnect' });
    expect(findButtonIn(element, 'Try again')).to.be.instanceOf(HTMLButtonElement);
    expect(query(element, '[role="img"]')).to.equal(null);
  });

  it('walletconnect-only opens the basic WalletConnect view, with what WalletConnect is', async () => {
    element.setAttribute('walletconnect-only', '');
    document.body.append(element);
    element.open();
    const dialog = await waitFor(() => query(element, 'dialog[open]'), 'the dialog');
    await waitFor(() => textOf(element)?.includes('What is WalletConnect?'), 'the explanation');
    expect(dialog.querySelector('h2')?.textContent).to.equal('WalletConnect');
    await waitFor(() => query(element, '[role="alert"]'), 'the missing project id');
  });

  it('shows the pairing URI as a QR code with the chosen wallet in the middle, and its links', async () => {
    Object.assign(walletConnectState, {
      status: 'ready',
      pairing: { uri: URI, expiry: Math.floor(Date.now() / 1000) + 240 },
      wallet: {
        id: 'rainbow',
        name: 'Rainbow',
        image_url: RAINBOW_ICON,
        mobile_link: 'rainbow:',
        desktop_link: 'rainbow-desktop://',
        webapp_link: 'https://app.rainbow.example',
      },
    });
    document.body.append(element);
    element.open({ view: 'ConnectingWalletConnect' });
    const qr = await waitFor(() => query(element, 'svg[role="img"]'), 'the QR code');
    expect(qr.getAttribute('aria-label')).to.equal('QR code to connect a wallet with WalletConnect');
    const { size } = encode(URI, { ecc: 'H', border: 2 });
    expect(qr.getAttribute('viewBox')).to.equal(`0 0 ${size} ${size}`);
    // Wallet icons show once preloaded (a data: URL loads at once).
    const icon = await waitFor(() => query<HTMLImageElement>(element, '.wm-qr img'), 'the wallet icon');
    expect(icon.src).to.equal(RAINBOW_ICON);
    expect(textOf(element)).to.contain('Scan with Rainbow');

    const links = [...(query(element, '.wm-wc')?.querySelectorAll('a') ?? [])].map((a) => ({
      name: a.textContent,
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
    }));
    expect(links).to.deep.equal([
      { name: 'Open Rainbow desktop', href: `rainbow-desktop://wc?uri=${encodeURIComponent(URI)}`, target: null },
      { name: 'Open Rainbow web app', href: `https://app.rainbow.example/wc?uri=${encodeURIComponent(URI)}`, target: '_blank' },
    ]);
    expect(findButtonIn(element, 'Copy link')?.disabled).to.equal(false);
  });

  it('shows a placeholder until the URI arrives, with Copy link disabled', async () => {
    Object.assign(walletConnectState, { status: 'loading' });
    document.body.append(element);
    element.open({ view: 'ConnectingWalletConnect' });
    const placeholder = await waitFor(() => query(element, '.wm-qr-placeholder[role="status"]'), 'the placeholder');
    expect(placeholder.getAttribute('aria-label')).to.equal('Preparing the connection code…');
    expect(findButtonIn(element, 'Copy link')?.disabled).to.equal(true);
  });

  const linksOf = () => [...(query(element, '.wm-wc')?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
  const showPairingFor = async (wallet: typeof walletConnectState.wallet, isMobile = false) => {
    Object.assign(walletConnectState, { status: 'ready', pairing: { uri: URI, expiry: Math.floor(Date.now() / 1000) + 240 }, wallet });
    document.body.append(element);
    // The element reads the device when it connects: a phone is set after.
    if (isMobile) setIsMobile(true);
    element.open({ view: 'ConnectingWalletConnect' });
    await waitFor(() => query(element, 'svg[role="img"]'), 'the QR code');
  };

  it('on a phone, "Open <wallet>" opens its app with the URI (never its desktop link); the QR code waits behind "Scan from another device"', async () => {
    try {
      Object.assign(walletConnectState, { status: 'ready', pairing: { uri: URI, expiry: Math.floor(Date.now() / 1000) + 240 } });
      walletConnectState.wallet = {
        id: 'rainbow',
        name: 'Rainbow',
        mobile_link: 'rainbow:',
        desktop_link: 'https://desktop.rainbow.example',
        webapp_link: 'https://app.rainbow.example',
      };
      document.body.append(element);
      setIsMobile(true);
      element.open({ view: 'ConnectingWalletConnect' });
      await waitFor(() => linksOf().length > 0, 'the link');
      expect(linksOf()).to.deep.equal([`rainbow://wc?uri=${encodeURIComponent(URI)}`]);
      const open = query<HTMLAnchorElement>(element, '.wm-wc a');
      expect(open?.textContent).to.equal('Open Rainbow');
      expect(open?.getAttribute('target')).to.equal('_self');
      expect(textOf(element)).to.contain('Open Rainbow to connect');
      expect(query(element, 'svg[role="img"]')).to.equal(null);
      expect(findButtonIn(element, 'Copy link')?.disabled).to.equal(false);
      const scan = findButtonIn(element, 'Scan from another device');
      expect(scan?.getAttribute('aria-expanded')).to.equal('false');
      scan?.click();
      await waitFor(() => query(element, 'svg[role="img"]'), 'the QR code');
    } finally {
      setIsMobile(false);
    }
  });

  it('on a phone, a universal link opens in a new tab, and after opening the view waits with "Open <wallet> again"', async () => {
    try {
      Object.assign(walletConnectState, { status: 'ready', pairing: { uri: URI, expiry: Math.floor(Date.now() / 1000) + 240 } });
      walletConnectState.wallet = { id: 'uni', name: 'Uni', mobile_link: 'https://link.uni.example' };
      document.body.append(element);
      setIsMobile(true);
      element.open({ view: 'ConnectingWalletConnect' });
      const open = await waitFor(() => query<HTMLAnchorElement>(element, '.wm-wc a'), 'the link');
      expect(open.getAttribute('href')).to.equal(`https://link.uni.example/wc?uri=${encodeURIComponent(URI)}`);
      expect(open.getAttribute('target')).to.equal('_blank');
      // Opening is left to the browser's real navigation elsewhere; here only the view's answer to the click.
      open.addEventListener('click', (event) => event.preventDefault());
      open.click();
      await waitFor(() => textOf(element)?.includes('Continue in Uni'), 'the waiting message');
      expect(open.textContent).to.equal('Open Uni again');
    } finally {
      setIsMobile(false);
    }
  });

  it('a wallet whose links are not on the allow-list gets no link and never the URI', async () => {
    await showPairingFor({
      id: 'evil',
      name: 'Evil',
      mobile_link: 'intent://',
      desktop_link: 'ms-msdt:',
      webapp_link: 'JaVaScRiPt:alert(1)',
    });
    expect(textOf(element)).to.contain('Scan with Evil');
    expect(linksOf()).to.deep.equal([]);
    const attributes = [...(query(element, '.wm-wc')?.querySelectorAll('*') ?? [])].flatMap((node) =>
      [...node.attributes].map((attribute) => attribute.value),
    );
    expect(attributes.filter((value) => value.includes('symKey'))).to.deep.equal([]);
  });
});

// Render faults: a view that throws while rendering is contained by its error boundary (message,
// Try again, a RenderError event, the rest of the modal still working); a QR code whose data is
// too long for the encoder says so in its place and is reported, instead of breaking the view.
import { expect } from 'chai';
import { act } from 'react';
import { VIEWS } from '../../src/react/router/views';
import { QrCode } from '../../src/react/ui/QrCode';
import { TestWallet } from '../fixtures/test-wallet';
import { findButtonIn, query, recordEvents, textOf, waitFor } from '../fixtures/dom';
import { useReactRoot } from '../fixtures/react-root';
import { connectWallet, createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

describe('render faults', () => {
  describe('a view that throws while rendering', () => {
    const connect = VIEWS.Connect!;
    const honest = connect.component;
    let element: WalletModal;
    let events: ReturnType<typeof recordEvents>;
    let throwing = true;

    beforeEach(() => {
      freshPage();
      events = recordEvents(['error', 'close']);
      throwing = true;
      // Stands for any view meeting data it cannot render (here: the first view the modal opens on).
      connect.component = function FaultyView() {
        if (throwing) throw new TypeError("Cannot read properties of undefined (reading 'name')");
        const Honest = honest;
        return <Honest />;
      };
    });

    afterEach(() => {
      connect.component = honest;
      events.stop();
      element.remove();
    });

    it('shows the message and Try again, fires a RenderError event, and the rest keeps working', async () => {
      const wallet = new TestWallet('Boundary Wallet', 'org.example.boundary').announce();
      element = createWalletModal({ networks: 'eip155:31337' });
      element.open();
      const alert = await waitFor(() => query(element, '.wm-dialog-body [role="alert"]'), 'the boundary message');
      expect(alert.textContent).to.include('Part of this window could not be shown');
      await waitFor(() => events.of('error').length > 0, 'the error event');
      expect(events.of('error')[0]).to.deep.include({ code: 'RenderError', view: 'Connect' });
      expect(events.of('error')[0]?.message).to.include("reading 'name'");

      // The header still works: close, and the account button is still there to open again.
      findButtonIn(element, 'Close')?.click();
      await waitFor(() => events.of('close').length === 1, 'the modal closed');
      expect(findButtonIn(element, 'Connect Wallet')).to.not.equal(undefined);

      throwing = false;
      element.open();
      (await waitFor(() => findButtonIn(element, 'Try again'), 'Try again')).click();
      await connectWallet(element, wallet.info.name);
      expect(events.of('error').map((detail) => detail.code)).to.deep.equal(['RenderError']);
    });

    it('a view that keeps throwing shows the message again after Try again, never a blank or stuck modal', async () => {
      element = createWalletModal({ networks: 'eip155:31337' });
      element.open();
      (await waitFor(() => findButtonIn(element, 'Try again'), 'Try again')).click();
      await waitFor(() => events.of('error').length === 2, 'the second report');
      expect(textOf(element)).to.include('Part of this window could not be shown');
      expect(query(element, '[aria-busy="true"]')).to.equal(null);
    });
  });

  describe('QR code data too long for the encoder', () => {
    const page = useReactRoot();

    const payloads: [string, string, { name: string } | undefined][] = [
      ['a 10,000-character Solana "address"', '1'.repeat(10_000), undefined],
      ['3,000 bytes of multi-byte text', 'é'.repeat(1_500), undefined],
      ['1,500 characters with a wallet icon (high error correction holds less)', 'x'.repeat(1_500), { name: 'Icon Wallet' }],
    ];
    for (const [what, value, icon] of payloads) {
      it(`${what}: a message in the code's place and a RenderError event`, async () => {
        act(() => page.root.render(<QrCode value={value} label="QR code of your address" icon={icon} />));
        const alert = await waitFor(() => page.container.querySelector('[role="alert"]'), 'the fallback');
        expect(alert.textContent).to.equal('This is too long to show as a QR code. Copy it with the button below instead.');
        expect(page.container.querySelector('svg')).to.equal(null);
        await waitFor(() => page.events.length > 0, 'the error event');
        expect(page.events[0]).to.include({ type: 'error', code: 'RenderError' });
      });
    }

    it('an honest address or pairing link still renders as a QR code, without an event', () => {
      act(() => page.root.render(<QrCode value="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" label="QR code of your address" />));
      expect(page.container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).to.equal('QR code of your address');
      act(() =>
        page.root.render(
          <QrCode value={`wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`} label="QR" icon={{ name: 'W' }} />,
        ),
      );
      expect(page.container.querySelector('svg[role="img"]')).to.not.equal(null);
      expect(page.events).to.deep.equal([]);
    });
  });
});

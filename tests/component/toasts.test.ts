// Transaction toasts (src/element/toasts) and the account button's pending count, with the modal
// closed: a host's transaction shows pending, then confirmed with its explorer link; keyboard
// dismissal, the countdown paused on hover, axe-clean in dark, light and Arabic, and `toasts="off"`.
import { expect } from 'chai';
import { TOAST_MS } from '../../src/element/toasts/toasts';
import { axeViolations } from '../fixtures/axe';
import { DEVNET_A } from '../fixtures/devnet-networks';
import { accessibleName, query, queryAll, recordEvents, waitFor } from '../fixtures/dom';
import { installFakeClock } from '../fixtures/fake-clock';
import { stubPendingRpc } from '../fixtures/pending-rpc';
import { createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

const HASH = `0x${'ab'.repeat(32)}`;
const chain = { mined: false, count: '0x7' };
type Host = WalletModal & { addTransaction(input: { hash: string; caipNetworkId?: string; description?: string }): void };

describe('transaction toasts', function () {
  this.timeout(30_000);
  let restore = () => {};
  let element: Host;

  beforeEach(() => {
    freshPage();
    chain.mined = false;
    restore = stubPendingRpc(HASH, chain);
  });

  afterEach(() => {
    element?.remove();
    restore();
    freshPage();
  });

  const create = (attributes: Record<string, string> = {}) =>
    (element = createWalletModal(
      { networks: 'eip155:31337', ...attributes },
      { config: { networks: [{ ...DEVNET_A, explorerUrl: 'https://explorer.example' }] } },
    ) as Host);
  const toasts = () => queryAll(element, '[part="toast"]');
  const button = () => query(element, '[part="account-button"]')!;

  it('a host’s transaction: pending with the modal closed (the button counts it), then confirmed with its explorer link; Escape dismisses', async () => {
    create();
    const events = recordEvents(['transaction']);
    element.addTransaction({ hash: HASH, description: 'Minting 1 ticket' });
    const [toast] = await waitFor(() => (toasts().length === 1 ? toasts() : undefined), 'the pending toast');
    expect(element.isOpen).to.equal(false);
    expect(toast!.dataset.status).to.equal('pending');
    expect(accessibleName(toast!)).to.equal('Pending: Minting 1 ticket');
    await waitFor(() => accessibleName(button()).includes('1 transaction pending'), 'the button’s pending count');
    expect(query(element, '[role="status"]')?.textContent).to.equal('Pending. Minting 1 ticket');
    expect(await axeViolations(element)).to.deep.equal([]);

    chain.mined = true;
    await waitFor(() => toast!.dataset.status === 'confirmed', 'confirmed');
    expect(query<HTMLAnchorElement>(element, '.wm-toast a')?.href).to.equal(`https://explorer.example/tx/${HASH}`);
    await waitFor(() => !accessibleName(button()).includes('pending'), 'the count gone');
    expect(events.of('transaction').map((detail) => detail.status)).to.deep.equal(['pending', 'confirmed']);
    events.stop();

    toast!.focus();
    toast!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(toasts()).to.have.length(0);
  });

  it('an ended toast leaves after a while, not while the pointer is over the region', async () => {
    create();
    element.addTransaction({ hash: HASH });
    await waitFor(() => toasts().length === 1, 'the pending toast');
    const clock = installFakeClock();
    try {
      chain.mined = true;
      await waitFor(() => toasts()[0]?.dataset.status === 'confirmed', 'confirmed');
      const region = query(element, '.wm-toasts')!;
      region.dispatchEvent(new PointerEvent('pointerenter'));
      clock.tick(TOAST_MS.confirmed * 3);
      expect(toasts()).to.have.length(1);
      region.dispatchEvent(new PointerEvent('pointerleave'));
      clock.tick(TOAST_MS.confirmed + 1);
      expect(toasts()).to.have.length(0);
    } finally {
      clock.uninstall();
    }
  });

  for (const [theme, lang] of [
    ['light', 'en'],
    ['dark', 'ar'],
  ] as const) {
    it(`is axe-clean in ${theme}, ${lang}: translated, and mirrored right to left`, async () => {
      create({ theme, lang });
      element.addTransaction({ hash: HASH });
      await waitFor(() => toasts().length === 1, 'the toast');
      if (lang === 'ar') {
        await waitFor(() => toasts()[0]?.textContent?.includes('قيد الانتظار'), 'the Arabic words');
        const region = query(element, '.wm-toasts')!;
        expect(getComputedStyle(region).direction).to.equal('rtl');
        expect(region.getBoundingClientRect().left).to.be.below(window.innerWidth / 2);
        await waitFor(() => accessibleName(button()).includes('معاملة واحدة قيد الانتظار'), 'the Arabic count');
      }
      expect(await axeViolations(element)).to.deep.equal([]);
      query(element, '.wm-toast-close')!.click();
      expect(toasts()).to.have.length(0);
    });
  }

  it('toasts="off": no toast, while the events still fire and the button still counts', async () => {
    create({ toasts: 'off' });
    const events = recordEvents(['transaction']);
    element.addTransaction({ hash: HASH });
    await waitFor(() => accessibleName(button()).includes('1 transaction pending'), 'the count');
    expect(toasts()).to.have.length(0);
    expect(events.of('transaction')).to.have.length(1);
    events.stop();
  });
});

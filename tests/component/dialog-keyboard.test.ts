// The on-screen keyboard on a phone: the visual viewport shrinks; the open sheet is lifted by what
// the keyboard covers (--_keyboard-inset) and lowered again when it goes. The browser's
// visualViewport is replaced by one the test moves (no real keyboard in a desktop browser).
import { expect } from 'chai';
import { coveredBottom } from '../../src/react/ui/use-keyboard-inset';
import { query, waitFor } from '../fixtures/dom';
import { createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

class FakeViewport extends EventTarget {
  height = window.innerHeight;
  offsetTop = 0;
  move(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

describe('the sheet and the on-screen keyboard', () => {
  let element: WalletModal | undefined;
  let viewport: FakeViewport;
  const real = Object.getOwnPropertyDescriptor(window, 'visualViewport');

  beforeEach(() => {
    freshPage();
    viewport = new FakeViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  });
  afterEach(() => {
    element?.remove();
    if (real) Object.defineProperty(window, 'visualViewport', real);
    else delete (window as { visualViewport?: unknown }).visualViewport;
  });

  it('measures what the keyboard covers', () => {
    expect(coveredBottom(844, { height: 844, offsetTop: 0 })).to.equal(0);
    expect(coveredBottom(844, { height: 500, offsetTop: 0 })).to.equal(344);
    expect(coveredBottom(844, { height: 500, offsetTop: 44 })).to.equal(300);
    expect(coveredBottom(844, { height: 900, offsetTop: 0 })).to.equal(0);
  });

  it('lifts the open sheet while the keyboard is up, and lowers it after', async () => {
    const modal = createWalletModal({ networks: 'eip155:31337', 'project-id': 'keyboard-test' });
    element = modal;
    modal.open();
    const sheet = await waitFor(() => query<HTMLElement>(modal, 'dialog.wm-dialog[open]'), 'the open sheet');
    const inset = () => sheet.style.getPropertyValue('--_keyboard-inset');
    expect(inset()).to.equal('');
    // The keyboard comes up (the sheet follows from its first render's effects on).
    viewport.move(window.innerHeight - 300);
    await waitFor(() => inset() === '300px', 'the sheet lifted by 300 px');
    viewport.move(window.innerHeight - 200);
    expect(inset()).to.equal('200px');
    viewport.move(window.innerHeight);
    expect(inset()).to.equal('');
  });
});

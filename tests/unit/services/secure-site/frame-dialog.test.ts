// The secure site's frame dialog (frame-dialog.ts): shown during an approval, it goes above a modal
// that is already open with showModal() (the top layer's last entry wins, whatever z-index the
// modal has), its iframe visible, on top and focused; hidden, it is closed and its iframe
// `display: none`. Host style sheets can neither reveal it while hidden nor hide it while shown;
// Escape does not close it (the frame's own Cancel answers the request); remove() takes it away.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { createFrameDialog, type FrameDialog, type FrameDisplay } from '../../../../src/services/secure-site';
import { createFrameElement } from '../../../../src/services/secure-site/frame-element';
import { waitFor } from '../../../fixtures/dom';
import { AUTH_URL } from './helpers';

describe('secure-site frame dialog', () => {
  let modalHost: HTMLDivElement;
  let modal: HTMLDialogElement;
  let modalButton: HTMLButtonElement;
  let frameDialog: FrameDialog;
  let display: FrameDisplay;
  let hostSheet: HTMLStyleElement | undefined;

  beforeEach(async () => {
    // The element's modal: a native dialog in a shadow root, full-screen, with the highest z-index.
    modalHost = document.createElement('div');
    document.body.append(modalHost);
    const root = modalHost.attachShadow({ mode: 'open' });
    modal = document.createElement('dialog');
    modal.style.cssText = 'width: 100vw; height: 100vh; max-width: none; max-height: none; z-index: 2147483647';
    modalButton = document.createElement('button');
    modalButton.textContent = 'Close';
    modal.append(modalButton);
    root.append(modal);

    frameDialog = createFrameDialog(document.body, 'Secure sign-in');
    display = createFrameElement(`${AUTH_URL}/loading`, 'Secure sign-in');
    const loaded = new Promise((resolve) => display.iframe.addEventListener('load', resolve, { once: true }));
    frameDialog.container.append(display.iframe);
    await loaded;
    modal.showModal();
  });

  afterEach(() => {
    hostSheet?.remove();
    hostSheet = undefined;
    frameDialog.remove();
    if (modal.open) modal.close();
    modalHost.remove();
  });

  /** A host page's style sheet, as a site's CSS would be (the element itself never adds one). */
  const addHostSheet = (css: string) => {
    hostSheet = document.createElement('style');
    hostSheet.textContent = css;
    document.head.append(hostSheet);
  };

  const centreOf = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return [rect.left + rect.width / 2, rect.top + rect.height / 2] as const;
  };

  const expectShownOnTop = () => {
    const { container } = frameDialog;
    const { iframe } = display;
    expect(frameDialog.open).to.equal(true);
    expect(container.matches(':modal')).to.equal(true);
    expect(getComputedStyle(container).display).to.equal('block');
    expect(getComputedStyle(container).opacity).to.equal('1');
    expect(getComputedStyle(iframe).display).to.not.equal('none');
    expect(getComputedStyle(iframe).visibility).to.equal('visible');
    expect(iframe.checkVisibility({ opacityProperty: true, visibilityProperty: true })).to.equal(true);
    expect(iframe.getBoundingClientRect().width).to.be.greaterThan(100);
    // On top of the modal: what a click at the frame's centre lands on is the iframe.
    expect(document.elementFromPoint(...centreOf(iframe))).to.equal(iframe);
    // Focusable, and focused: in the tab order, not hidden from assistive technology.
    expect(iframe.tabIndex).to.equal(0);
    expect(iframe.hasAttribute('aria-hidden')).to.equal(false);
    expect(document.activeElement).to.equal(iframe);
  };

  const expectHidden = () => {
    const { container } = frameDialog;
    const { iframe } = display;
    expect(frameDialog.open).to.equal(false);
    expect(container.open).to.equal(false);
    expect(getComputedStyle(container).display).to.equal('none');
    expect(getComputedStyle(iframe).display).to.equal('none');
    expect(iframe.checkVisibility()).to.equal(false);
    expect(iframe.getAttribute('aria-hidden')).to.equal('true');
    expect(iframe.tabIndex).to.equal(-1);
  };

  it('is closed and its iframe display: none until shown', () => {
    expect(frameDialog.container.parentNode).to.equal(document.body);
    expect(frameDialog.container.getAttribute('aria-label')).to.equal('Secure sign-in');
    expectHidden();
    // The modal is what a click lands on (the page sees its shadow host).
    expect(document.elementFromPoint(...centreOf(modal))).to.equal(modalHost);
  });

  it('shown while the modal is open, it goes above it (last in the top layer) and the modal goes inert', () => {
    frameDialog.show(display);
    expectShownOnTop();
    // Both are modal dialogs; the frame's is the topmost: the modal under it is inert.
    expect(modal.matches(':modal')).to.equal(true);
    modalButton.focus();
    expect(modalHost.shadowRoot!.activeElement).to.equal(null);
    expect(document.activeElement).to.equal(display.iframe);
  });

  it('hidden again, it closes, its iframe is display: none, and the modal is interactive again', () => {
    frameDialog.show(display);
    frameDialog.hide(display);
    expectHidden();
    expect(modal.open).to.equal(true);
    modalButton.focus();
    expect(modalHost.shadowRoot!.activeElement).to.equal(modalButton);
    // Shown a second time, it is above the modal again.
    frameDialog.show(display);
    expectShownOnTop();
  });

  it('a host style sheet cannot reveal it while it is hidden', () => {
    addHostSheet('dialog, iframe { display: block !important; visibility: visible !important; opacity: 1 !important }');
    expectHidden();
    frameDialog.show(display);
    frameDialog.hide(display);
    expectHidden();
  });

  it('a host style sheet cannot hide it while it is shown', () => {
    addHostSheet(
      'dialog[open] { display: none !important; opacity: 0 !important; visibility: hidden !important } ' +
        'iframe { display: none !important; visibility: hidden !important; opacity: 0 !important }',
    );
    frameDialog.show(display);
    expectShownOnTop();
  });

  it('Escape does not close it: its cancel event is refused, and a repeated Escape does not hide it', async () => {
    frameDialog.show(display);
    const cancel = new Event('cancel', { cancelable: true });
    frameDialog.container.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).to.equal(true);
    // The visitor's own Escapes, with focus in the frame, then on the dialog itself. The platform asks
    // (cancel) only once: the next Escape closes a modal dialog without asking, and it opens again.
    const shownAfterEscape = async (what: string) => {
      await sendKeys({ press: 'Escape' });
      await waitFor(() => frameDialog.open, `the frame dialog open ${what}`, 1000);
      expect(getComputedStyle(frameDialog.container).display).to.equal('block');
      expect(document.elementFromPoint(...centreOf(display.iframe))).to.equal(display.iframe);
    };
    await shownAfterEscape('after an Escape in the frame');
    frameDialog.container.tabIndex = -1;
    frameDialog.container.focus();
    expect(document.activeElement).to.equal(frameDialog.container);
    await shownAfterEscape('after an Escape on the dialog');
    await shownAfterEscape('after a second Escape on the dialog');
    await shownAfterEscape('after a third Escape on the dialog');
    expect(frameDialog.container.matches(':modal')).to.equal(true);
  });

  it('closed by anything but hide() while shown (a browser that closes it on Escape), it opens again on top', async () => {
    frameDialog.show(display);
    frameDialog.container.close();
    await waitFor(() => frameDialog.open, 'the frame dialog open again');
    expectShownOnTop();
    // Hidden and shown again at once: the close that hide() queued does not disturb the new showing.
    frameDialog.hide(display);
    frameDialog.show(display);
    await waitFor(() => frameDialog.open && document.activeElement === display.iframe, 'the frame shown');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expectShownOnTop();
    frameDialog.hide(display);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expectHidden();
  });

  it('remove() closes it and takes it out of the page', async () => {
    frameDialog.show(display);
    const { container } = frameDialog;
    frameDialog.remove();
    expect(container.isConnected).to.equal(false);
    expect(container.open).to.equal(false);
    expect(document.querySelector('dialog[data-wm-secure-site-dialog]')).to.equal(null);
    // The modal is on top again.
    await waitFor(() => document.elementFromPoint(...centreOf(modal)) === modalHost, 'the modal on top again');
  });
});

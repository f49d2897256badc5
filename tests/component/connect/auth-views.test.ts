// The sign-in views (src/react/connect/auth/, their own chunk), driven by the auth state as the
// actions leave it: ConnectingEmail (the code field, auto-submit, busy, failure, the resend
// countdown on a fake clock), ConnectingSocial and ConnectingFarcaster; axe and the pseudo-locale on each.
import { expect } from 'chai';
import { encode } from 'uqr';
import { AUTH_ATTRIBUTES, setAuthState } from '../../fixtures/auth-state';
import { axeViolations } from '../../fixtures/axe';
import { unmarkedTexts } from '../../fixtures/catalogue-strings';
import { deepActive, findButtonIn, query, roots, textOf, waitFor } from '../../fixtures/dom';
import { installFakeClock, type FakeClock } from '../../fixtures/fake-clock';
import { createWalletModal, freshPage, type WalletModal } from '../../fixtures/wallet-modal';

const EMAIL = 'visitor@example.com';
const FARCASTER_URL = 'https://farcaster.example/sign-in?channel=4f2a';

const title = (element: WalletModal) => query(element, '.wm-dialog-title')?.textContent;
const codeField = (element: WalletModal) => query<HTMLInputElement>(element, '.wm-auth-code input');

/** Types into a React-controlled field the way a visitor's input event arrives. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Pastes `text` at the caret (or over the selection), as the browser's paste event carries it. */
function paste(input: HTMLInputElement, text: string) {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true }));
}

describe('sign-in views', () => {
  let element: WalletModal;
  let clock: FakeClock | undefined;
  // The auth actions' bodies live on another branch; until then they reject, and that is not these views' business.
  const ignoreSkeleton = (event: PromiseRejectionEvent) => {
    if (event.reason instanceof Error && event.reason.message === 'not implemented yet') event.preventDefault();
  };

  async function openView(view: string, attributes: Record<string, string> = {}) {
    element = createWalletModal({ ...AUTH_ATTRIBUTES, ...attributes });
    element.open({ view });
    await waitFor(() => query(element, '.wm-dialog-body .wm-center'), `${view} rendered`);
  }

  beforeEach(() => {
    freshPage();
    window.addEventListener('unhandledrejection', ignoreSkeleton);
  });

  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    window.removeEventListener('unhandledrejection', ignoreSkeleton);
    element.remove();
  });

  describe('ConnectingEmail', () => {
    it('says where the code went; the code field is labelled, numeric, one-time-code, 6 long, and focused', async () => {
      setAuthState({ step: 'codeSent', email: EMAIL, resendAt: Date.now() + 30_000 });
      await openView('ConnectingEmail');
      expect(title(element)).to.equal('Check your email');
      expect(textOf(element)).to.contain(`We sent a code to ${EMAIL}`);
      const input = codeField(element)!;
      expect([...(input.labels ?? [])].map((label) => label.textContent)).to.deep.equal(['Code']);
      expect([input.inputMode, input.autocomplete, input.maxLength]).to.deep.equal(['numeric', 'one-time-code', 6]);
      await waitFor(() => deepActive() === input, 'focus in the code field');
    });

    it('keeps digits only, typed or pasted ("123 456", "123-456"), and the 6th digit submits at once, once', async () => {
      setAuthState({ step: 'codeSent', email: EMAIL });
      await openView('ConnectingEmail');
      const input = codeField(element)!;
      const form = input.form!;
      const submits: string[] = [];
      // Each submit is recorded; complete codes stop here, before the view's handler sends them (verifyEmailCode
      // is the auth actions' business, and would reach for the secure site).
      let recording = true;
      form.addEventListener('submit', (event) => {
        submits.push(input.value);
        if (!recording) return;
        event.preventDefault();
        event.stopPropagation();
      });

      type(input, '1a2 -');
      await waitFor(() => input.value === '12', 'letters and separators dropped');
      input.setSelectionRange(2, 2);
      paste(input, '3-4 5');
      await waitFor(() => input.value === '12345', 'the pasted digits appended');
      expect(submits).to.deep.equal([]);

      // "Verify" with 5 digits says what is missing (the view's handler refuses it, sending nothing).
      recording = false;
      findButtonIn(element, 'Verify')!.click();
      await waitFor(
        () => query(element, '.wm-auth-code [role="alert"]')?.textContent === 'Enter the 6-digit code',
        'the incomplete message',
      );
      submits.length = 0;
      recording = true;

      input.setSelectionRange(5, 5);
      paste(input, '6');
      await waitFor(() => submits.length > 0, 'the automatic submit');
      expect(submits).to.deep.equal(['123456']);

      // A whole code pasted over the old one replaces it, and submits again.
      input.setSelectionRange(0, 6);
      paste(input, '654 321');
      await waitFor(() => submits.length > 1, 'the second submit');
      expect(submits).to.deep.equal(['123456', '654321']);
      type(input, '123-456');
      await waitFor(() => submits.length > 2, 'the typed code submitted');
      expect(submits).to.deep.equal(['123456', '654321', '123456']);
    });

    it('while verifying, the field and Verify are disabled and a busy status shows; a failure says why and selects the code', async () => {
      setAuthState({ step: 'codeSent', email: EMAIL });
      await openView('ConnectingEmail');
      const input = codeField(element)!;
      // Five digits: the sixth would submit, and the actions are not under test here.
      type(input, '00000');
      setAuthState({ step: 'verifying' });
      await waitFor(() => input.disabled, 'the field disabled');
      expect(findButtonIn(element, 'Verify')!.disabled).to.equal(true);
      expect(input.form!.getAttribute('aria-busy')).to.equal('true');
      expect(query(element, '.wm-auth-code [role="status"]')?.textContent).to.equal('Checking the code…');
      expect(findButtonIn(element, 'Resend code')!.disabled).to.equal(true);

      setAuthState({ step: 'failed', errorKey: 'error.userRejected' });
      const alert = await waitFor(() => query(element, '.wm-auth-code [role="alert"]'), 'the failure');
      expect(alert.textContent).to.equal('You rejected the request in your wallet.');
      expect(input.disabled).to.equal(false);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      await waitFor(
        () => deepActive() === input && input.selectionStart === 0 && input.selectionEnd === 5,
        'the code selected for retyping',
      );
      // A key the catalogue does not know reads as the unknown error.
      setAuthState({ errorKey: 'error.noSuchKey' });
      await waitFor(() => alert.textContent === 'Unknown error. Please try again.', 'the unknown error');
    });

    it('"Resend code" counts down to resendAt on the clock, then is enabled; a new code is announced once sent', async () => {
      clock = installFakeClock();
      setAuthState({ step: 'codeSent', email: EMAIL, resendAt: clock.now() + 30_000 });
      await openView('ConnectingEmail');
      const resend = findButtonIn(element, 'Resend code')!;
      const countdown = () => query(element, '.wm-auth-countdown')?.textContent;
      // The view's timer may be set after a tick (effects run after rendering): run what is due, time standing still.
      const shows = (text: string | undefined) =>
        waitFor(() => {
          clock!.tick(0);
          return countdown() === text;
        }, `the countdown at ${text}`);
      expect(resend.disabled).to.equal(true);
      expect(countdown()).to.equal('Resend in 30 s');
      clock.tick(1000);
      await shows('Resend in 29 s');
      clock.tick(500);
      clock.tick(499);
      await shows('Resend in 29 s');
      clock.tick(27_001);
      await shows('Resend in 1 s');
      expect(resend.disabled).to.equal(true);
      clock.tick(1000);
      await shows(undefined);
      await waitFor(() => !resend.disabled, 'Resend enabled');
      expect(countdown()).to.equal(undefined);
      expect(textOf(element)).to.not.contain('A new code is on its way');

      resend.click();
      // The action sends a new code and the rate limit starts over.
      setAuthState({ step: 'sending' });
      await waitFor(() => textOf(element).includes(`Sending a code to ${EMAIL}…`), 'sending');
      setAuthState({ step: 'codeSent', resendAt: clock.now() + 30_000 });
      await waitFor(
        () => query(element, '.wm-auth-resend [role="status"]')?.textContent === 'A new code is on its way',
        'the new code announced',
      );
      expect(countdown()).to.equal('Resend in 30 s');
    });
  });

  describe('ConnectingSocial', () => {
    it('titled for the provider: waiting on the pop-up with a spinner and Cancel; a failure says why and offers Try again', async () => {
      setAuthState({ step: 'waitingSocial', socialProvider: 'github' });
      await openView('ConnectingSocial');
      expect(title(element)).to.equal('Sign in with GitHub');
      const status = query(element, '.wm-dialog-body [role="status"]')!;
      expect(status.textContent).to.equal('Continue in the pop-up window');
      expect(status.querySelector('.wm-spinner')).to.be.instanceOf(HTMLElement);
      const cancel = findButtonIn(element, 'Cancel')!;
      await waitFor(() => deepActive() === cancel, 'focus on Cancel');
      expect(findButtonIn(element, 'Try again')).to.equal(undefined);

      setAuthState({ step: 'failed', errorKey: 'error.userRejected' });
      const alert = await waitFor(() => query(element, '[role="alert"]'), 'the failure');
      expect(alert.textContent).to.equal('You rejected the request in your wallet.');
      expect(query(element, '.wm-spinner')).to.equal(null);
      expect(findButtonIn(element, 'Try again')).to.be.instanceOf(HTMLButtonElement);
      expect(findButtonIn(element, 'Cancel')).to.be.instanceOf(HTMLButtonElement);
    });
  });

  describe('ConnectingFarcaster', () => {
    it('shows the link as a QR code, Open Farcaster (a new tab), Copy link and the waiting status', async () => {
      setAuthState({ step: 'waitingFarcaster', farcaster: { url: FARCASTER_URL } });
      await openView('ConnectingFarcaster');
      expect(title(element)).to.equal('Sign in with Farcaster');
      const qr = await waitFor(() => query(element, 'svg[role="img"]'), 'the QR code');
      expect(qr.getAttribute('aria-label')).to.equal('QR code to sign in with Farcaster');
      const { size } = encode(FARCASTER_URL, { ecc: 'M', border: 2 });
      expect(qr.getAttribute('viewBox')).to.equal(`0 0 ${size} ${size}`);
      const link = query<HTMLAnchorElement>(element, '.wm-dialog-body a')!;
      expect([link.textContent, link.getAttribute('href'), link.target, link.rel]).to.deep.equal([
        'Open Farcaster',
        FARCASTER_URL,
        '_blank',
        'noopener noreferrer',
      ]);
      await waitFor(() => deepActive() === link, 'focus on Open Farcaster');
      expect(findButtonIn(element, 'Copy link')!.disabled).to.equal(false);
      expect(textOf(element)).to.contain('Waiting for approval in Farcaster');
    });

    it('a link that is not a web URL is neither shown nor opened', async () => {
      setAuthState({ step: 'waitingFarcaster', farcaster: { url: 'javascript:alert(1)' } });
      await openView('ConnectingFarcaster');
      await waitFor(() => query(element, '.wm-qr-placeholder'), 'the placeholder');
      expect(query(element, '.wm-dialog-body a')).to.equal(null);
      expect(query(element, 'svg[role="img"]')).to.equal(null);
      expect(findButtonIn(element, 'Copy link')!.disabled).to.equal(true);
      const attributes = [...(query(element, '.wm-dialog-body')?.querySelectorAll('*') ?? [])].flatMap((node) =>
        [...node.attributes].map((attribute) => attribute.value),
      );
      expect(attributes.filter((value) => value.includes('javascript'))).to.deep.equal([]);
    });

    it('a failure says why and offers Try again instead of the link', async () => {
      setAuthState({ step: 'failed', errorKey: 'error.timeout', farcaster: { url: FARCASTER_URL } });
      await openView('ConnectingFarcaster');
      const alert = await waitFor(() => query(element, '[role="alert"]'), 'the failure');
      expect(alert.textContent).to.equal('The service took too long to answer. Please try again.');
      const retry = findButtonIn(element, 'Try again')!;
      await waitFor(() => deepActive() === retry, 'focus on Try again');
      expect(query(element, '.wm-dialog-body a')).to.equal(null);
    });
  });

  it('each view passes axe: ConnectingEmail (failed), ConnectingSocial (waiting), ConnectingFarcaster (waiting)', async () => {
    setAuthState({ step: 'failed', email: EMAIL, errorKey: 'error.userRejected', resendAt: Date.now() + 30_000 });
    await openView('ConnectingEmail');
    await waitFor(() => query(element, '[role="alert"]'), 'the failure');
    expect(await axeViolations(element)).to.deep.equal([]);

    setAuthState({ step: 'waitingSocial', socialProvider: 'google' });
    element.open({ view: 'ConnectingSocial' });
    await waitFor(() => textOf(element).includes('Continue in the pop-up window'), 'ConnectingSocial');
    expect(await axeViolations(element)).to.deep.equal([]);

    setAuthState({ step: 'waitingFarcaster', farcaster: { url: FARCASTER_URL } });
    element.open({ view: 'ConnectingFarcaster' });
    await waitFor(() => query(element, 'svg[role="img"]'), 'ConnectingFarcaster');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('each view renders only catalogue strings (pseudo-locale)', async () => {
    setAuthState({ step: 'verifying', email: EMAIL, resendAt: Date.now() + 30_000 });
    await openView('ConnectingEmail', { lang: 'en-XA' });
    await waitFor(() => textOf(element).includes('⟦Checking the code…⟧'), 'verifying');
    expect(title(element)).to.equal('⟦Check your email⟧');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
    setAuthState({ step: 'failed', errorKey: 'error.userRejected' });
    await waitFor(() => query(element, '[role="alert"]'), 'the failure');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    setAuthState({ step: 'waitingSocial', socialProvider: 'x' });
    element.open({ view: 'ConnectingSocial' });
    await waitFor(() => title(element) === '⟦Sign in with X⟧', 'ConnectingSocial');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);

    setAuthState({ step: 'waitingFarcaster', farcaster: { url: FARCASTER_URL } });
    element.open({ view: 'ConnectingFarcaster' });
    await waitFor(() => query(element, 'svg[role="img"]'), 'ConnectingFarcaster');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

// Connect's embedded sign-in (src/react/connect/auth/): the email form with its inline check, the
// first social login full width, the next as a row of icon buttons and "More sign-in options"
// (AllSocials), "or", then the wallets as before; every provider with its own inline mark;
// none of it without a project id. Accessible names are the end-to-end tests' contract.
import { expect } from 'chai';
import { authState } from '../../../src/state/auth';
import { currentView } from '../../../src/state/router/router';
import { AUTH_ATTRIBUTES } from '../../fixtures/auth-state';
import { axeViolations } from '../../fixtures/axe';
import { unmarkedTexts } from '../../fixtures/catalogue-strings';
import { accessibleName, deepActive, findButtonIn, query, roots, textOf, waitFor } from '../../fixtures/dom';
import { TestWallet } from '../../fixtures/test-wallet';
import { createWalletModal, freshPage, walletEntry, type WalletModal } from '../../fixtures/wallet-modal';

const ALL_SOCIALS = ['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'].map((name) => `Continue with ${name}`);

const emailField = (element: WalletModal) => query<HTMLInputElement>(element, 'input[type="email"]');
const labelOf = (input: HTMLInputElement) => [...(input.labels ?? [])].map((label) => label.textContent).join(' ');

/** Types into a React-controlled field the way a visitor's input event arrives. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Connect's layout from the top: each sign-in section, "or" divider and wallet list (by its name). */
function sequence(element: WalletModal): string[] {
  const connect = roots(element)
    .map((root) => root.querySelector('.wm-connect'))
    .find(Boolean);
  return [...(connect?.children ?? [])].map((child) =>
    child.classList.contains('wm-auth')
      ? 'sign-in'
      : child.classList.contains('wm-auth-or')
        ? 'or'
        : (child.getAttribute('aria-label') ?? '?'),
  );
}

describe('Connect: embedded sign-in', () => {
  let element: WalletModal;
  let count = 0;
  let rejections: unknown[];
  const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);

  async function openConnect(attributes: Record<string, string> = AUTH_ATTRIBUTES) {
    const wallet = new TestWallet(`Auth Connect Wallet ${(count += 1)}`, `org.example.authconnect${count}`).announce();
    element = createWalletModal(attributes);
    element.open();
    await waitFor(() => findButtonIn(element, new RegExp(wallet.info.name)), 'the page wallet');
    return wallet;
  }

  beforeEach(() => {
    freshPage();
    rejections = [];
    window.addEventListener('unhandledrejection', onRejection);
  });

  afterEach(() => {
    window.removeEventListener('unhandledrejection', onRejection);
    element.remove();
  });

  it('in AppKit\'s order (connect-order="email,social,wallets"): the email form, the first social login, three icon buttons and More, "or", then the wallet list as it was; the email field has focus', async () => {
    const wallet = await openConnect({ ...AUTH_ATTRIBUTES, 'connect-order': 'email,social,wallets' });
    const input = emailField(element)!;
    expect(input.getAttribute('autocomplete')).to.equal('email');
    expect(labelOf(input)).to.equal('Email');
    await waitFor(() => deepActive() === input, 'focus in the email field');

    const section = query(element, '.wm-auth')!;
    const names = [...section.querySelectorAll('button')].map(accessibleName);
    expect(names).to.deep.equal(['Continue with email', ...ALL_SOCIALS.slice(0, 4), 'More sign-in options']);
    // The section comes first, then "or", then the one wallet list as it was.
    expect(sequence(element)).to.deep.equal(['sign-in', 'or', 'Wallets']);
    const list = query(element, '.wm-list')!;
    expect(list.contains(walletEntry(element, wallet.info.name)!)).to.equal(true);
    expect(list.contains(findButtonIn(element, /^All wallets/)!)).to.equal(true);
  });

  it('by default the wallets on the page come first (one click), then "or", the email form and the social logins, "or", and the registry\'s wallets', async () => {
    const wallet = await openConnect();
    const first = walletEntry(element, wallet.info.name)!;
    expect(sequence(element)).to.deep.equal(['Wallets', 'or', 'sign-in', 'or', 'More wallets']);
    const [pageWallets, more] = [...roots(element).flatMap((root) => [...root.querySelectorAll<HTMLElement>('.wm-connect > .wm-list')])];
    expect(pageWallets!.contains(first)).to.equal(true);
    expect(more!.contains(findButtonIn(element, /^All wallets/)!)).to.equal(true);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('follows connect-order (social,wallets,email); sections left out follow in the default order', async () => {
    await openConnect({ ...AUTH_ATTRIBUTES, 'connect-order': 'social,wallets,email' });
    expect(sequence(element)).to.deep.equal(['sign-in', 'or', 'Wallets', 'or', 'sign-in', 'or', 'More wallets']);
    const [social, email] = [...roots(element).flatMap((root) => [...root.querySelectorAll<HTMLElement>('.wm-connect > .wm-auth')])];
    expect(social!.querySelector('.wm-auth-socials')).to.not.equal(null);
    expect(email!.querySelector('input[type="email"]')).to.not.equal(null);
    element.remove();

    element = createWalletModal({ ...AUTH_ATTRIBUTES, 'connect-order': 'email' });
    expect((element as unknown as { connectOrder: string[] }).connectOrder).to.deep.equal(['email', 'wallets', 'social']);
    element.open();
    await waitFor(() => findButtonIn(element, /^All wallets/), 'the registry list');
    expect(sequence(element)).to.deep.equal(['sign-in', 'or', 'Wallets', 'or', 'sign-in', 'or', 'More wallets']);
  });

  it('lays the social logins out as AppKit does: the first full width with its name, the rest as named icon buttons with a tooltip, then More', async () => {
    await openConnect();
    const first = findButtonIn(element, 'Continue with Google')!;
    expect(first.textContent).to.equal('Continue with Google');
    const row = query(element, '.wm-auth-socials-row')!;
    const icons = [...row.querySelectorAll('button')];
    expect(icons.map(accessibleName)).to.deep.equal([...ALL_SOCIALS.slice(1, 4), 'More sign-in options']);
    for (const icon of icons) {
      expect(icon.textContent).to.equal('');
      expect(icon.title).to.equal(accessibleName(icon));
      const box = icon.getBoundingClientRect();
      expect(box.width, accessibleName(icon)).to.be.at.least(44);
      expect(box.height, accessibleName(icon)).to.be.at.least(44);
      // Side by side, in one row.
      expect(Math.round(box.top)).to.equal(Math.round(icons[0]!.getBoundingClientRect().top));
    }
    expect(first.getBoundingClientRect().width).to.be.greaterThan(row.getBoundingClientRect().width - 1);
  });

  it('draws every provider (and More) as an aria-hidden inline SVG mark, no letter and no image request', async () => {
    await openConnect();
    const section = query(element, '.wm-auth')!;
    for (const button of section.querySelectorAll('.wm-auth-socials button')) {
      const mark = button.querySelector('svg')!;
      expect(mark, accessibleName(button)).to.be.instanceOf(SVGSVGElement);
      expect(mark.getAttribute('aria-hidden')).to.equal('true');
      expect(mark.querySelector('path, circle, rect'), accessibleName(button)).to.not.equal(null);
      expect(button.querySelector('img')).to.equal(null);
    }
    findButtonIn(element, 'More sign-in options')!.click();
    const list = await waitFor(() => query(element, '.wm-auth-socials li:nth-child(7)')?.parentElement, 'AllSocials');
    const buttons = [...list.querySelectorAll('button')];
    expect(buttons.map((button) => button.querySelector('svg[aria-hidden="true"]') !== null)).to.deep.equal(ALL_SOCIALS.map(() => true));
    expect(buttons.map((button) => button.textContent)).to.deep.equal(ALL_SOCIALS);
  });

  it('with up to five providers there is no More: every one after the first is an icon button', async () => {
    await openConnect({ ...AUTH_ATTRIBUTES, socials: 'github,google,apple' });
    expect(findButtonIn(element, 'Continue with GitHub')!.textContent).to.equal('Continue with GitHub');
    const row = query(element, '.wm-auth-socials-row')!;
    expect([...row.querySelectorAll('button')].map(accessibleName)).to.deep.equal(['Continue with Google', 'Continue with Apple']);
    expect(findButtonIn(element, 'More sign-in options')).to.equal(undefined);
  });

  it('mirrors the row in Arabic (right to left)', async () => {
    await openConnect({ ...AUTH_ATTRIBUTES, lang: 'ar' });
    const row = await waitFor(() => query(element, '.wm-auth-socials-row'), 'the row');
    await waitFor(() => getComputedStyle(row).direction === 'rtl', 'right to left');
    const [a, b] = [...row.querySelectorAll('button')];
    expect(a!.getBoundingClientRect().left).to.be.greaterThan(b!.getBoundingClientRect().left);
  });

  it('without a project id there is no email field, no social login and no "or"', async () => {
    const wallet = await openConnect({ networks: 'eip155:31337' });
    expect(walletEntry(element, wallet.info.name)).to.be.instanceOf(HTMLButtonElement);
    expect(emailField(element)).to.equal(null);
    expect(query(element, '.wm-auth')).to.equal(null);
    expect(findButtonIn(element, /^Continue with/)).to.equal(undefined);
    expect(findButtonIn(element, 'More sign-in options')).to.equal(undefined);
    expect(textOf(element)).to.not.match(/\bor\b/);
  });

  it('an empty or malformed address is said inline, keeps focus in the field and sends nothing; typing clears it', async () => {
    await openConnect();
    const input = emailField(element)!;
    const submit = findButtonIn(element, 'Continue with email')!;
    for (const value of ['', '   ', 'visitor', 'visitor@example', 'visitor@@example.com']) {
      type(input, value);
      submit.click();
      const alert = await waitFor(() => query(element, '.wm-auth [role="alert"]'), `the message for "${value}"`);
      expect(alert.textContent).to.equal('Enter a valid email address');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.equal(alert.id);
      expect(deepActive()).to.equal(input);
    }
    type(input, 'visitor@example.co');
    await waitFor(() => !query(element, '.wm-auth [role="alert"]'), 'the message gone');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    // Nothing was asked of the auth actions: no step, no view, no (skeleton) rejection.
    expect(authState.step).to.equal('idle');
    expect(currentView()).to.equal('Connect');
    expect(rejections).to.deep.equal([]);
  });

  it('More sign-in options opens AllSocials ("Sign in with"): every social login, in order, the first focused; Back returns to Connect', async () => {
    await openConnect();
    findButtonIn(element, 'More sign-in options')!.click();
    await waitFor(() => query(element, '.wm-dialog-title')?.textContent === 'Sign in with', 'the AllSocials title');
    const list = await waitFor(() => query(element, '.wm-auth-socials'), 'the AllSocials list');
    expect([...list.querySelectorAll('button')].map(accessibleName)).to.deep.equal(ALL_SOCIALS);
    await waitFor(() => deepActive() === list.querySelector('button'), 'focus on the first provider');
    expect(query(element, 'input[type="email"]')).to.equal(null);
    findButtonIn(element, 'Back')!.click();
    await waitFor(() => emailField(element), 'back on Connect');
  });

  it('Connect and AllSocials pass axe', async () => {
    await openConnect();
    await waitFor(() => query(element, '.wm-list li:nth-child(3)'), 'the registry lists');
    expect(await axeViolations(element)).to.deep.equal([]);
    findButtonIn(element, 'More sign-in options')!.click();
    await waitFor(() => query(element, '.wm-auth-socials li:nth-child(7)'), 'AllSocials');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('render only catalogue strings (pseudo-locale), the inline message and AllSocials included', async () => {
    await openConnect({ ...AUTH_ATTRIBUTES, lang: 'en-XA' });
    expect(accessibleName(findButtonIn(element, /Google/)!)).to.equal('⟦Continue with Google⟧');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
    findButtonIn(element, '⟦Continue with email⟧')!.click();
    await waitFor(() => query(element, '.wm-auth [role="alert"]'), 'the inline message');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
    findButtonIn(element, '⟦More sign-in options⟧')!.click();
    await waitFor(() => query(element, '.wm-auth-socials li:nth-child(7)'), 'AllSocials');
    expect(query(element, '.wm-dialog-title')?.textContent).to.equal('⟦Sign in with⟧');
    expect(roots(element).flatMap(unmarkedTexts)).to.deep.equal([]);
  });
});

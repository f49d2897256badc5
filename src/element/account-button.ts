// The element's own account button, in plain DOM so that it renders before
// (and without) React: "Connect Wallet", or the avatar, name or shortened
// address and balance of the connected account. A name never hides the address:
// both show, each isolated from the other's direction.
import type { AccountData } from '../state';
import { avatarHues, isSafeImageUrl, shortenAddress } from '../react/ui/format';

// The button may shrink to its host's room (a flex or grid slot on a phone): the name gives way with an ellipsis.
// On a phone-sized page the balance (shown in Account) leaves it, so avatar, name and address fit 320 px.
export const accountButtonStyles = /* css */ `
:host { all: initial; display: inline-block; max-width: 100%; min-width: 0; }
:host([hidden]) { display: none; }
.wm-account-button { max-width: 100%; }
.wm-account-button [translate="no"] { unicode-bidi: isolate; white-space: nowrap; }
.wm-account-button .wm-label { min-width: 0; overflow: hidden; text-overflow: ellipsis; text-align: match-parent; }
.wm-account-button .wm-address, .wm-account-button .wm-balance { flex: none; color: var(--_text-muted); font-weight: 500; }
.wm-avatar { display: inline-block; flex: none; width: 24px; height: 24px; border-radius: 50%; object-fit: cover; }
@media (max-width: 430px) {
  .wm-account-button .wm-balance { display: none; }
}
`;

export interface AccountButtonView {
  account: AccountData;
  open: boolean;
  t(key: 'button.connect' | 'button.connecting' | 'button.reconnecting' | 'button.accountPrefix'): string;
  /** The pending transactions' indicator (the toasts' chunk makes it), at the end. */
  pending?: HTMLElement;
}

function avatar(address: string, imageUrl?: string): HTMLElement {
  if (isSafeImageUrl(imageUrl)) {
    const image = document.createElement('img');
    Object.assign(image, { src: imageUrl, alt: '', width: 24, height: 24, className: 'wm-avatar' });
    return image;
  }
  const [a, b] = avatarHues(address);
  const span = document.createElement('span');
  span.className = 'wm-avatar';
  span.setAttribute('aria-hidden', 'true');
  span.style.background = `radial-gradient(circle at 30% 30%, hsl(${a} 80% 65%), hsl(${b} 70% 40%))`;
  return span;
}

/**
 * A span kept out of translation; an address (`dir` ltr) reads left to right inside right-to-left text, and a
 * name (`dir` auto) in its own direction, so an ellipsis that shortens it cuts its end, never its start.
 */
function text(content: string, className: string, dir?: 'ltr' | 'auto'): HTMLElement {
  const span = document.createElement('span');
  span.className = className;
  if (dir) span.dir = dir;
  span.translate = false;
  span.textContent = content;
  return span;
}

export function createAccountButton(): { button: HTMLButtonElement; render(view: AccountButtonView): void } {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('part', 'account-button');
  button.setAttribute('aria-haspopup', 'dialog');

  const render = ({ account, open, t, pending }: AccountButtonView) => {
    button.setAttribute('aria-expanded', String(open));
    const connected = account.status === 'connected' && account.address;
    if (!connected) {
      const key =
        account.status === 'reconnecting'
          ? 'button.reconnecting'
          : account.status === 'connecting'
            ? 'button.connecting'
            : 'button.connect';
      button.className = 'wm-button wm-button--primary wm-account-button';
      button.replaceChildren(t(key), ...(pending ? [' ', pending] : []));
      return;
    }
    const address = account.address ?? '';
    const shortAddress = shortenAddress(address);
    const names = account.profileName
      ? [text(account.profileName, 'wm-label', 'auto'), ' ', text(shortAddress, 'wm-address', 'ltr')]
      : [text(shortAddress, 'wm-label', 'ltr')];
    const balance = account.balanceFormatted;
    button.className = 'wm-button wm-account-button';
    // The accessible name is the visible text, prefixed for screen readers (WCAG 2.5.3, label in name).
    const prefix = document.createElement('span');
    prefix.className = 'wm-visually-hidden';
    prefix.textContent = `${t('button.accountPrefix')} `;
    button.replaceChildren(
      prefix,
      avatar(address, account.profileImage),
      ...names,
      ...(balance ? [' ', text(balance, 'wm-balance')] : []),
      ...(pending ? [' ', pending] : []),
    );
  };
  return { button, render };
}

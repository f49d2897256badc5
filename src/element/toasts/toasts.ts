// Transaction toasts, in plain DOM in the element's shadow root (outside the modal, so they show
// while it is closed), and the account button's pending count. A chunk of its own, loaded at the
// first followed transaction. The toasts follow the tracker's list: one per transaction, pending
// until its end, then confirmed (with the explorer link), failed (with the reason) or replaced.
// Words are announced in hidden live regions (polite; failures assertive) so a toast's updates are
// read once. A toast is a focusable list item: Escape or its close button dismisses it; ended ones
// leave after a while, the countdown paused while the pointer or focus is in the region.
import { subscribe } from 'valtio';
import { trackerChunks } from '../../state/chunks/tracker';
import { explorerTransactionUrl } from '../../state/account/rules/explorer';
import type { PendingTransaction } from '../../state/activity/rules/pending';
import { activityRows } from '../../state/activity/rules/rows';
import { findNetwork } from '../../state/networks';
import { hostMessages, type ToastPlacement } from '../../state/settings';
import { formatMessage } from '../../react/i18n/message-format';
import { toastMessages } from '../../react/i18n/en/toasts';
import { localeState } from '../../react/i18n/shell';
import { shortenAddress } from '../../react/ui/format';
import { adoptStyles } from '../../react/ui/adopt-styles';
import { toastStyles } from './toasts.styles';

export { toastStyles };

type ToastKey = keyof typeof toastMessages;
type Translate = (key: ToastKey, params?: Record<string, string | number>) => string;

/** How long an ended toast stays (ms): a failure longer, to be read. */
export const TOAST_MS = { confirmed: 6_000, replaced: 6_000, failed: 12_000 } as const;

function translator(locale: string): Translate {
  const layers = [hostMessages().strings[locale], localeState.loaded[locale]] as (Record<string, string | undefined> | undefined)[];
  return (key, params) => formatMessage(layers.map((layer) => layer?.[key]).find(Boolean) ?? toastMessages[key], params, locale);
}

/** What the transaction is, in words: the host's description, else from what the flow knew. */
function describe(tracked: PendingTransaction, t: Translate): string {
  if (tracked.description) return tracked.description;
  const [row] = activityRows([], [tracked], tracked.caipNetworkId, tracked.from);
  const amount = row?.transfer?.quantity ?? '';
  const symbol = tracked.symbol ?? '';
  if (tracked.kind === 'send' && amount && tracked.to) return t('toast.send', { amount, symbol, to: shortenAddress(tracked.to) });
  if (tracked.kind === 'swap' && amount) return t('toast.swap', { amount, symbol });
  if (tracked.kind === 'approve') return t('toast.approve');
  if (tracked.kind === 'onramp' && symbol) return t('toast.onramp', { symbol });
  return t('toast.transaction', { hash: shortenAddress(tracked.hash) });
}

interface Toast {
  item: HTMLLIElement;
  status: PendingTransaction['status'];
  timer?: ReturnType<typeof setTimeout>;
  /** ms left before it leaves; undefined while pending. */
  left?: number;
  startedAt?: number;
}

const keyOf = (tracked: PendingTransaction) =>
  `${tracked.caipNetworkId}|${tracked.caipNetworkId.startsWith('eip155:') ? tracked.hash.toLowerCase() : tracked.hash}`;

export interface ToastView {
  placement: ToastPlacement;
  locale: string;
}

export interface ToastRegion {
  /** The region, placed (or hidden by `off`) and in the locale. */
  render(view: ToastView): void;
  destroy(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The account button's indicator for `count` pending transactions: a ring and the number, its words in the button's name. */
export function pendingBadge(count: number, locale: string): HTMLElement {
  const badge = element('span', 'wm-pending-badge');
  const ring = element('span', 'wm-pending-ring');
  ring.setAttribute('aria-hidden', 'true');
  const number = element('span', '', new Intl.NumberFormat(locale).format(count));
  number.setAttribute('aria-hidden', 'true');
  badge.append(ring, number, element('span', 'wm-visually-hidden', translator(locale)('toast.pendingCount', { count })));
  return badge;
}

/**
 * Puts the region in the page's top layer (a manual popover, open while mounted), so the host's CSS cannot move it: an
 * ancestor with a transform, a filter or `backdrop-filter` (a sticky header's blur) would otherwise become the
 * containing block of its `position: fixed`, and hold the toasts inside the header. Without popovers it stays fixed.
 */
function showInTopLayer(region: HTMLElement) {
  if (typeof region.showPopover !== 'function') return;
  region.popover = 'manual';
  region.showPopover();
}

/**
 * Mounts the region into `parent` (the element's wrapper, inside `root`); it follows the tracker's list until destroyed.
 * `focusAfter` names where focus goes when the last toast is dismissed from the keyboard (the account button).
 */
export async function mountToasts(root: ShadowRoot, parent: HTMLElement, focusAfter?: () => HTMLElement | undefined): Promise<ToastRegion> {
  adoptStyles(root, toastStyles);
  const { pendingState } = await trackerChunks.pendingTracker();
  const view: ToastView = { placement: 'bottom-end', locale: 'en' };
  let t = translator(view.locale);
  const region = element('section', 'wm-toasts');
  const list = element('ol', 'wm-toast-list');
  const polite = element('div', 'wm-visually-hidden');
  polite.setAttribute('role', 'status');
  const assertive = element('div', 'wm-visually-hidden');
  assertive.setAttribute('role', 'alert');
  region.append(list, polite, assertive);
  parent.append(region);
  showInTopLayer(region);

  const toasts = new Map<string, Toast>();
  // Those already ended when the region mounted are not shown (a reload brings back only pending ones).
  const seen = new Set(pendingState.list.filter((tracked) => tracked.status !== 'pending').map(keyOf));
  const paused = { pointer: false, focus: false };
  const isPaused = () => paused.pointer || paused.focus;

  const announce = (tracked: PendingTransaction) => {
    const words = [
      t(`toast.status.${tracked.status}`),
      describe(tracked, t),
      tracked.reason && t('toast.reason', { reason: tracked.reason }),
    ];
    (tracked.status === 'failed' ? assertive : polite).textContent = words.filter(Boolean).join('. ');
  };

  const dismiss = (key: string) => {
    const toast = toasts.get(key);
    if (!toast) return;
    clearTimeout(toast.timer);
    const next = (toast.item.nextElementSibling ?? toast.item.previousElementSibling) as HTMLElement | null;
    const hadFocus = toast.item.contains(root.activeElement);
    toast.item.remove();
    toasts.delete(key);
    // Focus stays in the region when it was there: on the next toast, else it goes back to the account button.
    if (hadFocus) (next ?? focusAfter?.())?.focus();
    if (toasts.size === 0) paused.focus = false;
  };

  const countdown = (key: string, toast: Toast) => {
    clearTimeout(toast.timer);
    if (toast.left === undefined || isPaused()) return;
    toast.startedAt = Date.now();
    toast.timer = setTimeout(() => dismiss(key), toast.left);
  };

  const pause = () => {
    for (const toast of toasts.values()) {
      if (toast.timer === undefined || toast.left === undefined) continue;
      clearTimeout(toast.timer);
      toast.timer = undefined;
      toast.left = Math.max(0, toast.left - (Date.now() - (toast.startedAt ?? Date.now())));
    }
  };
  const resume = () => {
    if (!isPaused()) for (const [key, toast] of toasts) countdown(key, toast);
  };
  const onPause = (flag: keyof typeof paused, on: boolean) => {
    paused[flag] = on;
    if (isPaused()) pause();
    else resume();
  };
  region.addEventListener('pointerenter', () => onPause('pointer', true));
  region.addEventListener('pointerleave', () => onPause('pointer', false));
  region.addEventListener('focusin', () => onPause('focus', true));
  region.addEventListener('focusout', (event) => onPause('focus', region.contains(event.relatedTarget as Node | null)));

  const fill = (toast: Toast, tracked: PendingTransaction, key: string) => {
    const { item } = toast;
    item.dataset.status = tracked.status;
    const mark = element('span', 'wm-toast-mark');
    mark.setAttribute('aria-hidden', 'true');
    const title = element('span', 'wm-toast-title', t(`toast.status.${tracked.status}`));
    const body = element('span', 'wm-toast-body', describe(tracked, t));
    body.dir = 'auto';
    const close = element('button', 'wm-toast-close', '×');
    close.type = 'button';
    close.setAttribute('aria-label', t('toast.dismiss'));
    close.addEventListener('click', () => dismiss(key));
    const notes: HTMLElement[] = [];
    if (tracked.status === 'failed' && tracked.reason)
      notes.push(element('span', 'wm-toast-note', t('toast.reason', { reason: tracked.reason })));
    if (tracked.status === 'replaced') notes.push(element('span', 'wm-toast-note', t('toast.replacedHint')));
    const explorer =
      tracked.status === 'pending' ? undefined : explorerTransactionUrl(findNetwork(tracked.caipNetworkId)?.explorerUrl, tracked.hash);
    if (explorer) {
      const note = element('span', 'wm-toast-note');
      const link = element('a', '', t('toast.explorer'));
      Object.assign(link, { href: explorer, target: '_blank', rel: 'noopener noreferrer' });
      note.append(link);
      notes.push(note);
    }
    item.replaceChildren(mark, title, close, body, ...notes);
    item.setAttribute('aria-label', `${title.textContent}: ${body.textContent}`);
  };

  const sync = () => {
    if (view.placement === 'off') return;
    for (const tracked of pendingState.list) {
      const key = keyOf(tracked);
      const toast = toasts.get(key);
      if (toast?.status === tracked.status || (!toast && seen.has(key))) continue;
      seen.add(key);
      const shown: Toast = toast ?? { item: element('li', 'wm-toast'), status: tracked.status };
      if (!toast) {
        shown.item.tabIndex = 0;
        shown.item.setAttribute('part', 'toast');
        shown.item.addEventListener('keydown', (event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          dismiss(key);
        });
        toasts.set(key, shown);
        list.prepend(shown.item);
      }
      shown.status = tracked.status;
      fill(shown, tracked, key);
      announce(tracked);
      if (tracked.status !== 'pending') {
        shown.left = TOAST_MS[tracked.status];
        countdown(key, shown);
      }
    }
  };
  const stop = subscribe(pendingState, sync, true);
  sync();

  return {
    render({ placement, locale }) {
      Object.assign(view, { placement, locale });
      t = translator(locale);
      region.dataset.placement = placement;
      region.setAttribute('aria-label', t('toast.region'));
      if (placement === 'off') for (const key of [...toasts.keys()]) dismiss(key);
      // In the locale's words (its translation may have just arrived).
      for (const [key, toast] of toasts) {
        const tracked = pendingState.list.find((entry) => keyOf(entry) === key);
        if (tracked) fill(toast, tracked, key);
      }
      sync();
    },
    destroy() {
      stop();
      for (const toast of toasts.values()) clearTimeout(toast.timer);
      region.remove();
    },
  };
}

// The toast region and the account button's pending count. Logical properties: a right-to-left
// page mirrors the corner (`end` is the left there). No motion when the visitor asks for less.
export const toastStyles = /* css */ `
.wm-toasts {
  position: fixed; z-index: 2147483000; inset-block-end: var(--_space-l); inset-inline-end: var(--_space-l);
  width: min(360px, calc(100vw - 32px)); margin: 0; padding: 0; pointer-events: none;
  /* A popover's own look (centred, bordered, on Canvas) is not the region's. */
  inset-block-start: auto; inset-inline-start: auto; height: auto; overflow: visible;
  border: 0; background: transparent; color: inherit;
}
.wm-toasts[data-placement^='top'] { inset-block-end: auto; inset-block-start: var(--_space-l); }
.wm-toasts[data-placement$='start'] { inset-inline-end: auto; inset-inline-start: var(--_space-l); }
.wm-toasts[data-placement='off'] { display: none; }
.wm-toast-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--_space-s); }
.wm-toasts[data-placement^='top'] .wm-toast-list { flex-direction: column-reverse; }
.wm-toast {
  pointer-events: auto; display: grid; grid-template-columns: auto 1fr auto; align-items: start; gap: var(--_space-3xs) var(--_space-sm);
  padding: var(--_space-m); background: var(--_surface); color: var(--_text); border: 1px solid var(--_border);
  border-radius: var(--_radius-small); box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25); font-size: var(--_text-m);
  animation: wm-toast-in 160ms ease-out;
}
.wm-toast:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.wm-toast-mark { grid-row: span 3; width: 12px; height: 12px; margin-block-start: var(--_space-2xs); border-radius: 50%; background: var(--_text-muted); }
.wm-toast[data-status='pending'] .wm-toast-mark, .wm-pending-ring {
  background: none; border: 2px solid var(--_accent); border-inline-end-color: transparent; animation: wm-spin 900ms linear infinite;
}
.wm-toast[data-status='confirmed'] .wm-toast-mark { background: var(--_success); }
.wm-toast[data-status='failed'] .wm-toast-mark { background: var(--_danger); }
.wm-toast-title { font-weight: 600; }
.wm-toast-body, .wm-toast-note { grid-column: 2; overflow-wrap: anywhere; }
.wm-toast-note { color: var(--_text-muted); }
.wm-toast-note a { color: var(--_accent-text); }
.wm-toast-close {
  all: unset; grid-column: 3; grid-row: 1; cursor: pointer; width: 24px; height: 24px; text-align: center;
  border-radius: 50%; color: var(--_text-muted); font-size: var(--_text-xl); line-height: 24px;
}
.wm-toast-close:hover { background: var(--_surface-3); }
.wm-toast-close:focus-visible { outline: 2px solid var(--_accent); }
.wm-pending-badge { display: inline-flex; align-items: center; gap: var(--_space-2xs); flex: none; font-weight: 600; }
.wm-pending-ring { display: inline-block; width: 12px; height: 12px; border-radius: 50%; }
@keyframes wm-toast-in { from { opacity: 0; transform: translateY(8px); } }
@keyframes wm-spin { to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) {
  .wm-toast, .wm-toast-mark, .wm-pending-ring { animation: none !important; }
}
`;

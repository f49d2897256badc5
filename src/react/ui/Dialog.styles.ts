// A word longer than its line (a wallet name, an address) breaks rather than running past the sheet; break-word,
// not anywhere, so a button's label is never squeezed below its longest word. The title's column never outgrows the header.
export const dialogStyles = /* css */ `
.wm-dialog {
  width: 360px; max-width: calc(100vw - 32px);
  max-height: min(720px, calc(100vh - 48px));
  padding: 0; border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface); color: var(--_text);
  font-family: var(--_font);
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.35);
  overflow: hidden;
  overflow-wrap: break-word;
}
.wm-dialog[open] { display: flex; flex-direction: column; animation: wm-enter 180ms ease-out; }
.wm-dialog::backdrop { background: var(--_backdrop); }
.wm-dialog.wm-shake { animation: wm-shake 500ms ease-in-out; }
.wm-dialog-header {
  display: grid; grid-template-columns: 32px minmax(0, 1fr) 32px; align-items: center; gap: var(--_space-s);
  padding: var(--_space-m) var(--_space-m) var(--_space-s);
}
.wm-dialog-title { margin: 0; text-align: center; font-size: var(--_text-l); font-weight: 600; }
.wm-dialog-body { padding: var(--_space-s) var(--_space-l) var(--_space-l); overflow-y: auto; }
.wm-skeleton { display: grid; gap: var(--_space-s); padding: var(--_space-s) 0; }
.wm-skeleton-row {
  height: 56px; border-radius: var(--_radius-small);
  background: linear-gradient(90deg, var(--_surface-2), var(--_surface-3), var(--_surface-2));
  background-size: 200% 100%;
  animation: wm-pulse 1.2s ease-in-out infinite;
}
[dir='rtl'] .wm-skeleton-row { animation-direction: reverse; }
@keyframes wm-enter { from { opacity: 0; transform: translateY(8px); } }
@keyframes wm-pulse { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@keyframes wm-shake {
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
}
@media (max-width: 430px) {
  .wm-dialog {
    width: 100%; max-width: 100%; margin: auto 0 0;
    border-radius: var(--_radius) var(--_radius) 0 0; border-bottom: 0;
    max-height: 85vh;
  }
  .wm-dialog[open] { animation-name: wm-sheet; }
  @keyframes wm-sheet { from { transform: translateY(100%); } }
}
@media (prefers-reduced-motion: reduce) {
  .wm-dialog[open], .wm-dialog.wm-shake { animation: none; }
  .wm-dialog.wm-shake { outline: 2px solid var(--_danger); }
  .wm-skeleton-row { animation: none; }
}
/* Phones: the sheet clears the home indicator (safe area) and stays within the visible viewport (dvh follows the browser's bars);
   an on-screen keyboard lifts it by what it covers (--_keyboard-inset, set by the dialog while the keyboard is up). */
@media (max-width: 430px) {
  .wm-dialog { padding-block-end: env(safe-area-inset-bottom, 0px); max-height: calc(85dvh - var(--_keyboard-inset, 0px)); touch-action: pan-y; }
  .wm-dialog[open] { margin-block-end: var(--_keyboard-inset, 0px); }
}
`;

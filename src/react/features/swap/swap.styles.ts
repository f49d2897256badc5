// Swap's CSS: the pay and receive fields, the flip button, the details and the slippage setting.
// The custom slippage asks for 15em, room for its placeholder in every locale: a line of its own when the presets leave less.
export const swapStyles = /* css */ `
.wm-swap { display: grid; gap: var(--_space-m); padding: var(--_space-2xs) 0 var(--_space-s); }
.wm-swap-label { font-size: var(--_text-s); color: var(--_text-muted); }
.wm-swap-row { display: flex; gap: var(--_space-s); align-items: center; }
.wm-swap-input {
  box-sizing: border-box; flex: 1; min-width: 0; width: 100%; padding: var(--_space-s) var(--_space-sm);
  border: 1px solid var(--_border); border-radius: var(--_radius-small);
  background: var(--_surface); color: var(--_text); font: 600 var(--_text-2xl)/1.2 var(--_font);
}
.wm-swap-input--small { font-size: var(--_text-m); font-weight: 500; flex: 1 1 15em; }
.wm-swap-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.wm-swap-input[aria-invalid="true"] { border-color: var(--_danger); }
.wm-swap-output { flex: 1; font: 600 var(--_text-2xl)/1.2 var(--_font); min-height: 1.2em; overflow-wrap: anywhere; }
.wm-swap-flip { justify-self: center; width: 36px; height: 36px; padding: 0; border-radius: 50%; }
.wm-swap-hint { margin: 0; font-size: var(--_text-s); min-height: 1.2em; }
.wm-swap-warning { margin: 0; font-size: var(--_text-s); color: var(--_danger); }
.wm-swap-details { display: grid; gap: var(--_space-s); margin: 0; font-size: var(--_text-s); }
.wm-swap-details > div { display: flex; justify-content: space-between; gap: var(--_space-s); }
.wm-swap-details dt { color: var(--_text-muted); }
.wm-swap-details dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.wm-swap-slippage { display: flex; flex-wrap: wrap; gap: var(--_space-xs); align-items: center; border: 0; padding: 0; margin: 0; }
.wm-swap-slippage legend { font-size: var(--_text-s); color: var(--_text-muted); padding: 0; margin-bottom: var(--_space-xs); }
.wm-swap-slippage .wm-button[aria-pressed="true"] { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); font-weight: 600; }
.wm-swap-actions { display: grid; grid-template-columns: 1fr 1fr; gap: var(--_space-s); }
.wm-swap-confirm { display: flex; gap: var(--_space-s); align-items: center; font-size: var(--_text-s); }
.wm-swap-tokens { display: grid; gap: var(--_space-s); }
.wm-swap-tokens .wm-list-item { width: 100%; text-align: start; }
.wm-swap-spinner { display: inline-block; width: 16px; height: 16px; border: 2px solid var(--_border); border-top-color: var(--_accent); border-radius: 50%; animation: wm-swap-spin 0.8s linear infinite; vertical-align: middle; }
@keyframes wm-swap-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .wm-swap-spinner { animation: none; } }
`;

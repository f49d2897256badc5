export const sendStyles = /* css */ `
.wm-send { display: grid; gap: 14px; padding: 4px 0 8px; }
.wm-send-field { display: grid; gap: 6px; }
.wm-send-field > label, .wm-send-label { font-size: 13px; color: var(--_text-muted); }
.wm-send-input {
  box-sizing: border-box; width: 100%; padding: 10px 12px;
  border: 1px solid var(--_border); border-radius: var(--_radius-small);
  background: var(--_surface-2); color: var(--_text); font: 15px/1.2 var(--_font);
}
.wm-send-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.wm-send-input[aria-invalid="true"] { border-color: var(--_danger); }
.wm-send-token {
  display: flex; align-items: center; gap: 10px; width: 100%; padding: 10px 12px; text-align: start;
  border-radius: var(--_radius-small); background: var(--_surface-2);
}
.wm-send-token > span { flex: 1; display: grid; gap: 2px; min-width: 0; }
.wm-send-hint { margin: 0; font-size: 13px; min-height: 1.2em; }
.wm-send-warning { margin: 0; font-size: 13px; color: var(--_danger); }
.wm-send-resolved { display: flex; align-items: center; gap: 8px; margin: 0; font-size: 13px; overflow-wrap: anywhere; }
.wm-send-mono { font: 500 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
.wm-send-summary { display: grid; gap: 10px; margin: 0; }
.wm-send-summary > div { display: grid; grid-template-columns: 96px 1fr; gap: 8px; align-items: start; }
.wm-send-summary dt { color: var(--_text-muted); font-size: 13px; }
.wm-send-summary dd { margin: 0; display: grid; gap: 2px; min-width: 0; }
.wm-send-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.wm-send-tokens { display: grid; gap: 8px; }
.wm-send-tokens .wm-list-item { width: 100%; text-align: start; }
`;

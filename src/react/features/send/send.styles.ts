export const sendStyles = /* css */ `
.wm-send { display: grid; gap: var(--_space-ml); padding: var(--_space-2xs) 0 var(--_space-s); }
.wm-send-field { display: grid; gap: var(--_space-xs); }
.wm-send-field > label { font-size: var(--_text-s); color: var(--_text-muted); }
.wm-send-input {
  box-sizing: border-box; width: 100%; padding: var(--_space-sm) var(--_space-m);
  border: 1px solid var(--_border); border-radius: var(--_radius-small);
  background: var(--_surface-2); color: var(--_text); font: var(--_text-base)/1.2 var(--_font);
}
.wm-send-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.wm-send-input[aria-invalid="true"] { border-color: var(--_danger); }
.wm-send-hint { margin: 0; font-size: var(--_text-s); min-height: 1.2em; }
.wm-send-warning { margin: 0; font-size: var(--_text-s); color: var(--_danger); }
.wm-send-resolved { display: flex; align-items: center; gap: var(--_space-s); margin: 0; font-size: var(--_text-s); overflow-wrap: anywhere; }
.wm-send-mono { font: 500 var(--_text-s)/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
.wm-send-summary { display: grid; gap: var(--_space-sm); margin: 0; }
.wm-send-summary > div { display: grid; grid-template-columns: 96px 1fr; gap: var(--_space-s); align-items: start; }
.wm-send-summary dt { color: var(--_text-muted); font-size: var(--_text-s); }
.wm-send-summary dd { margin: 0; display: grid; gap: var(--_space-3xs); min-width: 0; }
.wm-send-actions { display: grid; grid-template-columns: 1fr 1fr; gap: var(--_space-s); }
.wm-send-tokens { display: grid; gap: var(--_space-s); }
.wm-send-tokens .wm-list-item { width: 100%; text-align: start; }
`;

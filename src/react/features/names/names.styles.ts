export const namesStyles = /* css */ `
.wm-names { display: grid; gap: 14px; padding: 4px 0 8px; }
.wm-names-field { display: grid; gap: 6px; }
.wm-names-field > label { font-size: 13px; color: var(--_text-muted); }
.wm-names-input {
  box-sizing: border-box; width: 100%; padding: 10px 12px;
  border: 1px solid var(--_border); border-radius: var(--_radius-small);
  background: var(--_surface-2); color: var(--_text); font: 15px/1.2 var(--_font);
}
.wm-names-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.wm-names-input[aria-invalid="true"] { border-color: var(--_danger); }
.wm-names-hint { margin: 0; font-size: 13px; min-height: 1.2em; overflow-wrap: anywhere; }
.wm-names-problem { margin: 0; font-size: 13px; color: var(--_danger); }
.wm-names-full { font-weight: 600; unicode-bidi: isolate; overflow-wrap: anywhere; }
.wm-names-suggestions { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.wm-names-suggestions .wm-button { padding: 6px 10px; font-size: 13px; }
.wm-names-sessions { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.wm-names-session { display: grid; gap: 6px; padding: 10px 12px; border-radius: var(--_radius-small); background: var(--_surface-2); }
.wm-names-session h3 { margin: 0; font-size: 15px; unicode-bidi: isolate; overflow-wrap: anywhere; }
.wm-names-session dl { display: grid; grid-template-columns: 56px 1fr; gap: 4px 8px; margin: 0; font-size: 13px; }
.wm-names-session dt { color: var(--_text-muted); }
.wm-names-session dd { margin: 0; overflow-wrap: anywhere; }
`;

export const namesStyles = /* css */ `
.wm-names { display: grid; gap: var(--_space-ml); padding: var(--_space-2xs) 0 var(--_space-s); }
.wm-names-field { display: grid; gap: var(--_space-xs); }
.wm-names-field > label { font-size: var(--_text-s); color: var(--_text-muted); }
.wm-names-input {
  box-sizing: border-box; width: 100%; padding: var(--_space-sm) var(--_space-m);
  border: 1px solid var(--_border); border-radius: var(--_radius-small);
  background: var(--_surface-2); color: var(--_text); font: var(--_text-base)/1.2 var(--_font);
}
.wm-names-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.wm-names-input[aria-invalid="true"] { border-color: var(--_danger); }
.wm-names-hint { margin: 0; font-size: var(--_text-s); min-height: 1.2em; overflow-wrap: anywhere; }
.wm-names-problem { margin: 0; font-size: var(--_text-s); color: var(--_danger); }
.wm-names-full { font-weight: 600; unicode-bidi: isolate; overflow-wrap: anywhere; }
.wm-names-suggestions { display: flex; flex-wrap: wrap; gap: var(--_space-xs); margin: 0; padding: 0; list-style: none; }
.wm-names-suggestions .wm-button { padding: var(--_space-xs) var(--_space-sm); font-size: var(--_text-s); }
.wm-names-sessions { display: grid; gap: var(--_space-s); margin: 0; padding: 0; list-style: none; }
.wm-names-session { display: grid; gap: var(--_space-xs); padding: var(--_space-sm) var(--_space-m); border-radius: var(--_radius-small); background: var(--_surface-2); }
.wm-names-session h3 { margin: 0; font-size: var(--_text-base); unicode-bidi: isolate; overflow-wrap: anywhere; }
.wm-names-session dl { display: grid; grid-template-columns: 56px 1fr; gap: var(--_space-2xs) var(--_space-s); margin: 0; font-size: var(--_text-s); }
.wm-names-session dt { color: var(--_text-muted); }
.wm-names-session dd { margin: 0; overflow-wrap: anywhere; }
`;

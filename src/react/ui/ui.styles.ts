// A list's one column is as wide as the list, never as wide as its widest row (a long name, a store link).
// A name (dir=auto when it is data) ends in the ellipsis in its own direction, and sits where the row's text starts.
export const uiStyles = /* css */ `
.wm-root [translate="no"] { unicode-bidi: isolate; }
.wm-avatar { display: inline-block; flex: none; border-radius: 50%; object-fit: cover; }
.wm-wallet-icon {
  display: inline-grid; place-items: center; flex: none;
  border-radius: var(--_radius-small); object-fit: cover;
  background: var(--_surface-3); color: var(--_text); font-weight: 700;
}
.wm-list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space-s); }
.wm-list-item {
  all: unset; box-sizing: border-box;
  display: flex; align-items: center; gap: var(--_space-m); width: 100%;
  padding-block: var(--_space-s); padding-inline: var(--_space-s) var(--_space-m); border-radius: var(--_radius-small);
  background: var(--_surface-2); cursor: pointer; font: 500 var(--_text-base)/1.2 var(--_font); color: var(--_text);
}
.wm-list-item:hover { background: var(--_surface-3); }
.wm-list-item:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.wm-list-item-name { flex: 1; min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-align: match-parent; }
.wm-tag {
  font-size: var(--_text-xs); font-weight: 600; padding: var(--_space-3xs) var(--_space-s); border-radius: 999px;
  background: color-mix(in srgb, var(--_accent) 18%, transparent); color: var(--_accent-text);
}
.wm-muted { color: var(--_text-muted); }
.wm-center { display: grid; justify-items: center; gap: var(--_space-m); text-align: center; padding: var(--_space-m) 0; }
.wm-message { margin: 0; }
.wm-error-text { margin: 0; color: var(--_danger); }
.wm-alert {
  margin: 0 0 var(--_space-m); padding: var(--_space-sm) var(--_space-m); border-radius: var(--_radius-small);
  background: color-mix(in srgb, var(--_danger) 14%, transparent); color: var(--_text); font-size: var(--_text-s);
}
.wm-alert h3 { margin: 0 0 var(--_space-2xs); font-size: var(--_text-s); }
.wm-alert ul { margin: 0; padding-inline-start: var(--_space-l); }
.wm-spinner {
  width: 48px; height: 48px; border-radius: 50%;
  border: 3px solid var(--_surface-3); border-top-color: var(--_accent);
  animation: wm-spin 900ms linear infinite;
}
@keyframes wm-spin { to { transform: rotate(360deg); } }
/* Under dir=rtl, glyphs that point along the line (back, next) point the other way. */
[dir='rtl'] .wm-directional { transform: scaleX(-1); }
`;

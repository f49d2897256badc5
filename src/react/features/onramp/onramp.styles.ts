// On-ramp's CSS: the form, the providers' quote cards, the pickers and the purchase in progress.
export const onRampStyles = /* css */ `
.wm-onramp { display: grid; gap: 12px; padding: 4px 0 8px; }
.wm-onramp-field { display: grid; gap: 6px; padding: 10px 12px; border: 1px solid var(--_border); border-radius: var(--_radius-small); background: var(--_surface-2); }
.wm-onramp-field > label, .wm-onramp-label { font-size: 13px; color: var(--_text-muted); }
.wm-onramp-pick { display: flex; justify-content: space-between; align-items: center; gap: 8px; width: 100%; text-align: start; }
.wm-onramp-pick::after { content: '›'; }
[dir='rtl'] .wm-onramp-pick::after { content: '‹'; }
.wm-onramp-hint { margin: 0; font-size: 13px; min-height: 1.2em; }
.wm-onramp-warning { margin: 0; font-size: 13px; color: var(--_danger); }
.wm-onramp-quotes { display: grid; gap: 8px; list-style: none; margin: 0; padding: 0; }
.wm-onramp-quote { display: grid; gap: 8px; padding: 10px 12px; border: 1px solid var(--_border); border-radius: var(--_radius-small); }
.wm-onramp-quote h3 { margin: 0; font-size: 15px; display: flex; justify-content: space-between; gap: 8px; text-transform: capitalize; }
.wm-onramp-badge { font-size: 12px; font-weight: 600; text-transform: none; }
.wm-onramp-quote dl { display: grid; gap: 4px; margin: 0; font-size: 13px; }
.wm-onramp-quote dl > div { display: flex; justify-content: space-between; gap: 8px; }
.wm-onramp-quote dt { color: var(--_text-muted); }
.wm-onramp-quote dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.wm-onramp-provider { text-transform: capitalize; }
.wm-onramp-list { display: grid; gap: 8px; }
.wm-onramp-list .wm-list-item { width: 100%; text-align: start; }
.wm-onramp-progress { display: grid; gap: 12px; text-align: center; padding: 8px 0; }
.wm-onramp-progress p { margin: 0; }
.wm-onramp-progress a { color: var(--_accent); overflow-wrap: anywhere; }
`;

// On-ramp's CSS: the form, the providers' quote cards, the pickers and the purchase in progress.
export const onRampStyles = /* css */ `
.wm-onramp { display: grid; gap: var(--_space-m); padding: var(--_space-2xs) 0 var(--_space-s); }
.wm-onramp-label { font-size: var(--_text-s); color: var(--_text-muted); }
.wm-onramp-hint { margin: 0; font-size: var(--_text-s); min-height: 1.2em; }
.wm-onramp-warning { margin: 0; font-size: var(--_text-s); color: var(--_danger); }
.wm-onramp-quotes { display: grid; gap: var(--_space-s); list-style: none; margin: 0; padding: 0; }
.wm-onramp-quote { display: grid; gap: var(--_space-s); padding: var(--_space-sm) var(--_space-m); border: 1px solid var(--_border); border-radius: var(--_radius-small); }
.wm-onramp-quote h3 { margin: 0; font-size: var(--_text-base); display: flex; justify-content: space-between; gap: var(--_space-s); text-transform: capitalize; }
.wm-onramp-badge { font-size: var(--_text-xs); font-weight: 600; text-transform: none; }
.wm-onramp-quote dl { display: grid; gap: var(--_space-2xs); margin: 0; font-size: var(--_text-s); }
.wm-onramp-quote dl > div { display: flex; justify-content: space-between; gap: var(--_space-s); }
.wm-onramp-quote dt { color: var(--_text-muted); }
.wm-onramp-quote dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.wm-onramp-provider { text-transform: capitalize; }
.wm-onramp-list { display: grid; gap: var(--_space-s); }
.wm-onramp-list .wm-list-item { width: 100%; text-align: start; }
.wm-onramp-progress { display: grid; gap: var(--_space-m); text-align: center; padding: var(--_space-s) 0; }
.wm-onramp-progress p { margin: 0; }
.wm-onramp-progress a { color: var(--_accent); overflow-wrap: anywhere; }
`;

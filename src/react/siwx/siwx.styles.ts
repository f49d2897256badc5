export const siwxStyles = /* css */ `
.wm-siwx { display: grid; gap: var(--_space-m); padding: var(--_space-2xs) 0 var(--_space-s); }
.wm-siwx-facts { display: grid; grid-template-columns: auto 1fr; gap: var(--_space-xs) var(--_space-m); margin: 0; padding: var(--_space-sm) var(--_space-m); border-radius: var(--_radius-small); background: var(--_surface-2); font-size: var(--_text-m); }
.wm-siwx-facts dt { color: var(--_text-muted); }
.wm-siwx-facts dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.wm-siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: var(--_space-s); }
`;

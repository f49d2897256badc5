export const siwxStyles = /* css */ `
.wm-siwx { display: grid; gap: 12px; padding: 4px 0 8px; }
.wm-siwx-facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; padding: 10px 12px; border-radius: var(--_radius-small); background: var(--_surface-2); font-size: 14px; }
.wm-siwx-facts dt { color: var(--_text-muted); }
.wm-siwx-facts dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.wm-siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
`;

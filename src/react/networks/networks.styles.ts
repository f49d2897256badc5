export const networksStyles = /* css */ `
.wm-network-text { display: grid; gap: var(--_space-3xs); flex: 1; min-width: 0; }
.wm-network-reason { font-size: var(--_text-xs); font-weight: 400; color: var(--_text-muted); white-space: normal; }
.wm-list-item[aria-disabled="true"] { cursor: not-allowed; opacity: 0.6; }
.wm-list-item[aria-disabled="true"]:hover { background: var(--_surface-2); }
.wm-list-item[aria-current="true"] { box-shadow: inset 0 0 0 2px var(--_accent); }
.wm-networks { display: grid; gap: var(--_space-m); }
.wm-actions { display: grid; gap: var(--_space-s); justify-self: stretch; }
`;

export const walletListStyles = /* css */ `
.wm-tag--muted { background: var(--_surface-3); color: var(--_text-muted); }
.wm-all-wallets-icon { width: 40px; height: 40px; color: var(--_accent-text); }
.wm-wallets-error { display: grid; gap: 8px; justify-items: start; padding: 8px 4px; }
.wm-list .wm-list-item { min-block-size: 44px; }
`;

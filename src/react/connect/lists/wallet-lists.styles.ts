export const walletListStyles = /* css */ `
.wm-tag--muted { background: var(--_surface-3); color: var(--_text-muted); }
.wm-all-wallets-icon { width: 40px; height: 40px; color: var(--_accent-text); }
.wm-wallets-error { display: grid; gap: 8px; justify-items: start; padding: 8px 4px; }
.wm-list .wm-list-item { min-block-size: 44px; }
.wm-list-row { display: flex; align-items: center; gap: 8px; }
.wm-list-row > .wm-list-item { flex: 1; min-inline-size: 0; }
.wm-store-link { display: inline-flex; align-items: center; min-block-size: 44px; padding-inline: 12px; border-radius: var(--_radius-small); color: var(--_accent-text); white-space: nowrap; }
.wm-store-link:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
`;

// One column as wide as the sheet, its text as wide as the column: a long wallet name wraps rather than widening them.
export const walletConnectStyles = /* css */ `
.wm-wc { display: grid; grid-template-columns: minmax(0, 1fr); justify-items: center; gap: var(--_space-m); text-align: center; padding: var(--_space-2xs) 0 var(--_space-s); }
.wm-wc > p, .wm-wc > [role='alert'] { justify-self: stretch; }
.wm-wc-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--_space-s); width: 100%; }
.wm-wc-about { text-align: start; width: 100%; font-size: var(--_text-s); }
.wm-wc-about h3 { margin: 0 0 var(--_space-xs); font-size: var(--_text-m); }
.wm-wc-about ul { margin: 0; padding-inline-start: var(--_space-l); display: grid; gap: var(--_space-2xs); }
.wm-wc-logo { display: block; flex: none; }
.wm-wc-open { min-block-size: 44px; max-inline-size: 100%; padding-block: var(--_space-s); line-height: 1.25; overflow-wrap: anywhere; }
.wm-wc-link { min-block-size: 44px; padding: 0 var(--_space-m); border: 0; background: none; color: var(--_accent-text); font: inherit; text-decoration: underline; cursor: pointer; }
`;

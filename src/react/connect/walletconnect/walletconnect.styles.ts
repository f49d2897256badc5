// One column as wide as the sheet, its text as wide as the column: a long wallet name wraps rather than widening them.
export const walletConnectStyles = /* css */ `
.wm-wc { display: grid; grid-template-columns: minmax(0, 1fr); justify-items: center; gap: 12px; text-align: center; padding: 4px 0 8px; }
.wm-wc > p, .wm-wc > [role='alert'] { justify-self: stretch; }
.wm-wc-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; width: 100%; }
.wm-wc-about { text-align: start; width: 100%; font-size: 13px; }
.wm-wc-about h3 { margin: 0 0 6px; font-size: 14px; }
.wm-wc-about ul { margin: 0; padding-inline-start: 18px; display: grid; gap: 4px; }
.wm-wc-logo { display: block; flex: none; }
.wm-wc-open { min-block-size: 44px; max-inline-size: 100%; padding-block: 8px; line-height: 1.25; overflow-wrap: anywhere; }
.wm-wc-link { min-block-size: 44px; padding: 0 12px; border: 0; background: none; color: var(--_accent-text); font: inherit; text-decoration: underline; cursor: pointer; }
`;

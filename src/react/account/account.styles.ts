export const accountStyles = /* css */ `
.wm-account { display: grid; justify-items: center; gap: 8px; padding: 8px 0; }
.wm-account-address { display: flex; align-items: center; gap: 4px; }
.wm-account-name { font-size: 18px; font-weight: 600; }
.wm-account-balance { margin: 0; font-size: 15px; color: var(--_text-muted); }
.wm-account > .wm-button--block { margin-top: 12px; }
.wm-account-others { display: grid; gap: 8px; justify-self: stretch; }
`;

export const accountStyles = /* css */ `
.wm-account { display: grid; justify-items: center; gap: 8px; padding: 8px 0; }
.wm-account-identity { display: grid; justify-items: center; gap: 2px; }
.wm-account-address { display: flex; align-items: center; gap: 4px; }
.wm-account-name { font-size: 18px; font-weight: 600; }
.wm-account-balance { margin: 0; font-size: 15px; color: var(--_text-muted); }
.wm-account-network { font-size: 13px; }
.wm-account-network .wm-wallet-icon { border-radius: 50%; }
.wm-account > .wm-button--block { margin-top: 12px; }
.wm-account-others { display: grid; gap: 8px; justify-self: stretch; }
.wm-portfolio, .wm-tokens-state, .wm-identity-error { justify-self: stretch; }
.wm-tokens-loading { display: grid; gap: 8px; }
.wm-portfolio-total { display: flex; justify-content: space-between; margin: 4px 0 8px; font-weight: 600; }
.wm-tokens-scroll { overflow-y: auto; border-radius: var(--_radius-small); }
.wm-tokens-scroll:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.wm-tokens { position: relative; list-style: none; margin: 0; padding: 0; }
.wm-token {
  position: absolute; inset-block-start: 0; inset-inline: 0; height: 56px; box-sizing: border-box;
  display: flex; align-items: center; gap: 12px; padding: 8px 4px;
}
.wm-token-name { flex: 1; display: grid; gap: 2px; min-width: 0; font-size: 15px; }
.wm-token-name > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wm-token-name > .wm-muted { font-size: 13px; }
.wm-token-value { font-size: 15px; font-weight: 600; }
`;

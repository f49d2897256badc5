// A token row: the name and its USD value on the first line, the quantity under both (the whole row's width, so a
// long amount shows whole on a 320 px phone); a name cut short ends in an ellipsis, its full text in a title.
export const accountStyles = /* css */ `
.wm-account { display: grid; justify-items: center; gap: var(--_space-s); padding: var(--_space-s) 0; }
.wm-account-identity { display: grid; justify-items: center; gap: var(--_space-3xs); }
.wm-account-address { display: flex; align-items: center; gap: var(--_space-2xs); }
.wm-account-name { font-size: var(--_text-xl); font-weight: 600; }
.wm-account-balance { margin: 0; font-size: var(--_text-base); color: var(--_text-muted); }
.wm-account-network { font-size: var(--_text-s); }
.wm-account-network .wm-wallet-icon { border-radius: 50%; }
.wm-account > .wm-button--block { margin-top: var(--_space-m); }
.wm-account-others { display: grid; gap: var(--_space-s); justify-self: stretch; }
.wm-portfolio, .wm-tokens-state, .wm-identity-error { justify-self: stretch; }
.wm-tokens-loading { display: grid; gap: var(--_space-s); }
.wm-portfolio-total { display: flex; justify-content: space-between; margin: var(--_space-2xs) 0 var(--_space-s); font-weight: 600; }
.wm-tokens-scroll { overflow-y: auto; border-radius: var(--_radius-small); }
.wm-tokens-scroll:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.wm-tokens { position: relative; list-style: none; margin: 0; padding: 0; }
.wm-token {
  position: absolute; inset-block-start: 0; inset-inline: 0; height: 56px; box-sizing: border-box;
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-content: center; gap: var(--_space-3xs) var(--_space-m); padding: var(--_space-s) var(--_space-2xs);
}
.wm-token > .wm-wallet-icon { grid-row: 1 / span 2; align-self: center; }
.wm-token-name { display: contents; font-size: var(--_text-base); }
.wm-token-name > span { grid-column: 2; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-align: match-parent; }
.wm-token-name > .wm-muted { grid-column: 2 / span 2; font-size: var(--_text-s); }
.wm-token-value { grid-column: 3; grid-row: 1; font-size: var(--_text-base); font-weight: 600; }
`;

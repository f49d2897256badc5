// A tile is a ListItemCell with the row's look, laid out as a tile: its rules name both classes, so they win whichever sheet was adopted first.
export const allWalletsStyles = /* css */ `
.wm-wallet-search { position: sticky; top: calc(-1 * var(--_space-s)); z-index: 1; padding: 0 0 var(--_space-s); background: var(--_surface); }
.wm-input {
  box-sizing: border-box; width: 100%; padding: var(--_space-sm) var(--_space-m);
  border: 1px solid var(--_border); border-radius: var(--_radius-small);
  background: var(--_surface-2); color: var(--_text); font: var(--_text-base)/1.2 var(--_font);
}
.wm-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.wm-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.wm-wallet-grid { position: relative; width: 100%; }
.wm-wallet-row {
  position: absolute; inset-block-start: 0; inset-inline-start: 0; width: 100%; height: 104px;
  display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: var(--_space-s);
}
.wm-wallet-cell { min-width: 0; }
.wm-wallet-tile.wm-list-item {
  display: grid; justify-items: center; align-content: center; gap: var(--_space-xs);
  height: 96px; padding: var(--_space-s) var(--_space-2xs); font: 500 var(--_text-xs)/1.2 var(--_font);
}
.wm-wallet-tile-name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wm-all-wallets-status { padding: var(--_space-m) 0; text-align: center; }
`;

// A tile is a ListItemCell with the row's look, laid out as a tile: its rules name both classes, so they win whichever sheet was adopted first.
export const allWalletsStyles = /* css */ `
.wm-wallet-search { position: sticky; top: -8px; z-index: 1; padding: 0 0 8px; background: var(--_surface); }
.wm-input {
  box-sizing: border-box; width: 100%; padding: 10px 12px;
  border: 1px solid var(--_border); border-radius: var(--_radius-small);
  background: var(--_surface-2); color: var(--_text); font: 15px/1.2 var(--_font);
}
.wm-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.wm-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.wm-wallet-grid { position: relative; width: 100%; }
.wm-wallet-row {
  position: absolute; inset-block-start: 0; inset-inline-start: 0; width: 100%; height: 104px;
  display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px;
}
.wm-wallet-cell { min-width: 0; }
.wm-wallet-tile.wm-list-item {
  display: grid; justify-items: center; align-content: center; gap: 6px;
  height: 96px; padding: 8px 4px; font: 500 12px/1.2 var(--_font);
}
.wm-wallet-tile-name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wm-all-wallets-status { padding: 12px 0; text-align: center; }
`;

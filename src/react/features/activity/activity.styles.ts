// A row is a ListItem, flat and denser: its rules name both classes, so they win whichever sheet was adopted first.
export const activityStyles = /* css */ `
.wm-activity { margin: 0 calc(-1 * var(--_space-2xs)); }
.wm-activity-scroll { overflow-y: auto; border-radius: var(--_radius-small); }
.wm-activity-scroll:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.wm-activity-list { position: relative; list-style: none; margin: 0; padding: 0; }
.wm-activity-list > li { position: absolute; inset-block-start: 0; inset-inline: 0; box-sizing: border-box; }
.wm-activity-day h3 { margin: 0; padding: var(--_space-sm) var(--_space-s) var(--_space-2xs); font-size: var(--_text-s); font-weight: 600; color: var(--_text-muted); }
.wm-activity-more { padding: var(--_space-s); }
.wm-activity-row.wm-list-item { gap: var(--_space-sm); height: 60px; padding: var(--_space-s); background: none; font: 500 var(--_text-m)/1.25 var(--_font); }
.wm-activity-row.wm-list-item:hover { background: var(--_surface-2); }
.wm-activity-row.wm-list-item:focus-visible { outline-offset: -2px; }
.wm-activity-row .wm-wallet-icon { border-radius: 50%; }
.wm-activity-icon { display: grid; place-items: center; flex: none; width: 36px; height: 36px; border-radius: 50%; background: var(--_surface-3); }
.wm-activity-main, .wm-activity-side { display: grid; gap: var(--_space-3xs); min-width: 0; }
.wm-activity-main { flex: 1; }
.wm-activity-side { justify-items: end; text-align: end; max-width: 45%; }
.wm-activity-kind { display: flex; align-items: center; gap: var(--_space-xs); font-weight: 600; }
.wm-activity-party, .wm-activity-time { font-size: var(--_text-xs); }
.wm-activity-party, .wm-activity-amount { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
.wm-activity-status { font-size: var(--_text-xs); font-weight: 600; padding: 1px var(--_space-xs); border-radius: 999px; background: var(--_surface-3); }
.wm-activity-status--failed, .wm-activity-row[data-status="failed"] .wm-activity-kind { color: var(--_danger); }
.wm-activity-loading { display: grid; gap: var(--_space-s); }
.wm-activity-state { display: grid; justify-items: center; gap: var(--_space-s); text-align: center; padding: var(--_space-xl) 0; }
.wm-activity-details { display: grid; gap: var(--_space-m); }
.wm-activity-details-kind { margin: 0; font-size: var(--_text-xl); font-weight: 600; text-align: center; }
.wm-activity-details-kind[data-status="failed"] { color: var(--_danger); }
.wm-activity-facts { display: grid; grid-template-columns: auto 1fr; gap: var(--_space-s) var(--_space-m); margin: 0; font-size: var(--_text-m); }
.wm-activity-facts dt { color: var(--_text-muted); }
.wm-activity-facts dd { margin: 0; min-width: 0; }
.wm-activity-code { font: 500 var(--_text-xs)/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
.wm-activity-transfers { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2xs); }
.wm-activity-transfers li { display: flex; align-items: center; gap: var(--_space-xs); }
.wm-activity-transfers .wm-wallet-icon { border-radius: 50%; }
`;

// A row is a ListItem, flat and denser: its rules name both classes, so they win whichever sheet was adopted first.
export const activityStyles = /* css */ `
.wm-activity { margin: 0 -4px; }
.wm-activity-scroll { overflow-y: auto; border-radius: var(--_radius-small); }
.wm-activity-scroll:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.wm-activity-list { position: relative; list-style: none; margin: 0; padding: 0; }
.wm-activity-list > li { position: absolute; inset-block-start: 0; inset-inline: 0; box-sizing: border-box; }
.wm-activity-day h3 { margin: 0; padding: 10px 8px 4px; font-size: 13px; font-weight: 600; color: var(--_text-muted); }
.wm-activity-more { padding: 8px; }
.wm-activity-row.wm-list-item { gap: 10px; height: 60px; padding: 8px; background: none; font: 500 14px/1.25 var(--_font); }
.wm-activity-row.wm-list-item:hover { background: var(--_surface-2); }
.wm-activity-row.wm-list-item:focus-visible { outline-offset: -2px; }
.wm-activity-row .wm-wallet-icon { border-radius: 50%; }
.wm-activity-icon { display: grid; place-items: center; flex: none; width: 36px; height: 36px; border-radius: 50%; background: var(--_surface-3); }
.wm-activity-main, .wm-activity-side { display: grid; gap: 2px; min-width: 0; }
.wm-activity-main { flex: 1; }
.wm-activity-side { justify-items: end; text-align: end; max-width: 45%; }
.wm-activity-kind { display: flex; align-items: center; gap: 6px; font-weight: 600; }
.wm-activity-party, .wm-activity-time { font-size: 12px; }
.wm-activity-party, .wm-activity-amount { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
.wm-activity-status { font-size: 11px; font-weight: 600; padding: 1px 6px; border-radius: 999px; background: var(--_surface-3); }
.wm-activity-status--failed, .wm-activity-row[data-status="failed"] .wm-activity-kind { color: var(--_danger); }
.wm-activity-loading { display: grid; gap: 8px; }
.wm-activity-state { display: grid; justify-items: center; gap: 8px; text-align: center; padding: 24px 0; }
.wm-activity-details { display: grid; gap: 12px; }
.wm-activity-details-kind { margin: 0; font-size: 18px; font-weight: 600; text-align: center; }
.wm-activity-details-kind[data-status="failed"] { color: var(--_danger); }
.wm-activity-facts { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 0; font-size: 14px; }
.wm-activity-facts dt { color: var(--_text-muted); }
.wm-activity-facts dd { margin: 0; min-width: 0; }
.wm-activity-code { font: 500 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
.wm-activity-transfers { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.wm-activity-transfers li { display: flex; align-items: center; gap: 6px; }
.wm-activity-transfers .wm-wallet-icon { border-radius: 50%; }
`;

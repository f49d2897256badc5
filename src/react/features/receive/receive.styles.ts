export const receiveStyles = /* css */ `
.wm-receive { display: grid; justify-items: center; gap: 12px; text-align: center; padding: 4px 0 8px; }
.wm-receive-address {
  margin: 0; width: 100%; box-sizing: border-box; padding: 10px 12px; border-radius: var(--_radius-small);
  background: var(--_surface-2); font: 500 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere;
}
.wm-receive-networks { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; margin: 0; padding: 0; list-style: none; }
.wm-receive-networks li { padding: 2px 10px; border-radius: 999px; background: var(--_surface-2); font-size: 13px; }
.wm-receive-networks li[aria-current] { outline: 1px solid var(--_accent); }
`;

export const receiveStyles = /* css */ `
.wm-receive { display: grid; justify-items: center; gap: var(--_space-m); text-align: center; padding: var(--_space-2xs) 0 var(--_space-s); }
.wm-receive-address {
  margin: 0; width: 100%; box-sizing: border-box; padding: var(--_space-sm) var(--_space-m); border-radius: var(--_radius-small);
  background: var(--_surface-2); font: 500 var(--_text-s)/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere;
}
.wm-receive-networks { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--_space-xs); margin: 0; padding: 0; list-style: none; }
.wm-receive-networks li { padding: var(--_space-3xs) var(--_space-sm); border-radius: 999px; background: var(--_surface-2); font-size: var(--_text-s); }
.wm-receive-networks li[aria-current] { outline: 1px solid var(--_accent); }
`;

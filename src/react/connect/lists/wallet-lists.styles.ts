// A wallet with its store link: the link on its own line under the name, so neither squeezes the other on a phone;
// the name is cut with an ellipsis when it must be, the link wraps (its text, a long name too, always whole).
export const walletListStyles = /* css */ `
.wm-connect { display: grid; gap: var(--_space-m); }
.wm-connect > .wm-auth { margin-bottom: 0; }
/* Connect fits a laptop's screen and a phone's without scrolling: 48 px rows (40 px marks), the email field named by
   its placeholder's label for assistive technology only (the field and its button say what it is). */
.wm-connect .wm-list-item { padding-block: var(--_space-2xs); }
.wm-connect .wm-auth-email label {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
.wm-tag--muted { background: var(--_surface-3); color: var(--_text-muted); }
.wm-all-wallets-icon { width: 40px; height: 40px; color: var(--_accent-text); }
.wm-wallets-error { display: grid; gap: var(--_space-s); justify-items: start; padding: var(--_space-s) var(--_space-2xs); }
.wm-list .wm-list-item { min-block-size: 44px; }
.wm-list-row { display: grid; grid-template-columns: minmax(0, 1fr); }
.wm-store-link {
  /* Under the wallet's name: past its 40 px mark and the row's gap. */
  --_store-link-indent: calc(40px + var(--_space-s));
  justify-self: start; display: flex; align-items: center; min-block-size: 44px; max-inline-size: calc(100% - var(--_store-link-indent));
  margin-inline-start: var(--_store-link-indent); padding-inline: var(--_space-m); border-radius: var(--_radius-small);
  color: var(--_accent-text); overflow-wrap: anywhere;
}
.wm-store-link:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
`;

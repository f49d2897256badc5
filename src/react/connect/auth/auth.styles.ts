// Connect's sign-in section, Account's embedded section, and what the sign-in views share with them.
export const authStyles = /* css */ `
.wm-auth { display: grid; gap: var(--_space-m); margin-bottom: var(--_space-m); }
.wm-auth-email { display: grid; gap: var(--_space-s); }
.wm-auth-email label, .wm-auth-code label { font-size: var(--_text-s); font-weight: 600; }
.wm-auth-input {
  box-sizing: border-box; width: 100%; min-height: 44px; padding: 0 var(--_space-m);
  border: 1px solid var(--_border); border-radius: var(--_radius-small);
  background: var(--_surface-2); color: var(--_text); font: var(--_text-base)/1.2 var(--_font);
}
.wm-auth-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.wm-auth-input[aria-invalid='true'] { border-color: var(--_danger); }
.wm-auth-input:disabled { opacity: 0.6; }
.wm-auth-hint { font-size: var(--_text-s); }
.wm-auth-socials { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-s); }
.wm-auth-socials-row { list-style: none; margin: 0; padding: 0; display: flex; gap: var(--_space-s); }
.wm-auth-socials-row > li { flex: 1; min-inline-size: 0; }
.wm-button.wm-social-icon { width: 100%; min-height: 44px; padding: 0; }
.wm-social-tile {
  display: inline-grid; place-items: center; flex: none; width: 40px; height: 40px;
  border-radius: var(--_radius-small); background: var(--_surface); box-shadow: inset 0 0 0 1px var(--_border);
}
.wm-social-mark { display: block; flex: none; }
.wm-auth-or { display: flex; align-items: center; gap: var(--_space-m); margin: 0; color: var(--_text-muted); font-size: var(--_text-s); }
.wm-auth-or::before, .wm-auth-or::after { content: ''; flex: 1; border-top: 1px solid var(--_border); }
.wm-auth-account { justify-self: stretch; display: grid; gap: var(--_space-s); padding: var(--_space-m); border-radius: var(--_radius-small); background: var(--_surface-2); }
.wm-auth-account p, .wm-auth-account dl, .wm-auth-account dd { margin: 0; }
.wm-auth-account dl { display: flex; justify-content: space-between; gap: var(--_space-s); font-size: var(--_text-s); }
.wm-auth-account dt { color: var(--_text-muted); }
.wm-auth-account dd { font-weight: 600; }
`;

// The sign-in views' own styles (their chunk): the code form, busy statuses, the action rows.
export const signInStyles = /* css */ `
.wm-auth-code { display: grid; gap: var(--_space-s); width: 100%; text-align: start; }
.wm-auth-code .wm-auth-input { font: 600 var(--_text-2xl)/1.2 ui-monospace, monospace; letter-spacing: 0.4em; text-align: center; }
.wm-auth-busy { display: flex; align-items: center; justify-content: center; gap: var(--_space-s); min-height: 24px; }
.wm-auth-busy .wm-spinner { width: 18px; height: 18px; border-width: 2px; }
.wm-auth-resend { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: var(--_space-s); }
`;

// Design tokens. Hosts override the public --wm-* properties; the private
// --_* ones carry the theme's defaults.
// The light theme's tokens, used by theme="light" and by theme="system" in a light OS.
const lightTokens = /* css */ `
  --_surface: var(--wm-surface, #ffffff);
  --_surface-2: var(--wm-surface-2, #f3f3f3);
  --_surface-3: var(--wm-surface-3, #e9e9e9);
  --_text: var(--wm-text, #141414);
  --_text-muted: var(--wm-text-muted, #5c5c5c);
  --_border: var(--wm-border, rgba(0, 0, 0, 0.1));
  --_backdrop: var(--wm-backdrop, rgba(0, 0, 0, 0.35));
  --_accent-text: var(--wm-accent-text, #1d4ed8);
  /* Darker than the dark theme's: red text on the light surfaces at 4.5:1 or more, hovered too. */
  --_danger: var(--wm-danger, #b91c2c);
  color-scheme: light;`;

export const themeStyles = /* css */ `
.wm-root {
  --_accent: var(--wm-accent, #2563eb);
  --_accent-contrast: var(--wm-accent-contrast, #ffffff);
  --_radius: var(--wm-radius, 16px);
  --_radius-small: calc(var(--_radius) / 2);
  --_font: var(--wm-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif);
  --_danger: var(--wm-danger, #f25a67);
  --_success: var(--wm-success, #26d962);
  /* The spacing scale: multiples of one unit (4px by default). */
  --_space: var(--wm-spacing, 4px);
  --_space-3xs: calc(var(--_space) * 0.5);
  --_space-2xs: var(--_space);
  --_space-xs: calc(var(--_space) * 1.5);
  --_space-s: calc(var(--_space) * 2);
  --_space-sm: calc(var(--_space) * 2.5);
  --_space-m: calc(var(--_space) * 3);
  --_space-ml: calc(var(--_space) * 3.5);
  --_space-l: calc(var(--_space) * 4);
  --_space-xl: calc(var(--_space) * 6);
  /* The type scale, from the body's size (15px by default). */
  --_text-base: var(--wm-font-size, 15px);
  --_text-xs: calc(var(--_text-base) * 0.8);
  --_text-s: calc(var(--_text-base) * 13 / 15);
  --_text-m: calc(var(--_text-base) * 14 / 15);
  --_text-l: calc(var(--_text-base) * 16 / 15);
  --_text-xl: calc(var(--_text-base) * 1.2);
  --_text-2xl: calc(var(--_text-base) * 4 / 3);
  font-family: var(--_font);
  font-size: var(--_text-base);
  line-height: 1.4;
  color: var(--_text);
  -webkit-font-smoothing: antialiased;
}
.wm-root, .wm-root[data-theme='dark'] {
  --_surface: var(--wm-surface, #141414);
  --_surface-2: var(--wm-surface-2, #202020);
  --_surface-3: var(--wm-surface-3, #2a2a2a);
  --_text: var(--wm-text, #e4e7e7);
  --_text-muted: var(--wm-text-muted, #9a9a9a);
  --_border: var(--wm-border, rgba(255, 255, 255, 0.1));
  --_backdrop: var(--wm-backdrop, rgba(0, 0, 0, 0.6));
  --_accent-text: var(--wm-accent-text, #8ab4f8);
  color-scheme: dark;
}
.wm-root[data-theme='light'] {
  ${lightTokens}
}
@media (prefers-color-scheme: light) {
  .wm-root[data-theme='system'] {
    ${lightTokens}
  }
}
.wm-root *, .wm-root *::before, .wm-root *::after { box-sizing: border-box; }
.wm-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.wm-button {
  all: unset;
  box-sizing: border-box;
  display: inline-flex; align-items: center; justify-content: center; gap: var(--_space-s);
  min-height: 40px; padding: 0 var(--_space-l);
  border-radius: var(--_radius-small);
  font: 600 var(--_text-base)/1 var(--_font);
  cursor: pointer;
  background: var(--_surface-2); color: var(--_text);
  transition: background-color 120ms ease, transform 120ms ease;
}
.wm-button:hover { background: var(--_surface-3); }
.wm-button:active { transform: scale(0.98); }
.wm-button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.wm-button[disabled] { opacity: 0.5; cursor: not-allowed; }
.wm-button--primary { background: var(--_accent); color: var(--_accent-contrast); }
.wm-button--primary:hover { background: color-mix(in srgb, var(--_accent) 88%, black); }
.wm-button--block { display: flex; width: 100%; }
.wm-button--icon { min-height: 32px; width: 32px; padding: 0; border-radius: 50%; background: transparent; }
/* Touch screens and phone-sized pages: every button is a fingertip's size (44×44 CSS px). */
@media (pointer: coarse), (max-width: 430px) {
  .wm-button { min-height: 44px; }
  .wm-button--icon { min-height: 44px; width: 44px; }
}
.wm-button--icon:hover { background: var(--_surface-2); }
.wm-button--danger { color: var(--_danger); }
/* A tint of the danger colour on the surface, light enough to keep the label at 4.5:1 or more in both themes. */
.wm-button--danger:hover { background: color-mix(in srgb, var(--_danger) 12%, var(--_surface)); }
@media (prefers-reduced-motion: reduce) {
  .wm-root *, .wm-root *::before, .wm-root *::after {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
    transition: none !important; /* not a 0.01 ms duration: that would make every change (property "all") a transition */
  }
}
`;

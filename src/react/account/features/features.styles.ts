export const featuresStyles = /* css */ `
.wm-features { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--_space-s); justify-self: stretch; }
.wm-feature { flex: 1 1 0; min-width: 72px; flex-direction: column; gap: var(--_space-2xs); padding: var(--_space-sm) var(--_space-s); font-size: var(--_text-s); }
`;

export const featuresStyles = /* css */ `
.wm-features { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; justify-self: stretch; }
.wm-feature { flex: 1 1 0; min-width: 72px; flex-direction: column; gap: 4px; padding: 10px 8px; font-size: 13px; }
`;

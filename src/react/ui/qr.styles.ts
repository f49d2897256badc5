// The QR code and the placeholder shown while its encoder or value loads.
export const qrStyles = /* css */ `
.wm-qr {
  position: relative; box-sizing: border-box; width: min(100%, 288px); aspect-ratio: 1;
  padding: var(--_space-m); border-radius: var(--_radius-small); background: #fff;
}
.wm-qr svg { display: block; width: 100%; height: 100%; }
.wm-qr-icon { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); display: grid; }
.wm-qr-placeholder {
  display: grid; place-items: center; box-sizing: border-box; width: min(100%, 288px); aspect-ratio: 1;
  border-radius: var(--_radius-small); background: var(--_surface-2);
}
.wm-qr-placeholder .wm-message { padding: var(--_space-l); }
`;

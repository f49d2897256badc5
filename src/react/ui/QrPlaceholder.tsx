/** Where a QR code goes while its encoder or its value is on the way: a spinner, announced as `label`. */
export function QrPlaceholder({ label }: { label: string }) {
  return (
    <div className="wm-qr-placeholder" role="status" aria-label={label}>
      <div className="wm-spinner" />
    </div>
  );
}

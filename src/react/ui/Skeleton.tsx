/** Placeholder rows while a view's content (a session being restored, a feature's chunk) is on its way. */
export function Skeleton({ label }: { label: string }) {
  return (
    <div className="wm-skeleton" role="status" aria-label={label}>
      <div className="wm-skeleton-row" />
      <div className="wm-skeleton-row" />
      <div className="wm-skeleton-row" />
    </div>
  );
}

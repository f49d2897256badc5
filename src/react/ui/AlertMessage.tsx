/** A titled message the visitor must read before acting again (a failure, an unknown outcome): announced as an alert. */
export function AlertMessage({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert">
      <p className="wm-message">
        <strong>{title}</strong>
      </p>
      <p className="wm-error-text">{text}</p>
    </div>
  );
}

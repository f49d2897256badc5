/**
 * A name from outside (a wallet's, a token's), shown as data: not translated, in its own direction (`dir` auto,
 * so an ellipsis cuts its end, never its start), and whole in a `title` when the row is too narrow for it.
 * The control around it keeps the whole name as its accessible name.
 */
export function DataName({ name, className }: { name: string; className?: string }) {
  return (
    <span className={className} translate="no" dir="auto" title={name}>
      {name}
    </span>
  );
}

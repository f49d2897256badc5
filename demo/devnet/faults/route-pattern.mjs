// Route patterns for faults and request counts: a glob over the URL path
// (`*` one segment, `**` anything) that also matches everything below it.

/** @returns {(path: string) => boolean} */
export function routeMatcher(pattern) {
  const trimmed = pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
  const body = trimmed
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const regex = new RegExp(`^${body}(?:/.*)?$`);
  return (path) => regex.test(path);
}

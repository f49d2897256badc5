// `{name}` placeholders only: the shell's English `error` messages (kept out of the modal's
// message format, ./message-format.ts, so the button's script stays small).

/** Fills `{name}` placeholders; unknown ones stay as written. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

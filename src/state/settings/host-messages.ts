// The host's own strings (`messages` on the element and in `config`): per locale tag, a map
// from catalogue key to text, overriding the built-in translation or adding a locale of the
// host's own; the reserved key `dir` ('ltr' | 'rtl') gives a locale's direction. Pure:
// validated once here, bad entries dropped and reported. Loads with the button: kept small.
import type { TextDirection } from './locale';
import type { ConfigIssue } from './schema';

/** What a host passes: `{ [tag]: { [key]: text, dir?: 'ltr' | 'rtl' } }`. */
export type HostMessagesInput = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Validated host messages: the strings per tag, and the directions given. */
export interface HostMessages {
  strings: Record<string, Record<string, string>>;
  dirs: Record<string, TextDirection>;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Validates a host's `messages`; keys are not checked against the catalogue here (unknown ones are never read). */
export function parseHostMessages(value: unknown): { messages: HostMessages; issues: ConfigIssue[] } {
  const messages: HostMessages = { strings: {}, dirs: {} };
  const issues: ConfigIssue[] = [];
  const reject = (at: string) => issues.push({ setting: 'messages', value: at, reason: 'invalidMessages' });
  if (value == null) return { messages, issues };
  if (!isObject(value)) reject(String(value));
  else {
    for (const [tag, entries] of Object.entries(value)) {
      if (!/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(tag) || !isObject(entries)) {
        reject(tag);
        continue;
      }
      const strings: Record<string, string> = (messages.strings[tag] = {});
      for (const [key, text] of Object.entries(entries)) {
        if (key === 'dir' && (text === 'ltr' || text === 'rtl')) messages.dirs[tag] = text;
        else if (key !== 'dir' && typeof text === 'string') strings[key] = text;
        else reject(`${tag}.${key}`);
      }
    }
  }
  return { messages, issues };
}

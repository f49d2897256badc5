// The host's own strings (`messages` on the element and in `config`): per locale tag, a map
// from catalogue key to text, overriding the built-in translation or adding a locale of the
// host's own; the reserved key `dir` ('ltr' | 'rtl') gives a new locale's direction. Pure:
// validated once here, bad entries dropped and reported.
import type { TextDirection } from './locale';
import type { ConfigIssue } from './schema';

/** What a host passes: `{ [tag]: { [key]: text, dir?: 'ltr' | 'rtl' } }`. */
export type HostMessagesInput = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Validated host messages: the strings per tag, and the directions given. */
export interface HostMessages {
  strings: Record<string, Record<string, string>>;
  dirs: Record<string, TextDirection>;
}

const TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

/** Validates a host's `messages`; keys are not checked against the catalogue here (unknown ones are never read). */
export function parseHostMessages(value: unknown): { messages: HostMessages; issues: ConfigIssue[] } {
  const messages: HostMessages = { strings: {}, dirs: {} };
  const issues: ConfigIssue[] = [];
  if (value === undefined || value === null) return { messages, issues };
  if (typeof value !== 'object' || Array.isArray(value)) return { messages, issues: [{ setting: 'messages', value: String(value), reason: 'invalidMessages' }] };
  for (const [tag, entries] of Object.entries(value as Record<string, unknown>)) {
    if (!TAG.test(tag) || entries === null || typeof entries !== 'object' || Array.isArray(entries)) {
      issues.push({ setting: 'messages', value: tag, reason: 'invalidMessages' });
      continue;
    }
    const strings: Record<string, string> = {};
    for (const [key, text] of Object.entries(entries as Record<string, unknown>)) {
      if (key === 'dir') {
        if (text === 'ltr' || text === 'rtl') messages.dirs[tag] = text;
        else issues.push({ setting: 'messages', value: `${tag}.dir`, reason: 'invalidMessages' });
      } else if (typeof text === 'string') strings[key] = text;
      else issues.push({ setting: 'messages', value: `${tag}.${key}`, reason: 'invalidMessages' });
    }
    messages.strings[tag] = strings;
  }
  return { messages, issues };
}

/** `over` wins key by key over `base`. */
export function mergeHostMessages(base: HostMessages, over: HostMessages): HostMessages {
  const strings: Record<string, Record<string, string>> = { ...base.strings };
  for (const [tag, entries] of Object.entries(over.strings)) strings[tag] = { ...strings[tag], ...entries };
  return { strings, dirs: { ...base.dirs, ...over.dirs } };
}
